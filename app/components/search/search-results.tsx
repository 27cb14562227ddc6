import { formatLongDate } from "#domain/blog.ts";
import { type Locale, textDirection } from "#domain/i18n/locales.ts";
import type { Segment } from "#domain/search/snippet.ts";

/** One result as the page and the dialog draw it. */
export type ResultView = {
  key: string;
  kind: string;
  kindLabel: string;
  languageLabel: string | null;
  locale: Locale;
  path: string;
  title: Segment[];
  snippet: Segment[];
  date: string | null;
};

/**
 * A title or snippet with its matched words in <mark>. Each piece is text (React escapes it); runs in
 * the other script stay readable inside their line because the whole text is isolated in its own
 * language and direction by the caller (<bdi>/dir), and each marked word is isolated too.
 */
export function Marked({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never move
          <mark key={index} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
            <bdi>{segment.text}</bdi>
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never move
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** The kind, the date (in the page's language) and, for the other language's results, that language. */
export function ResultFacts({ result, pageLocale }: { result: ResultView; pageLocale: Locale }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      <span className="rounded-md border px-1.5 py-0.5 font-medium text-foreground">{result.kindLabel}</span>
      {result.languageLabel ? <span>{result.languageLabel}</span> : null}
      {result.date ? <time dateTime={result.date}>{formatLongDate(result.date, pageLocale)}</time> : null}
    </p>
  );
}

/** A result's title and snippet, in the result's own language and direction. */
export function ResultText({ result, titleClassName }: { result: ResultView; titleClassName?: string }) {
  return (
    <>
      <span lang={result.locale} dir={textDirection(result.locale)} className={titleClassName}>
        <Marked segments={result.title} />
      </span>
      {result.snippet.length > 0 ? (
        <span
          lang={result.locale}
          dir={textDirection(result.locale)}
          className="mt-1 block text-sm text-muted-foreground"
        >
          <Marked segments={result.snippet} />
        </span>
      ) : null}
    </>
  );
}
