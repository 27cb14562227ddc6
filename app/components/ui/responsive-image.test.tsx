import { describe, expect, test } from "vitest";
import { MediaPicker } from "#app/components/admin/media-picker.tsx";
import type { MediaImage } from "#domain/media.ts";
import { renderWithI18n } from "#tests/i18n/render.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

const HASH = "0123456789abcdef0123456789abcdef";
const IMAGE: MediaImage = {
  ref: `/media/${HASH}`,
  width: 1200,
  height: 800,
  fallback: "jpg",
  alt: { en: "A team at a whiteboard", ar: "فريق أمام سبورة" },
};
const OTHER: MediaImage = { ...IMAGE, ref: `/media/${"a".repeat(32)}`, alt: { en: "Second", ar: "الثانية" } };

describe("ResponsiveImage", () => {
  test("keeps a static file a plain <img> with its size and the caller's fallback alt", () => {
    const html = renderWithI18n(
      <ResponsiveImage
        image="/images/projects/1.svg"
        fallbackAlt="Project one"
        sizes="100vw"
        width={640}
        height={360}
      />,
    );
    expect(html).toContain('<img src="/images/projects/1.svg" alt="Project one" width="640" height="360"/>');
    expect(html).not.toContain("<picture");
  });

  test("gives a library image AVIF and WebP sources, a fallback srcset, its own size and the library's alt", () => {
    // As a page shows it: its loader sent the library's record under `media`.
    const html = renderWithI18n(
      <ResponsiveImage image={IMAGE.ref} fallbackAlt="Project one" sizes="50vw" width={640} height={360} />,
      { data: { media: { [IMAGE.ref]: IMAGE } } },
    );
    expect(html).toContain('<picture class="contents">');
    expect(html).toContain(`<source type="image/avif" srcSet="/media/${HASH}-320.avif 320w`);
    expect(html).toContain(`<source type="image/webp" srcSet="/media/${HASH}-320.webp 320w`);
    expect(html).toContain(`src="/media/${HASH}-960.jpg"`);
    expect(html).toContain(`/media/${HASH}-1200.jpg 1200w"`);
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('alt="A team at a whiteboard" width="1200" height="800"');
  });

  test("says the library's Arabic alt on an Arabic page, and the content's own alt when it gives one", () => {
    const arabic = renderWithI18n(
      <ResponsiveImage image={IMAGE.ref} media={IMAGE} sizes="50vw" width={1} height={1} />,
      {
        locale: "ar",
      },
    );
    expect(arabic).toContain('alt="فريق أمام سبورة"');
    const own = renderWithI18n(
      <ResponsiveImage image={IMAGE.ref} media={IMAGE} alt="Our kick-off" sizes="50vw" width={1} height={1} />,
    );
    expect(own).toContain('alt="Our kick-off"');
  });

  test("shows a ref the page has no record of at its bare address, which answers the default variant", () => {
    const html = renderWithI18n(
      <ResponsiveImage image={IMAGE.ref} fallbackAlt="Project one" sizes="50vw" width={640} height={360} />,
    );
    expect(html).toContain(`<img src="/media/${HASH}" alt="Project one" width="640" height="360"/>`);
  });
});

/** Each radio's value and whether it is checked, in document order. */
const radiosOf = (html: string, name: string) =>
  [...html.matchAll(/<input [^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('type="radio"') && tag.includes(`name="${name}"`))
    .map((tag) => ({ value: /value="([^"]+)"/.exec(tag)?.[1], checked: / checked/.test(tag) }));

describe("MediaPicker", () => {
  test("offers the static image the content has, then every library image, as radios of one name", () => {
    const html = renderWithI18n(
      <MediaPicker name="image" defaultValue="/images/projects/2.svg" images={[IMAGE, OTHER]} legend="Project image" />,
    );
    expect(html).toContain("<legend");
    expect(html).toContain("Project image");
    expect(radiosOf(html, "image")).toEqual([
      { value: "/images/projects/2.svg", checked: true },
      { value: IMAGE.ref, checked: false },
      { value: OTHER.ref, checked: false },
    ]);
    expect(html).toContain("Keep the current image");
    expect(html).toContain(">A team at a whiteboard<");
    expect(html).toContain('lang="ar" dir="rtl"');
  });

  test("checks the library image the content holds, and keeps one the library no longer lists", () => {
    const chosen = renderWithI18n(
      <MediaPicker name="cover" defaultValue={OTHER.ref} images={[IMAGE, OTHER]} legend="Cover" />,
    );
    expect(radiosOf(chosen, "cover")).toEqual([
      { value: IMAGE.ref, checked: false },
      { value: OTHER.ref, checked: true },
    ]);
    expect(chosen).not.toContain("Keep the current image");
    const gone = renderWithI18n(<MediaPicker name="cover" defaultValue={OTHER.ref} images={[IMAGE]} legend="Cover" />);
    expect(gone).toContain("no longer in the library");
    expect(radiosOf(gone, "cover")).toEqual([
      { value: OTHER.ref, checked: true },
      { value: IMAGE.ref, checked: false },
    ]);
  });
});
