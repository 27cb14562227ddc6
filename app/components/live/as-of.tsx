import { useLocale, useT } from "#app/lib/i18n.tsx";
import { asOfParts } from "./format.ts";

/**
 * "As of …": when the shown data was fetched from its provider (it may be older if one is failing).
 * `reserveSpace` keeps its empty line while the data loads, so nothing below moves when it arrives.
 */
export function AsOf({
  iso,
  className = "text-xs text-muted-foreground",
  reserveSpace = false,
}: {
  iso: string | null | undefined;
  className?: string;
  reserveSpace?: boolean;
}) {
  const t = useT("live");
  const locale = useLocale();
  const parts = iso ? asOfParts(iso, locale) : null;
  if (!iso || !parts)
    return reserveSpace ? (
      <p className={className} aria-hidden="true">
        &nbsp;
      </p>
    ) : null;
  return (
    <p className={className}>
      {t("asOf.label")} <time dateTime={iso}>{t("asOf.time", parts)}</time>
    </p>
  );
}
