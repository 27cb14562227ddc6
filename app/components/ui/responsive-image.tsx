import type { ImgHTMLAttributes } from "react";
import { useLocale } from "#app/lib/i18n.tsx";
import { useMediaImage } from "#app/lib/media-images.ts";
import { isMediaRef, type MediaImage, mediaSources } from "#domain/media.ts";

type ImgAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt" | "width" | "height">;

export type ResponsiveImageProps = ImgAttributes & {
  /** What content stores: a static path ("/images/projects/1.svg") or a media ref ("/media/<hash>"). */
  image: string;
  /** The content's own alt text for this image: wins when given. */
  alt?: string;
  /** Said when neither the content nor the library gives one (a static image's caption, e.g. the project's title). */
  fallbackAlt?: string;
  /** The CSS sizes list of the slot the image fills, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The intrinsic size of a static image (a library image has its own), reserved before it loads. */
  width: number;
  height: number;
  /** The library's record, when the caller has it; otherwise read from the page's loader data (`media`). */
  media?: MediaImage;
};

/**
 * A content image. A library image becomes `<picture>` with AVIF and WebP sources and a fallback
 * `<img srcset>` at every stored width, its alt text the library's in the page's language unless the
 * content gives one; a static file stays a plain `<img>`. The `<picture>` is `display: contents`, so
 * the `<img>` keeps the classes and the layout it had as a direct child.
 */
export function ResponsiveImage({
  image,
  alt,
  fallbackAlt,
  sizes,
  width,
  height,
  media,
  ...rest
}: ResponsiveImageProps) {
  const locale = useLocale();
  const known = useMediaImage(image);
  const info = isMediaRef(image) ? (media ?? known) : undefined;
  if (!info) {
    // A static file, or a ref the page has no record of: its bare address still answers an image.
    return <img src={image} alt={alt ?? fallbackAlt ?? ""} width={width} height={height} {...rest} />;
  }
  const sources = mediaSources(info, sizes);
  return (
    <picture className="contents">
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sizes}
        alt={alt ?? (info.alt[locale] || fallbackAlt) ?? ""}
        width={sources.width}
        height={sources.height}
        {...rest}
      />
    </picture>
  );
}
