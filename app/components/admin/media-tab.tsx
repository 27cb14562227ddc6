import { type FormEvent, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { LoaderCircle, Plus } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { MediaItem } from "#app/lib/server-types.ts";
import { type AdminActionResult, formatMegabytes, MEDIA_KIND, MEDIA_MESSAGES } from "#domain/admin-actions.ts";
import { MEDIA_ACCEPT, MEDIA_ALT_MAX } from "#domain/media.ts";
import { formatCount, formatDate } from "./format.ts";
import { DeleteRecordButton, useResultToast } from "./record-actions.tsx";
import { ADMIN_PANEL_ID, adminHref } from "./tabs.ts";

/** The thumbnails' slot: a card in one to three columns. */
const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/**
 * The Media tab (decision 030): upload an image with its alt text in English and Arabic, and the
 * library, newest first, each image with its address for content and a Delete the server refuses
 * while something uses the image.
 */
export function MediaTab({ items, maxBytes }: { items: MediaItem[]; maxBytes: number }) {
  return (
    <div className="space-y-10">
      <UploadForm maxBytes={maxBytes} />
      <section aria-labelledby="media-library-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="media-library-heading" className="text-2xl font-semibold">
            Library
          </h2>
          <p className="text-sm text-muted-foreground">
            {items.length === 1 ? "1 image" : `${formatCount(items.length)} images`}
          </p>
        </div>
        {items.length === 0 ? (
          <p className="text-muted-foreground">No images yet. Upload the first one above.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="All images">
            {items.map((item) => (
              <MediaCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function MediaCard({ item }: { item: MediaItem }) {
  const kilobytes = Math.max(1, Math.round(item.byteSize / 1024));
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <div className="aspect-video bg-muted">
        {/* The alt texts are written out below, so the thumbnail itself is not announced twice. */}
        <ResponsiveImage
          image={item.ref}
          media={item}
          alt=""
          sizes={CARD_SIZES}
          width={item.width}
          height={item.height}
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="font-medium">English alt text</dt>
            <dd lang="en" dir="ltr" className="text-muted-foreground">
              {item.alt.en}
            </dd>
          </div>
          <div>
            <dt className="font-medium">Arabic alt text</dt>
            <dd lang="ar" dir="rtl" className="text-muted-foreground">
              {item.alt.ar}
            </dd>
          </div>
          <div>
            <dt className="font-medium">Address for content</dt>
            <dd>
              <code dir="ltr" className="break-all text-xs">
                {item.ref}
              </code>
            </dd>
          </div>
        </dl>
        <p className="text-xs text-muted-foreground">
          {item.originalType.toUpperCase()} · {formatCount(item.width)} × {formatCount(item.height)} px ·{" "}
          {formatCount(kilobytes)} KB · added {formatDate(item.createdAt)}
        </p>
        <AltEditor item={item} />
        <div className="mt-auto flex justify-end">
          <DeleteRecordButton
            kind={MEDIA_KIND}
            id={item.id}
            label={`“${item.alt.en}”`}
            returnFocusTo={ADMIN_PANEL_ID}
          />
        </div>
      </div>
    </li>
  );
}

/**
 * A multipart form posting to the Media section's action: without JavaScript the page comes back with the
 * errors beside the fields and the alt texts as typed (a browser never refills a file input); with
 * it a fetcher posts the same form, so the chosen file and the texts stay put on an error, a file over
 * the limit is refused before it is sent, and the form empties once the image is in the library.
 */
function UploadForm({ maxBytes }: { maxBytes: number }) {
  const fetcher = useFetcher<AdminActionResult>();
  const pageAnswer = useActionData() as AdminActionResult | undefined;
  // A page answer (no JavaScript) is the upload's unless it names an image (an alt text edit's).
  const pageResult = pageAnswer && !("values" in pageAnswer && pageAnswer.values?.id) ? pageAnswer : undefined;
  const result = fetcher.data ?? pageResult;
  const form = useRef<HTMLFormElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const uploading = fetcher.state !== "idle";
  useResultToast(fetcher.data);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const refused = result && !result.ok && "message" in result ? result : undefined;
  const errors: Record<string, string> = { ...(refused?.errors ?? {}) };
  if (tooLarge) errors.file = MEDIA_MESSAGES.tooLarge(maxBytes);
  const values = refused?.values;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = new FormData(event.currentTarget).get("file");
    const over = file instanceof File && file.size > maxBytes;
    setTooLarge(over);
    if (over) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLInputElement>("#media-file")?.focus();
    }
  }

  const describedBy = (name: string, hint?: string) =>
    [hint, errors[name] ? `media-${name}-error` : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <section aria-labelledby="media-upload-heading" className="space-y-4">
      <h2 id="media-upload-heading" className="text-2xl font-semibold">
        Upload an image
      </h2>
      <fetcher.Form
        ref={form}
        method="post"
        action={adminHref("media")}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        className="grid max-w-3xl gap-5 rounded-xl border bg-card p-5 shadow-sm"
      >
        <input type="hidden" name="intent" value="media-upload" />
        <div className="space-y-2">
          <Label htmlFor="media-file">Image file</Label>
          <input
            id="media-file"
            name="file"
            type="file"
            accept={MEDIA_ACCEPT}
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy("file", "media-file-hint")}
            onChange={() => setTooLarge(false)}
            className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium aria-invalid:text-error"
          />
          <p id="media-file-hint" className="text-sm text-muted-foreground">
            JPEG, PNG, WebP or AVIF, up to {formatMegabytes(maxBytes)}. SVG files are not accepted.
          </p>
          <FieldError name="file" errors={errors} />
        </div>
        <p id="media-alt-hint" className="text-sm text-muted-foreground">
          Describe what the image shows, in both languages, for people who cannot see it.
        </p>
        <div className="grid gap-5 md:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="media-altEn">Alt text (English)</Label>
            <Input
              id="media-altEn"
              name="altEn"
              lang="en"
              dir="ltr"
              required
              maxLength={MEDIA_ALT_MAX}
              defaultValue={values?.altEn}
              aria-invalid={errors.altEn ? true : undefined}
              aria-describedby={describedBy("altEn", "media-alt-hint")}
            />
            <FieldError name="altEn" errors={errors} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="media-altAr">Alt text (Arabic)</Label>
            <Input
              id="media-altAr"
              name="altAr"
              lang="ar"
              dir="rtl"
              required
              maxLength={MEDIA_ALT_MAX}
              defaultValue={values?.altAr}
              aria-invalid={errors.altAr ? true : undefined}
              aria-describedby={describedBy("altAr", "media-alt-hint")}
            />
            <FieldError name="altAr" errors={errors} />
          </div>
        </div>
        <div>
          <Button type="submit" disabled={uploading}>
            {uploading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {uploading ? "Uploading…" : "Add to library"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/**
 * The image's alt texts, changed in place: a plain form (a fetcher with JavaScript) posting to the
 * Media section's action. Without JavaScript a refused save comes back open, with the errors and the texts.
 */
function AltEditor({ item }: { item: MediaItem }) {
  const fetcher = useFetcher<AdminActionResult>();
  const pageResult = useActionData() as AdminActionResult | undefined;
  useResultToast(fetcher.data);
  // A page answer (no JavaScript) is this card's when it names this image.
  const mine =
    pageResult && !pageResult.ok && "values" in pageResult && pageResult.values?.id === item.id
      ? pageResult
      : undefined;
  const result = fetcher.data ?? mine;
  const refused = result && !result.ok && "message" in result ? result : undefined;
  const errors = refused?.errors ?? {};
  const prefix = `media-${item.id}`;
  const field = (name: "altEn" | "altAr", label: string, lang: "en" | "ar") => (
    <div className="space-y-2">
      <Label htmlFor={`${prefix}-${name}`}>{label}</Label>
      <Input
        id={`${prefix}-${name}`}
        name={name}
        lang={lang}
        dir={lang === "ar" ? "rtl" : "ltr"}
        required
        maxLength={MEDIA_ALT_MAX}
        defaultValue={refused?.values?.[name] ?? item.alt[lang]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${prefix}-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`${prefix}-${name}-error`} className="text-sm font-medium text-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <details open={refused ? true : undefined} className="text-sm">
      <summary className="cursor-pointer font-medium">Edit alt text</summary>
      <fetcher.Form method="post" action={adminHref("media")} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="media-alt" />
        <input type="hidden" name="id" value={item.id} />
        {field("altEn", "English alt text", "en")}
        {field("altAr", "Arabic alt text", "ar")}
        <div>
          <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Saving..." : "Save alt text"}
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}

function FieldError({ name, errors }: { name: string; errors: Record<string, string> }) {
  const message = errors[name];
  return message ? (
    <p id={`media-${name}-error`} className="text-sm font-medium text-error">
      {message}
    </p>
  ) : null;
}
