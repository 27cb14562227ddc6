import { describe, expect, it } from "vitest";
import { createOgImageCache, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, renderOgImage } from "./og-image.ts";

const input = {
  title: "Murabaha, explained",
  category: "Islamic Finance",
  siteName: "Owner",
  siteHost: "owner.example",
};

describe("article Open Graph images", () => {
  it("draws a 1200×630 PNG", async () => {
    const png = Buffer.from(await renderOgImage(input));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: width and height are the first two big-endian integers after the chunk header.
    expect(png.readUInt32BE(16)).toBe(OG_IMAGE_WIDTH);
    expect(png.readUInt32BE(20)).toBe(OG_IMAGE_HEIGHT);
  }, 30_000);

  it("renders each article version once", async () => {
    let renders = 0;
    const image = createOgImageCache(async () => {
      renders++;
      return new Uint8Array([renders]);
    });
    const [a, b] = await Promise.all([image("one@1", input), image("one@1", input)]);
    expect(a).toBe(b);
    await image("one@2", input);
    expect(renders).toBe(2);
  });
});
