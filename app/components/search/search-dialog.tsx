import { useEffect, useId, useRef, useState } from "react";
import { ResultFacts, ResultText, type ResultView } from "#app/components/search/search-results.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useLocale, useLocalize, useT } from "#app/lib/i18n.tsx";
import { SEARCH_QUERY_MAX } from "#domain/search/query.ts";

/** How long typing must pause before the dialog asks (ms): one request per pause, not per key. */
const TYPING_PAUSE_MS = 150;

type State =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; query: string; results: ResultView[] }
  | { status: "failed" };

/**
 * The instant search (issue #45): a native modal <dialog> with a GET form to /search (Enter opens the
 * full page) and, as one types, the first results from `/api/search` as a plain list of links; a live
 * region says how many there are. Loaded on first open (search-launcher.tsx).
 */
export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT("common");
  const locale = useLocale();
  const localize = useLocalize();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: "loading" });
      try {
        const params = new URLSearchParams({ q: text, lang: locale, limit: "8" });
        const response = await fetch(`/api/search?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { results: ResultView[] };
        setState({ status: "done", query: text, results: body.results });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: "failed" });
        void error;
      }
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const searchPage = localize("/search");
  const status =
    state.status === "loading"
      ? t("search.searching")
      : state.status === "failed"
        ? t("search.failed")
        : state.status === "done"
          ? state.results.length === 0
            ? t("search.none", { query: state.query })
            : t("search.count", { count: state.results.length })
          : "";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("search.close")} className="mt-[8vh] mb-auto sm:max-w-2xl">
        <DialogTitle>{t("search.dialogTitle")}</DialogTitle>
        <DialogDescription>{t("search.dialogHint")}</DialogDescription>
        <search>
          <form method="get" action={searchPage}>
            <label htmlFor={`${statusId}-q`} className="sr-only">
              {t("search.dialogTitle")}
            </label>
            <Input
              ref={inputRef}
              id={`${statusId}-q`}
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              // A search field's own Escape only clears it; here Escape closes the dialog at once.
              onKeyDown={(event) => {
                if (event.key !== "Escape") return;
                event.preventDefault();
                onOpenChange(false);
              }}
              placeholder={t("search.placeholder")}
              maxLength={SEARCH_QUERY_MAX}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={statusId}
              dir="auto"
            />
          </form>
        </search>
        <p id={statusId} role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
          {status}
        </p>
        {state.status === "done" && state.results.length > 0 ? (
          <ul className="grid max-h-[55vh] gap-1 overflow-y-auto">
            {state.results.map((result) => (
              <li key={result.key}>
                <a
                  href={result.path}
                  className="block rounded-md p-3 hover:bg-accent focus-visible:bg-accent"
                  onClick={() => onOpenChange(false)}
                >
                  <ResultFacts result={result} pageLocale={locale} />
                  <span className="mt-1 block">
                    <ResultText result={result} titleClassName="block font-semibold" />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {state.status === "done" || state.status === "failed" ? (
          <a
            href={`${searchPage}?${new URLSearchParams({ q: query.trim() })}`}
            className="inline-block text-sm font-medium text-primary hover:underline"
          >
            {t("search.all")}
          </a>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
