import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeImage } from "#tests/media-fixtures.ts";
import { processImage, sniffImageType, TooManyPixelsError, UnreadableImageError } from "./media-images.ts";

const text = (value: string) => new TextEncoder().encode(value);

describe("sniffImageType reads what a file is from its bytes", () => {
  it("knows JPEG, PNG, WebP and AVIF by their magic numbers", async () => {
    for (const format of ["jpeg", "png", "webp", "avif"] as const) {
      expect(sniffImageType(await makeImage(format))).toBe(format);
    }
  });

  it("calls an SVG an SVG, whatever it starts with", () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe("svg");
    expect(sniffImageType(text('\uFEFF  <?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg width="1"/>'))).toBe("svg");
    expect(sniffImageType(text("<!-- made by hand --><SVG viewBox='0 0 1 1'></SVG>"))).toBe("svg");
  });

  it("knows nothing else: a GIF, HTML, text, an MP4 and empty bytes are not images it takes", async () => {
    expect(
      sniffImageType(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: "red" } })
          .gif()
          .toBuffer(),
      ),
    ).toBe(undefined);
    expect(sniffImageType(text("<html><body>hi</body></html>"))).toBe(undefined);
    expect(sniffImageType(text("just words"))).toBe(undefined);
    const mp4 = new Uint8Array([0, 0, 0, 24, ...text("ftypisom"), 0, 0, 2, 0, ...text("isomiso2")]);
    expect(sniffImageType(mp4)).toBe(undefined);
    expect(sniffImageType(new Uint8Array())).toBe(undefined);
  });
});

describe("processImage", () => {
  it("makes every width up to the upload's own, never larger, in AVIF, WebP and JPEG for a photo", async () => {
    const processed = await processImage(await makeImage("jpeg", { width: 1000, height: 500 }), "jpeg");
    expect(processed).toMatchObject({ width: 1000, height: 500, fallback: "jpg" });
    const names = processed.variants.map((v) => `${v.width}x${v.height}.${v.format}`);
    expect(names).toEqual([
      "320x160.avif",
      "320x160.webp",
      "320x160.jpg",
      "640x320.avif",
      "640x320.webp",
      "640x320.jpg",
      "960x480.avif",
      "960x480.webp",
      "960x480.jpg",
      "1000x500.avif",
      "1000x500.webp",
      "1000x500.jpg",
    ]);
    for (const variant of processed.variants) {
      const meta = await sharp(variant.body).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({
        format: { avif: "heif", webp: "webp", jpg: "jpeg", png: "png" }[variant.format],
        width: variant.width,
      });
    }
  });

  it("stops at 1920 for a large upload, keeps a small one at its size, and keeps PNG and transparency as PNG", async () => {
    const large = await processImage(await makeImage("webp", { width: 2400, height: 100 }), "webp");
    expect([...new Set(large.variants.map((v) => v.width))]).toEqual([320, 640, 960, 1280, 1920]);
    expect(large.fallback).toBe("jpg");
    const small = await processImage(await makeImage("png", { width: 100, height: 80 }), "png");
    expect(small.variants.map((v) => `${v.width}.${v.format}`)).toEqual(["100.avif", "100.webp", "100.png"]);
    const clear = await processImage(await makeImage("webp", { width: 50, height: 50, alpha: true }), "webp");
    expect(clear.fallback).toBe("png");
  });

  it("drops EXIF (camera, GPS position) from every variant and turns the picture as EXIF said", async () => {
    const photo = await makeImage("jpeg", {
      width: 400,
      height: 200,
      orientation: 6,
      exif: {
        IFD0: { Make: "SpyCam" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 12/1 0/1" },
      },
    });
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const processed = await processImage(photo, "jpeg");
    for (const variant of processed.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(variant.body.includes("SpyCam")).toBe(false);
    }
    // Orientation 6 is "turn a quarter clockwise": the stored 400 × 200 shows as 200 × 400.
    expect(processed).toMatchObject({ width: 200, height: 400 });
    expect(processed.variants[0]).toMatchObject({ width: 200, height: 400 });
  });

  it("refuses bytes that only start like an image, and a decompression bomb from its header", async () => {
    const fake = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.from("not really a png")]);
    await expect(processImage(fake, "png")).rejects.toBeInstanceOf(UnreadableImageError);
    // A JPEG's bytes presented as a PNG: what sharp reads must match the magic number.
    await expect(processImage(await makeImage("jpeg"), "png")).rejects.toBeInstanceOf(UnreadableImageError);
    // 10,000 × 10,000 pixels of one colour compress to a few kilobytes of PNG.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "white" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(processImage(bomb, "png")).rejects.toBeInstanceOf(TooManyPixelsError);
  });
});
