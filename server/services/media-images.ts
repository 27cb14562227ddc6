import pLimit from "p-limit";
import sharp from "sharp";
import { MEDIA_MAX_MEGAPIXELS } from "#domain/admin-actions.ts";
import {
  type MediaFallback,
  type MediaFormat,
  type MediaUploadType,
  variantHeight,
  variantWidths,
} from "#domain/media.ts";

/**
 * What the media library does with an upload's bytes (decision 030): tell what they are from the
 * bytes themselves, then decode them once with sharp (libvips, prebuilt for each platform inside its
 * npm package) and encode every responsive width in AVIF, WebP and the fallback format.
 */

// A server keeps no decoded images between uploads (libvips would otherwise cache ~50 MB).
sharp.cache(false);

/**
 * The most pixels an upload may decode to (a 50-megapixel camera's picture fits). A few hundred
 * bytes of PNG can claim 100,000 × 100,000 pixels: sharp refuses such a "decompression bomb" from
 * its header, before it allocates anything.
 */
export const MEDIA_MAX_PIXELS = MEDIA_MAX_MEGAPIXELS * 1_000_000;

/** A sharp pipeline (sharp's types are a CommonJS namespace this module cannot name). */
type Pipeline = ReturnType<typeof sharp>;

export type SniffedType = MediaUploadType | "svg";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/**
 * The image type the bytes say they are (magic numbers), or "svg" for an SVG document, or undefined.
 * Never the file's name or the type the browser declared: both are the sender's to choose.
 */
export function sniffImageType(bytes: Uint8Array): SniffedType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    // An ISO-BMFF file: AVIF when its major brand or one of its compatible brands says so.
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
    return undefined;
  }
  // SVG is text: an XML declaration, a doctype, a comment or the <svg> element itself, after any BOM.
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (head.startsWith("<") && /<svg[\s>/]/i.test(head)) return "svg";
  return undefined;
}

/** sharp's name for each accepted type ("heif" is AVIF's container; its compression says AV1). */
const SHARP_FORMAT: Record<MediaUploadType, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

export class UnreadableImageError extends Error {}
export class TooManyPixelsError extends Error {}

export type ProcessedImage = {
  width: number;
  height: number;
  fallback: MediaFallback;
  variants: { width: number; height: number; format: MediaFormat; body: Buffer }[];
};

/**
 * Decodes an upload sniffed as `type` and encodes its variants. sharp writes no metadata unless
 * asked, so EXIF (camera, GPS position), XMP and ICC text never reach a variant; the orientation EXIF
 * asked for is applied to the pixels first. Only the first frame of an animation is kept.
 */
export function processImage(bytes: Uint8Array, type: MediaUploadType): Promise<ProcessedImage> {
  return oneAtATime(() => decodeAndEncode(bytes, type));
}

/**
 * One upload's pixels in memory at a time per process: a 50-megapixel PNG decodes to up to 150 MB, and
 * libvips already spreads one encode over the cores. A second upload waits its turn.
 */
const oneAtATime = pLimit(1);

async function decodeAndEncode(bytes: Uint8Array, type: MediaUploadType): Promise<ProcessedImage> {
  const input = () => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error" });
  let meta: Awaited<ReturnType<Pipeline["metadata"]>>;
  try {
    meta = await input().metadata();
  } catch (error) {
    throw asImageError(error);
  }
  // The bytes must decode as what their magic number said (a PNG header on something else is refused).
  if (meta.format !== SHARP_FORMAT[type] || (type === "avif" && meta.compression !== "av1")) {
    throw new UnreadableImageError(`The bytes are not a readable ${type} image`);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new UnreadableImageError("The image has no size");
  if (width * height > MEDIA_MAX_PIXELS) throw new TooManyPixelsError("Too many pixels");
  const fallback: MediaFallback = type === "png" || meta.hasAlpha ? "png" : "jpg";
  const variants: ProcessedImage["variants"] = [];
  try {
    // Decoded once, turned upright and brought down to the largest width (JPEG decodes at a fraction
    // of its size when asked for a smaller one): every variant is made from these pixels, not from
    // the upload again (a 12-megapixel JPEG: 2.2–2.4 s of CPU for its 15 variants, 2.5–3.3 s before).
    const widths = variantWidths(width);
    const largest = widths.at(-1)!;
    const base = await input()
      .autoOrient()
      .resize({ width: largest, height: variantHeight(width, height, largest), fit: "fill" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    for (const variantWidth of widths) {
      const resized = () => {
        const pixels = sharp(base.data, { raw });
        return variantWidth === largest
          ? pixels
          : pixels.resize({ width: variantWidth, height: variantHeight(width, height, variantWidth), fit: "fill" });
      };
      const encoders: Record<MediaFormat, () => Pipeline> = {
        // Effort 2 of 9: a 1920-wide AVIF in a fraction of the default's time, a few % larger.
        avif: () => resized().avif({ quality: 55, effort: 2 }),
        webp: () => resized().webp({ quality: 80 }),
        jpg: () => resized().flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }),
        png: () => resized().png({ compressionLevel: 9, adaptiveFiltering: true }),
      };
      for (const format of ["avif", "webp", fallback] as const) {
        const { data, info } = await encoders[format]().toBuffer({ resolveWithObject: true });
        variants.push({ width: info.width, height: info.height, format, body: data });
      }
    }
  } catch (error) {
    throw asImageError(error);
  }
  return { width, height, fallback, variants };
}

function asImageError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new TooManyPixelsError(message);
  return new UnreadableImageError(message);
}
