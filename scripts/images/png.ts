import { PNG } from "pngjs";

// ---------------------------------------------------------------------------------------------
// PNG post-processing. Chromium dithers gradients (±1 noise that PNG cannot compress) and writes
// PNGs with fast settings, so each screenshot is decoded, de-dithered and re-encoded (pngjs, with
// the per-row adaptive filter and deflate level 9).

/** RGBA pixels, four bytes each (what pngjs decodes to, whatever the file's colour type). */
export type Raster = { width: number; height: number; data: Buffer };

/** Encodes RGBA pixels; an opaque image is written as RGB. */
export function encodePng({ width, height, data }: Raster, opaque: boolean): Buffer {
  const png = new PNG({ width, height });
  png.data = data;
  // pngjs defaults to the run-length strategy, which compresses these images a third worse.
  return PNG.sync.write(png, { colorType: opaque ? 2 : 6, filterType: -1, deflateLevel: 9, deflateStrategy: 0 });
}

/**
 * Smooths dithering noise: an opaque pixel whose 5×5 neighbourhood stays within ±2 of it on every
 * channel (a gradient, not an edge) becomes the neighbourhood mean. Edges and text are untouched.
 */
export function dedither(img: Raster): Raster {
  const { width, height, data } = img;
  const out = Buffer.from(data);
  const R = 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (data[i + 3] !== 255) continue;
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      let flat = true;
      for (let dy = -R; dy <= R && flat; dy++) {
        for (let dx = -R; dx <= R; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy < 0 || yy >= height || xx < 0 || xx >= width) continue;
          const j = (yy * width + xx) * 4;
          if (
            data[j + 3] !== 255 ||
            Math.abs(data[j]! - data[i]!) > 2 ||
            Math.abs(data[j + 1]! - data[i + 1]!) > 2 ||
            Math.abs(data[j + 2]! - data[i + 2]!) > 2
          ) {
            flat = false;
            break;
          }
          r += data[j]!;
          g += data[j + 1]!;
          b += data[j + 2]!;
          n++;
        }
      }
      if (!flat) continue;
      out[i] = Math.round(r / n);
      out[i + 1] = Math.round(g / n);
      out[i + 2] = Math.round(b / n);
    }
  }
  return { ...img, data: out };
}

/** De-dithers a screenshot and re-encodes it, keeping its colour type (RGB or RGBA). */
export function optimisePng(screenshot: Buffer): Buffer {
  const decoded = PNG.sync.read(screenshot);
  return encodePng(dedither(decoded), decoded.colorType === 2);
}
