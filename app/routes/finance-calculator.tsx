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
import { pageI18n } from "#app/lib/i18n.server.ts";
import { type PageI18n, readWords, useLocale, useLocalize, useT } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { cn } from "#app/lib/utils.ts";
import { type CalculatorSlug, calculate, isCalculatorSlug, keyFactsHref } from "#domain/finance/calculate.ts";
import { hawl } from "#domain/finance/format.ts";
import { CALCULATOR_ORDER, EXAMPLES } from "#domain/finance/messages.ts";
import type { MessagesOf } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { declaredQuery, type RouteFacts } from "#domain/route-facts.ts";
import type { LiveSnapshot, MetalPrices } from "#domain/schemas/live.ts";
import type { Route } from "./+types/finance-calculator";

/**
 * Every calculator's inputs as an address carries them: the names `calculate` asks for, learnt by
 * asking it (with no figures and with the worked example's, so both of its paths are seen). The page
 * reads these and no other parameter, so a shared link's `?utm_source=…` neither counts as a figure
 * nor costs a render (the page cache keys the page on these alone).
 */
const CALCULATOR_INPUTS: readonly string[] = (() => {
  const names = new Set<string>();
  for (const slug of CALCULATOR_ORDER) {
    const example = new URLSearchParams(EXAMPLES[slug]);
    for (const value of [() => null, (name: string) => example.get(name)]) {
      calculate(slug, (name) => {
        names.add(name);
        return value(name);
      });
    }
  }
  return [...names];
})();

export const handle = { cacheQuery: CALCULATOR_INPUTS } satisfies RouteFacts;

/** The calculator inputs the address gives, or none. */
const inputsOf = (request: Request) =>
  new URLSearchParams(declaredQuery(new URL(request.url).search, CALCULATOR_INPUTS));

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
function load(
  slug: string | undefined,
  request: Request,
  locale: Locale,
  livePrices?: LiveSnapshot<MetalPrices> | null,
) {
  if (!isCalculatorSlug(slug)) return data({ calculator: null }, { status: 404 });
  const given = inputsOf(request);
  const params = given.size > 0 ? given : example(slug, livePrices);
  const values = Object.fromEntries(params);
  return {
    calculator: calculate(slug, (name) => params.get(name)),
    values,
    query: params.toString(),
    hawl: slug === "zakat" ? hawl(new Date(), locale) : null,
    livePrices: slug === "zakat" ? livePrices : null,
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const i18n = pageI18n(locale, { messages: ["finance"] });
  const livePrices =
    params.calculator === "zakat" ? await getAppContext(context).services.liveData.metalPricesForForm() : undefined;
  const result = load(params.calculator, request, locale, livePrices ?? null);
  if ("data" in result) return data({ calculator: null, i18n }, result.init ?? undefined);
  return { ...result, i18n };
}

/**
 * Typing changes only the query: the browser computes the same figures without asking the server.
 * The words come from the server once per language (the first load, or hydration) and are kept; the
 * zakat example (no query) asks the server too, for today's live metal prices.
 */
let words: { locale: Locale; i18n: PageI18n } | undefined;

/** The live prices the server sent last: the browser's own recomputations (typing) carry none. */
function useLastKnown<T>(value: T | undefined): T | undefined {
  const [known, setKnown] = useState(value);
  if (value !== undefined && value !== known) setKnown(value);
  return value !== undefined ? value : known;
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const zakatExample = params.calculator === "zakat" && inputsOf(request).size === 0;
  if (words?.locale !== locale || zakatExample) {
    const fromServer = await serverLoader();
    words = { locale, i18n: fromServer.i18n };
    return fromServer;
  }
  const result = load(params.calculator, request, locale);
  if ("data" in result) return data({ calculator: null, i18n: words.i18n }, result.init ?? undefined);
  return { ...result, i18n: words.i18n };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const locale = localeFromPath(location.pathname);
  const dictionary = readWords(loaderData?.i18n)?.messages?.finance as MessagesOf<"finance"> | undefined;
  const t = dictionary ? createTranslator(locale, dictionary) : undefined;
  const slug = loaderData?.calculator?.slug;
  if (!slug || !t) return [{ title: t?.("page.notFound") ?? "Page Not Found" }, { name: "robots", content: "noindex" }];
  const title = t(`title.${slug}`);
  const site = siteFromMatches(matches);
  if (!site) return [{ title }];
  return pageMeta(site, {
    title: `${title} | ${site.ownerName}`,
    description: t(`intro.${slug}`),
    path: localizePath(`/islamic-fintech/calculators/${slug}`, locale),
  });
};

export default function FinanceCalculatorPage({ loaderData }: Route.ComponentProps) {
  const livePrices = useLastKnown("livePrices" in loaderData ? loaderData.livePrices : undefined);
  const t = useT("finance");
  const locale = useLocale();
  const localize = useLocalize();
  if (!loaderData.calculator || !("values" in loaderData)) return <NotFoundPage />;
  const { calculator, values, query } = loaderData;
  const slug = calculator.slug;
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl space-y-8">
        <Link to={localize("/islamic-fintech")} className={buttonVariants({ variant: "ghost", className: "-ms-3" })}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t("page.backToExplorer")}
        </Link>
        <CalculatorNav current={slug} />
        <header className="max-w-3xl space-y-3">
          <p className="text-sm font-medium text-primary">{t("page.eyebrow")}</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`title.${slug}`)}</h1>
          <p className="text-lg text-muted-foreground">{t(`intro.${slug}`)}</p>
        </header>
        <div key={slug}>
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
            <div className="space-y-2">
              {/* The statement in the page's language (/api is one address for both: `locale` names it). */}
              <a
                href={keyFactsHref(slug, query, locale)}
                download
                className={buttonVariants({ variant: "outline" })}
                data-testid="key-facts"
              >
                {t("page.keyFacts")}
              </a>
            </div>
          )}
          <p className="text-sm text-muted-foreground">{t("page.shareHint")}</p>
          <p className="rounded-md border-s-4 border-amber-500 bg-muted p-4 text-sm" data-testid="illustration-note">
            {t("page.illustration")}
          </p>
        </footer>
      </div>
    </main>
  );
}

/** Links between the calculators (the current one marked for assistive technology). */
function CalculatorNav({ current }: { current: CalculatorSlug }) {
  const t = useT("finance");
  const localize = useLocalize();
  return (
    <nav aria-label={t("page.eyebrow")}>
      <ul className="flex flex-wrap gap-2">
        {CALCULATOR_ORDER.map((slug) => (
          <li key={slug}>
            <Link
              to={localize(`/islamic-fintech/calculators/${slug}`)}
              aria-current={slug === current ? "page" : undefined}
              className={cn(
                "inline-flex rounded-full border px-3 py-1.5 text-sm transition-colors hover:bg-accent",
                slug === current && "border-primary bg-primary/10 font-medium text-foreground",
              )}
            >
              {t(`short.${slug}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
