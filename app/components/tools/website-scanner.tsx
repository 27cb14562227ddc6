import { type FormEvent, useId, useRef, useState } from "react";
import { CircleAlert, CircleCheck, CircleX, LoaderCircle, Search } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";
import { SCANNER_GOOD_LOAD_TIME_MS } from "#domain/constants.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { normaliseScanUrl, type ScanCheck, type ScanResult } from "#domain/schemas/scan-rules.ts";

type ScanState =
  | { kind: "idle" }
  | { kind: "scanning"; url: string }
  | { kind: "done"; result: ScanResult }
  | { kind: "failed"; reason: string | null };

/**
 * SPEC §2 website scanner: a URL and a Scan button (disabled when empty); POST /api/scan-website. The
 * server writes the findings, advice and error messages in the page's language (`locale` in the body,
 * sent on Arabic pages only: the English request is unchanged).
 */
export function WebsiteScanner() {
  const t = useT("tools");
  const locale = useLocale();
  const [url, setUrl] = useState("");
  const [state, setState] = useState<ScanState>({ kind: "idle" });
  const resultRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const scanning = state.kind === "scanning";

  async function scan(event: FormEvent) {
    event.preventDefault();
    if (!url.trim() || scanning) return;
    const target = normaliseScanUrl(url);
    setState({ kind: "scanning", url: target });
    try {
      const response = await fetch("/api/scan-website", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(locale === "en" ? { url: target } : { url: target, locale }),
      });
      const body = await response.json().catch(() => null);
      if (!response.ok) {
        setState({ kind: "failed", reason: typeof body?.message === "string" ? body.message : null });
      } else {
        setState({ kind: "done", result: body as ScanResult });
      }
    } catch {
      setState({ kind: "failed", reason: null });
    }
    // Move to the outcome so screen-reader and keyboard users land on it.
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  return (
    <section aria-labelledby="scanner-heading" className="space-y-6">
      <div>
        <h2 id="scanner-heading" className="text-2xl font-semibold">
          {t("scanner.title")}
        </h2>
        <p className="mt-1 text-muted-foreground">{t("scanner.intro")}</p>
      </div>
      <form onSubmit={scan} className="flex flex-col gap-3 rounded-xl border bg-card p-6 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-2">
          <Label htmlFor={`${id}-url`}>{t("scanner.url")}</Label>
          <Input
            id={`${id}-url`}
            name="url"
            inputMode="url"
            autoComplete="url"
            placeholder="example.com"
            dir="ltr"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
        <Button type="submit" className="h-10" disabled={!url.trim() || scanning}>
          {scanning ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
          {scanning ? t("scanner.scanning") : t("scanner.scan")}
        </Button>
      </form>
      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {state.kind === "scanning" && (
          <p className="text-muted-foreground">{t("scanner.scanningUrl", { url: isolate(state.url, locale) })}</p>
        )}
        {state.kind === "failed" && (
          <div role="alert" className="flex gap-3 rounded-xl border border-destructive/50 bg-destructive/10 p-4">
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
            <div>
              <p className="font-medium">{t("scanner.failed")}</p>
              {state.reason && <p className="mt-1 text-sm text-muted-foreground">{state.reason}</p>}
            </div>
          </div>
        )}
        {state.kind === "done" && <ScanReport result={state.result} />}
      </div>
    </section>
  );
}

/** A URL inside an Arabic sentence: isolated (FSI … PDI), so it reads left to right there. */
const isolate = (text: string, locale: Locale) => (locale === "en" ? text : `\u2068${text}\u2069`);

function ScanReport({ result }: { result: ScanResult }) {
  const t = useT("tools");
  const locale = useLocale();
  const basics: { label: string; passed: boolean; detail?: string }[] = [
    { label: t("scanner.basic.https"), passed: result.hasHttps },
    { label: t("scanner.basic.title"), passed: result.hasTitle },
    { label: t("scanner.basic.meta"), passed: result.hasMeta },
    { label: t("scanner.basic.openGraph"), passed: result.hasOgTags },
    { label: t("scanner.basic.responsive"), passed: result.responsive },
  ];
  const summary = { status: String(result.httpStatus), score: result.overall.score };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-6 rounded-xl border bg-card p-6">
        <GradeBadge grade={result.overall.grade} label={t("scanner.overallGrade")} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold break-all">
            {t("scanner.resultsFor", { url: isolate(result.url, locale) })}
          </h3>
          {result.finalUrl !== result.url && (
            <p className="text-sm break-all text-muted-foreground">
              {t("scanner.redirectedTo", { url: isolate(result.finalUrl, locale) })}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            {result.truncated ? t("scanner.summaryTruncated", summary) : t("scanner.summary", summary)}
          </p>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-xl border bg-card p-6">
          <h3 className="font-semibold">{t("scanner.basics")}</h3>
          <ul className="mt-3 space-y-2">
            {basics.map((item) => (
              <CheckRow key={item.label} label={item.label} passed={item.passed} />
            ))}
            <CheckRow
              label={t("scanner.basic.loadTime")}
              passed={result.status === "good"}
              detail={
                result.status === "good"
                  ? t("scanner.loadGood", { ms: String(result.loadTime) })
                  : t("scanner.loadSlow", { ms: String(result.loadTime), limit: String(SCANNER_GOOD_LOAD_TIME_MS) })
              }
            />
          </ul>
        </div>
        <div className="rounded-xl border bg-card p-6">
          <div className="flex items-center justify-between gap-4">
            <h3 className="font-semibold">{t("scanner.security")}</h3>
            <GradeBadge grade={result.security.grade} label={t("scanner.securityGrade")} small />
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            {t("scanner.observatory", { score: result.security.score })}
          </p>
          <CheckList checks={result.security.checks} showModifier />
        </div>
        <div className="rounded-xl border bg-card p-6 lg:col-span-2">
          <div className="flex items-center justify-between gap-4">
            <h3 className="font-semibold">{t("scanner.seo")}</h3>
            <span className="text-sm font-semibold tabular-nums">
              {t("scanner.score", { score: result.seo.score })}
            </span>
          </div>
          <CheckList checks={result.seo.checks} />
        </div>
      </div>
      {result.advice.length > 0 && (
        <div className="rounded-xl border bg-card p-6">
          <h3 className="font-semibold">{t("scanner.advice")}</h3>
          <p className="mt-1 text-xs text-muted-foreground">{t("scanner.issues", { count: result.advice.length })}</p>
          <ol className="mt-3 list-decimal space-y-2 ps-5 text-sm">
            {result.advice.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

function CheckList({ checks, showModifier = false }: { checks: ScanCheck[]; showModifier?: boolean }) {
  return (
    <ul className="mt-3 space-y-2">
      {checks.map((check) => (
        <CheckRow
          key={check.id}
          label={check.label}
          passed={check.passed}
          detail={check.detail}
          modifier={showModifier ? check.modifier : undefined}
        />
      ))}
    </ul>
  );
}

function CheckRow({
  label,
  passed,
  detail,
  modifier,
}: {
  label: string;
  passed: boolean;
  detail?: string;
  modifier?: number;
}) {
  const t = useT("tools");
  const Icon = passed ? CircleCheck : CircleX;
  return (
    <li className="flex gap-3 text-sm">
      <Icon
        className={cn("mt-0.5 size-4 shrink-0", passed ? "text-emerald-600 dark:text-emerald-400" : "text-destructive")}
        aria-hidden="true"
      />
      <div className="min-w-0">
        <span className="font-medium">{label}</span>
        <span className="sr-only">{passed ? t("scanner.passed") : t("scanner.failedCheck")}</span>
        {modifier !== undefined && modifier !== 0 && (
          <span className="ms-2 text-xs text-muted-foreground tabular-nums">
            <bdi dir="ltr">
              ({modifier > 0 ? "+" : ""}
              {modifier})
            </bdi>
          </span>
        )}
        {detail && (
          <p className="break-words text-muted-foreground">
            <span dir="auto">{detail}</span>
          </p>
        )}
      </div>
    </li>
  );
}

function GradeBadge({ grade, label, small = false }: { grade: string; label: string; small?: boolean }) {
  const t = useT("tools");
  const tone = grade.startsWith("A")
    ? "bg-emerald-600 text-white"
    : grade.startsWith("B")
      ? "bg-lime-700 text-white"
      : grade.startsWith("C")
        ? "bg-amber-700 text-white"
        : "bg-red-700 text-white";
  return (
    <span
      role="img"
      aria-label={t("scanner.grade", { label, grade })}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-xl font-bold",
        small ? "size-10 text-lg" : "size-16 text-3xl",
        tone,
      )}
    >
      {grade}
    </span>
  );
}
