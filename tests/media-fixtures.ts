import sharp from "sharp";

/**
 * Images made on the fly for the media library's tests (no binary files in the repository): a
 * gradient, so encoders have something to do, with an optional alpha channel and EXIF.
 */
export async function makeImage(
  format: "jpeg" | "png" | "webp" | "avif",
  options: {
    width?: number;
    height?: number;
    alpha?: boolean;
    exif?: Record<string, Record<string, string>>;
    orientation?: number;
  } = {},
): Promise<Buffer> {
  const width = options.width ?? 64;
  const height = options.height ?? 48;
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
      if (options.alpha) pixels[at + 3] = x < width / 2 ? 255 : 64;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.exif) image = image.withExif(options.exif);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const encoders = {
    jpeg: () => image.jpeg({ quality: 90 }),
    png: () => image.png(),
    webp: () => image.webp(),
    avif: () => image.avif({ effort: 0 }),
  };
  return encoders[format]().toBuffer();
}
