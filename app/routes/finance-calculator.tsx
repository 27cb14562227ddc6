import { useState } from "react";
import { data, Link } from "react-router";
import { FlatRateCalculator } from "#app/components/finance/flat-rate-calculator.tsx";
import { HomeFinanceCalculator } from "#app/components/finance/home-finance-calculator.tsx";
import { MurabahaCalculator } from "#app/components/finance/murabaha-calculator.tsx";
import { PurificationCalculator } from "#app/components/finance/purification-calculator.tsx";
import { ZakatCalculator } from "#app/components/finance/zakat-calculator.tsx";
import { ArrowLeft } from "#app/components/icons.tsx";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { cn } from "#app/lib/utils.ts";
import { CALCULATORS, type CalculatorSlug, calculate, isCalculatorSlug } from "#domain/finance/calculate.ts";
import { hawl } from "#domain/finance/format.ts";
import { calculatorsPage, calculatorTitles, EXAMPLES } from "#domain/finance/messages.ts";
import type { LiveSnapshot, MetalPrices } from "#domain/schemas/live.ts";
import type { Route } from "./+types/finance-calculator";

/** Today's gold and silver prices as the zakat form shows them: AED to the fils. */
const fils = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The calculator's worked example; the zakat example starts from the live gold and silver prices when
 * a provider gave them (without one it keeps the example's prices, for the visitor to replace).
 */
function example(slug: CalculatorSlug, livePrices: LiveSnapshot<MetalPrices> | null | undefined) {
  const params = new URLSearchParams(EXAMPLES[slug]);
  if (slug === "zakat" && livePrices) {
    params.set("goldPricePerGram", fils(livePrices.data.goldPerGram));
    params.set("silverPricePerGram", fils(livePrices.data.silverPerGram));
  }
  return params;
}

/**
 * The figures for the address: its query, or the calculator's worked example when it has none. The
 * same on the server (a shared link renders in full without JavaScript) and in the browser.
 * `livePrices`: the zakat form's live metal prices (null: none; undefined: not known here, the browser).
 */
function load(slug: string | undefined, request: Request, livePrices?: LiveSnapshot<MetalPrices> | null) {
  if (!isCalculatorSlug(slug)) return data({ calculator: null }, { status: 404 });
  const url = new URL(request.url);
  // The browser's `.data` request for the server loader (the zakat example) names the routes it wants.
  url.searchParams.delete("_routes");
  const params = url.searchParams.size > 0 ? url.searchParams : example(slug, livePrices);
  const values = Object.fromEntries(params);
  return {
    calculator: calculate(slug, (name) => params.get(name)),
    values,
    query: params.toString(),
    hawl: slug === "zakat" ? hawl(new Date()) : null,
    livePrices: slug === "zakat" ? livePrices : null,
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const livePrices =
    params.calculator === "zakat" ? await getAppContext(context).services.liveData.metalPricesForForm() : undefined;
  return load(params.calculator, request, livePrices ?? null);
}

/**
 * Typing changes only the query: the browser computes the same figures without asking the server.
 * Only the zakat example (no query) asks it, for today's live metal prices.
 */
export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (params.calculator === "zakat" && new URL(request.url).searchParams.size === 0) return serverLoader();
  return load(params.calculator, request);
}

/** The live prices the server sent last: the browser's own recomputations (typing) carry none. */
function useLastKnown<T>(value: T | undefined): T | undefined {
  const [known, setKnown] = useState(value);
  if (value !== undefined && value !== known) setKnown(value);
  return value !== undefined ? value : known;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const slug = loaderData?.calculator?.slug;
  if (!slug) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  const { title, intro } = calculatorTitles[slug];
  const site = siteFromMatches(matches);
  if (!site) return [{ title }];
  return pageMeta(site, {
    title: `${title} | ${site.ownerName}`,
    description: intro,
    path: `/islamic-fintech/calculators/${params.calculator}`,
  });
};

export default function FinanceCalculatorPage({ loaderData }: Route.ComponentProps) {
  const livePrices = useLastKnown("livePrices" in loaderData ? loaderData.livePrices : undefined);
  if (!loaderData.calculator || !("values" in loaderData)) return <NotFoundPage />;
  const { calculator, values, query } = loaderData;
  const { title, intro } = calculatorTitles[calculator.slug];
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl space-y-8">
        <Link to="/islamic-fintech" className={buttonVariants({ variant: "ghost", className: "-ms-3" })}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {calculatorsPage.backToExplorer}
        </Link>
        <CalculatorNav current={calculator.slug} />
        <header className="max-w-3xl space-y-3">
          <p className="text-sm font-medium text-primary">{calculatorsPage.eyebrow}</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-lg text-muted-foreground">{intro}</p>
        </header>
        <div key={calculator.slug}>
          {calculator.slug === "murabaha" && <MurabahaCalculator values={values} result={calculator.result} />}
          {calculator.slug === "home-finance" && <HomeFinanceCalculator values={values} result={calculator.result} />}
          {calculator.slug === "flat-rate" && <FlatRateCalculator values={values} result={calculator.result} />}
          {calculator.slug === "zakat" && loaderData.hawl && (
            <ZakatCalculator
              values={values}
              result={calculator.result}
              hawl={loaderData.hawl}
              livePrices={livePrices ?? null}
            />
          )}
          {calculator.slug === "purification" && <PurificationCalculator values={values} result={calculator.result} />}
        </div>
        <footer className="space-y-4 border-t pt-6">
          {calculator.result.ok && (
            <a
              href={`/api/finance/${calculator.slug}/key-facts.pdf?${query}`}
              download
              className={buttonVariants({ variant: "outline" })}
              data-testid="key-facts"
            >
              {calculatorsPage.keyFacts}
            </a>
          )}
          <p className="text-sm text-muted-foreground">{calculatorsPage.shareHint}</p>
          <p className="rounded-md border-s-4 border-amber-500 bg-muted p-4 text-sm" data-testid="illustration-note">
            {calculatorsPage.illustration}
          </p>
        </footer>
      </div>
    </main>
  );
}

/** Links between the calculators (the current one marked for assistive technology). */
function CalculatorNav({ current }: { current: CalculatorSlug }) {
  return (
    <nav aria-label={calculatorsPage.eyebrow}>
      <ul className="flex flex-wrap gap-2">
        {(Object.keys(CALCULATORS) as CalculatorSlug[]).map((slug) => (
          <li key={slug}>
            <Link
              to={`/islamic-fintech/calculators/${slug}`}
              aria-current={slug === current ? "page" : undefined}
              className={cn(
                "inline-flex rounded-full border px-3 py-1.5 text-sm transition-colors hover:bg-accent",
                slug === current && "border-primary bg-primary/10 font-medium text-foreground",
              )}
            >
              {calculatorTitles[slug].short}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
