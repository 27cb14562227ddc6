import { describe, expect, it } from "vitest";
import {
  collectMediaRefs,
  defaultVariantWidth,
  isMediaRef,
  type MediaImage,
  mediaRefsInText,
  mediaSources,
  parseVariantPath,
  variantWidths,
} from "./media.ts";
import { contentImageSchema } from "./schemas/media.ts";

const HASH = "0123456789abcdef0123456789abcdef";
const REF = `/media/${HASH}`;

describe("media refs", () => {
  it("are /media/ and 32 lowercase hex characters, nothing else", () => {
    expect(isMediaRef(REF)).toBe(true);
    for (const other of [
      "/images/projects/1.svg",
      `${REF}-640.jpg`,
      `/media/${HASH.toUpperCase()}`,
      `/media/${HASH}0`,
      `/media/${HASH.slice(1)}`,
      ` ${REF}`,
      `https://evil.example${REF}`,
      undefined,
      42,
    ]) {
      expect(isMediaRef(other)).toBe(false);
    }
  });

  it("widen a content image field: its static folder or a ref", () => {
    const projectImage = contentImageSchema("/images/projects/");
    expect(projectImage.safeParse("/images/projects/1.svg").success).toBe(true);
    expect(projectImage.safeParse(REF).success).toBe(true);
    expect(projectImage.safeParse("/images/solutions/a.svg").success).toBe(false);
    expect(projectImage.safeParse("javascript:alert(1)").success).toBe(false);
    expect(projectImage.safeParse(`${REF}-640.jpg`).success).toBe(false);
  });

  it("are found anywhere in a content value or a text, each once", () => {
    const other = `/media/${"f".repeat(32)}`;
    expect(
      collectMediaRefs({ items: [{ image: REF }, { image: "/images/projects/1.svg" }, { nested: [REF, other] }] }),
    ).toEqual([REF, other]);
    expect(mediaRefsInText(`![a](${REF}-640.webp) and <img src="${other}"> and ${REF}`)).toEqual([REF, other]);
  });
});

describe("variants", () => {
  it("are the standard widths below the image's own, then its own width up to 1920", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(100)).toEqual([100]);
    expect(defaultVariantWidth(4000)).toBe(960);
    expect(defaultVariantWidth(700)).toBe(700);
    expect(defaultVariantWidth(100)).toBe(100);
  });

  it("have addresses the server reads back, and nothing else parses as one", () => {
    expect(parseVariantPath(`/media/${HASH}-640.avif`)).toEqual({ hash: HASH, width: 640, format: "avif" });
    expect(parseVariantPath(`/media/${HASH}-1920.jpg`)).toEqual({ hash: HASH, width: 1920, format: "jpg" });
    for (const bad of [
      `/media/${HASH}-0640.jpg`,
      `/media/${HASH}-640.gif`,
      `/media/${HASH}-640.jpg/x`,
      `/media/${HASH}-99999.jpg`,
      `/media/${HASH}.jpg`,
      "/media/../../etc/passwd",
      `/media/${HASH}-640.jpg\n`,
    ]) {
      expect(parseVariantPath(bad)).toBeUndefined();
    }
  });

  it("give <picture> an AVIF and a WebP source and a fallback <img> at every width", () => {
    const image: MediaImage = { ref: REF, width: 1000, height: 500, fallback: "png", alt: { en: "A", ar: "أ" } };
    const sources = mediaSources(image, "(min-width: 1024px) 50vw, 100vw");
    expect(sources.src).toBe(`/media/${HASH}-960.png`);
    expect(sources.srcSet).toBe(
      `/media/${HASH}-320.png 320w, /media/${HASH}-640.png 640w, /media/${HASH}-960.png 960w, /media/${HASH}-1000.png 1000w`,
    );
    expect(sources.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(sources.sources[0]!.srcSet).toContain(`/media/${HASH}-1000.avif 1000w`);
    expect(sources).toMatchObject({ width: 1000, height: 500, sizes: "(min-width: 1024px) 50vw, 100vw" });
  });
});
