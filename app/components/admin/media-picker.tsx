import { useId } from "react";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { isMediaRef, type MediaImage } from "#domain/media.ts";

export type MediaPickerProps = {
  /** The form field the choice is posted as: a media ref ("/media/<hash>") or the kept static path. */
  name: string;
  /**
   * What the content holds now: a static path ("/images/projects/1.svg"), offered as "Keep the current
   * image", or a media ref, checked in the library. Undefined or "": nothing is checked.
   */
  defaultValue?: string;
  /** The library, newest first: the loader's `await services.media.list()` (MediaItem is a MediaImage). */
  images: readonly MediaImage[];
  /** The group's visible name, e.g. "Project image". */
  legend: string;
  /** Whether a choice is required (native radio validation). */
  required?: boolean;
  /** The server's message for this field, shown under the group. */
  error?: string;
  /** Told each new choice, for an editor that keeps its values in state (the form posts it either way). */
  onChange?: (value: string) => void;
};

/** A thumbnail's slot: a card in two to four columns. */
const THUMB_SIZES = "(min-width: 768px) 200px, 50vw";
/** The static artwork's size (16:9, app/lib/images.ts). */
const STATIC_SIZE = { width: 640, height: 360 };

/**
 * Chooses one library image for a content field: a radio group of thumbnails with their alt text,
 * so it works without JavaScript, and from the keyboard as radios do (Tab into the group, arrow keys
 * between images, the choice follows focus). A static path the content has today is kept as the
 * first choice. Uncontrolled: it posts `name` with the chosen value in any `<form>`.
 */
export function MediaPicker({ name, defaultValue, images, legend, required, error, onChange }: MediaPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const keepStatic = defaultValue && !isMediaRef(defaultValue) ? defaultValue : undefined;
  // A ref the library no longer lists (an old backup) stays choosable rather than silently dropped.
  const missingRef =
    defaultValue && isMediaRef(defaultValue) && !images.some((image) => image.ref === defaultValue)
      ? defaultValue
      : undefined;
  const option = (value: string) => ({
    type: "radio" as const,
    name,
    value,
    required,
    defaultChecked: value === defaultValue,
    onChange: onChange ? () => onChange(value) : undefined,
    className: "size-4 shrink-0 accent-primary",
  });
  const card =
    "flex cursor-pointer flex-col gap-2 rounded-lg border bg-card p-2 text-sm has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring";

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {images.length === 0 && !keepStatic && !missingRef ? (
        <p className="text-sm text-muted-foreground">The media library is empty: upload an image in the Media tab.</p>
      ) : null}
      <ul className="grid max-h-[28rem] grid-cols-2 gap-3 overflow-y-auto p-1 md:grid-cols-3 lg:grid-cols-4">
        {keepStatic ? (
          <li>
            <label className={card}>
              <span className="aspect-video overflow-hidden rounded bg-muted">
                <img src={keepStatic} alt="" {...STATIC_SIZE} className="size-full object-contain" />
              </span>
              <span className="flex items-start gap-2">
                <input {...option(keepStatic)} />
                <span>
                  Keep the current image{" "}
                  <code dir="ltr" className="break-all text-xs text-muted-foreground">
                    {keepStatic}
                  </code>
                </span>
              </span>
            </label>
          </li>
        ) : null}
        {missingRef ? (
          <li>
            <label className={card}>
              <span className="flex items-start gap-2">
                <input {...option(missingRef)} />
                <span>
                  Keep the current image (no longer in the library){" "}
                  <code dir="ltr" className="break-all text-xs text-muted-foreground">
                    {missingRef}
                  </code>
                </span>
              </span>
            </label>
          </li>
        ) : null}
        {images.map((image) => (
          <li key={image.ref}>
            <label className={card}>
              <span className="aspect-video overflow-hidden rounded bg-muted">
                {/* The label's text below is the alt text: the thumbnail is not announced twice. */}
                <ResponsiveImage
                  image={image.ref}
                  media={image}
                  alt=""
                  sizes={THUMB_SIZES}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              </span>
              <span className="flex items-start gap-2">
                <input {...option(image.ref)} />
                <span className="min-w-0">
                  <span lang="en" className="block">
                    {image.alt.en}
                  </span>
                  <span lang="ar" dir="rtl" className="block text-muted-foreground">
                    {image.alt.ar}
                  </span>
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
