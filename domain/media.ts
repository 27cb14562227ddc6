/**
 * The media library's shared rules (decision 030): how content names a library image, which
 * variants exist, and their addresses. Both sides use them: the server generates and serves the
 * variants, the pages build `srcset` from the same functions, so an address the page writes is one
 * the server has.
 *
 * Content stores an image as a string: either a static path under the site's public folder
 * ("/images/projects/1.svg", as today) or a **media ref**, "/media/<hash>", where <hash> is 32
 * lowercase hex characters (the first 128 bits of the SHA-256 of the uploaded file). A ref is itself a
 * working address: GET /media/<hash> answers the default variant (the fallback format at the largest
 * width up to MEDIA_DEFAULT_WIDTH), so a plain `<img src={ref}>` shows the image too.
 * No zod here: pages import this module, and zod stays out of the browser (the schema piece is
 * domain/schemas/media.ts). Each variant lives at "/media/<hash>-<width>.<avif|webp|jpg|png>" and never changes.
 */

export const MEDIA_HASH_LENGTH = 32;
const HASH = `[0-9a-f]{${MEDIA_HASH_LENGTH}}`;
export const MEDIA_REF_PATTERN = new RegExp(`^/media/(${HASH})$`);
const VARIANT_PATTERN = new RegExp(`^/media/(${HASH})-([1-9][0-9]{0,3})\\.(avif|webp|jpg|png)$`);

/** The responsive widths a library image is offered in (never wider than the upload). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** The width of the variant a bare ref (`/media/<hash>`) and a plain `<img src>` get. */
export const MEDIA_DEFAULT_WIDTH = 960;
/** The formats every width is stored in: two modern ones and the fallback. */
export const MEDIA_FORMATS = ["avif", "webp", "jpg", "png"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** The format every browser shows: JPEG for a photo, PNG for an upload that was PNG or has transparency. */
export type MediaFallback = "jpg" | "png";

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** What an upload may be, as read from its bytes (never from its name or declared type). */
export const MEDIA_UPLOAD_TYPES = ["jpeg", "png", "webp", "avif"] as const;
export type MediaUploadType = (typeof MEDIA_UPLOAD_TYPES)[number];
/** What the file input offers (a hint only: the server reads the bytes). */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** Longest alt text, in characters, in either language. */
export const MEDIA_ALT_MAX = 300;

/** A library image as pages and the admin know it: enough to write `<picture>` and its alt text. */
export type MediaImage = {
  /** "/media/<hash>", the string content stores. */
  ref: string;
  /** The upload's size in pixels after orientation (the largest variant is at most 1920 wide). */
  width: number;
  height: number;
  fallback: MediaFallback;
  alt: { en: string; ar: string };
};

export const mediaRef = (hash: string) => `/media/${hash}`;

/** Whether a content image string names a library image ("/media/<hash>") rather than a static file. */
export function isMediaRef(value: unknown): value is string {
  return typeof value === "string" && MEDIA_REF_PATTERN.test(value);
}

/** The hash a ref names, or undefined for anything else. */
export function mediaHashOf(ref: string): string | undefined {
  return MEDIA_REF_PATTERN.exec(ref)?.[1];
}

/** The widths an image `width` pixels wide is offered in: the standard ones below it, then its own (capped). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS.at(-1)!);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

/** The width a bare ref and a plain `<img src>` get: the largest variant up to MEDIA_DEFAULT_WIDTH. */
export function defaultVariantWidth(width: number): number {
  const widths = variantWidths(width);
  return widths.filter((w) => w <= MEDIA_DEFAULT_WIDTH).at(-1) ?? widths[0]!;
}

/** The height of a variant `variantWidth` wide of an image `width`×`height` (what sharp's resize gives). */
export function variantHeight(width: number, height: number, variantWidth: number): number {
  return variantWidth === width ? height : Math.max(1, Math.round((height * variantWidth) / width));
}

export const variantPath = (hash: string, width: number, format: MediaFormat) => `/media/${hash}-${width}.${format}`;

/** Reads a variant's address; undefined for anything that is not one (the server answers 404). */
export function parseVariantPath(path: string): { hash: string; width: number; format: MediaFormat } | undefined {
  const match = VARIANT_PATTERN.exec(path);
  if (!match) return undefined;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as MediaFormat };
}

export type MediaSources = {
  /** The fallback format at the default width. */
  src: string;
  /** The fallback format at every width ("… 320w, … 640w"). */
  srcSet: string;
  /** AVIF first, then WebP, for `<source type srcSet>` inside `<picture>`. */
  sources: { type: string; srcSet: string }[];
  sizes: string;
  width: number;
  height: number;
};

/** What `<picture>` needs for a library image shown at `sizes` (a CSS sizes list). */
export function mediaSources(image: MediaImage, sizes: string): MediaSources {
  const hash = mediaHashOf(image.ref);
  if (!hash) throw new Error(`Not a media ref: ${image.ref}`);
  const widths = variantWidths(image.width);
  const srcSet = (format: MediaFormat) => widths.map((w) => `${variantPath(hash, w, format)} ${w}w`).join(", ");
  return {
    src: variantPath(hash, defaultVariantWidth(image.width), image.fallback),
    srcSet: srcSet(image.fallback),
    sources: (["avif", "webp"] as const).map((format) => ({
      type: MEDIA_CONTENT_TYPES[format],
      srcSet: srcSet(format),
    })),
    sizes,
    width: image.width,
    height: image.height,
  };
}

/** Every media ref inside a content value (any depth of objects and arrays), each once. */
export function collectMediaRefs(value: unknown, found = new Set<string>()): string[] {
  if (isMediaRef(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) collectMediaRefs(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) collectMediaRefs(item, found);
  return [...found];
}

/** Every media ref written inside a text (an article's markdown, a newsletter's body). */
export function mediaRefsInText(text: string): string[] {
  return [...new Set([...text.matchAll(new RegExp(`/media/(${HASH})`, "g"))].map((m) => mediaRef(m[1]!)))];
}
