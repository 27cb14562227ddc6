import { Link } from "react-router";
import { ArrowRight } from "#app/components/icons.tsx";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import type { CalculatorSlug } from "#domain/finance/calculate.ts";
import { CALCULATOR_ORDER } from "#domain/finance/messages.ts";

/** The calculators from the product explorer (links, not list items: the grid's cards are the list). */
export function CalculatorLinks() {
  const t = useT("finance");
  const localize = useLocalize();
  return (
    <nav aria-labelledby="calculator-links-heading" className="rounded-xl border bg-card p-5">
      <h2 id="calculator-links-heading" className="text-base font-semibold">
        {t("page.explorerLink")}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {CALCULATOR_ORDER.map((slug) => (
          <Link
            key={slug}
            to={localize(`/islamic-fintech/calculators/${slug}`)}
            className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm hover:bg-accent"
          >
            {t(`short.${slug}`)}
            <ArrowRight aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
          </Link>
        ))}
      </div>
    </nav>
  );
}

/**
 * From a simple SPEC calculator to the detailed one, carrying the visitor's figures over. A typed
 * amount goes as typed, less grouping commas and spaces: the detailed page checks it and says so.
 */
export function DetailedCalculatorLink({
  slug,
  query,
}: {
  slug: CalculatorSlug;
  query: Record<string, string | number>;
}) {
  const t = useT("finance");
  const localize = useLocalize();
  const params = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value).replace(/[,\s]/g, "")]),
  );
  return (
    <Link
      to={localize(`/islamic-fintech/calculators/${slug}?${params}`)}
      className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {t("page.detailedLink")}
      <ArrowRight aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
    </Link>
  );
}
