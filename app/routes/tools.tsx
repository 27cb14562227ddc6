import { useSearchParams } from "react-router";
import { ArrowLeftRight, Bitcoin, Calculator, Ruler, ScanSearch } from "#app/components/icons.tsx";
import { CryptoTracker } from "#app/components/tools/crypto-tracker.tsx";
import { CurrencyConverter } from "#app/components/tools/currency-converter.tsx";
import { LoanCalculator } from "#app/components/tools/loan-calculator.tsx";
import { TabList, TabPanel } from "#app/components/tools/tabs.tsx";
import { UnitConverter } from "#app/components/tools/unit-converter.tsx";
import { WebsiteScanner } from "#app/components/tools/website-scanner.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { readWords, useLocalize, useT } from "#app/lib/i18n.tsx";
import { skipQueryOnlyNavigations } from "#app/lib/revalidation.ts";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import type { MessagesOf } from "#domain/i18n/catalogue.server.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { CryptoCoin, LiveSnapshot } from "#domain/schemas/live.ts";
import type { Route } from "./+types/tools";

/** SPEC §2 tabs, in order; the selected one lives in the URL (?tab=units) so it is linkable. */
const TOOL_TABS = [
  { id: "crypto", icon: <Bitcoin aria-hidden="true" /> },
  { id: "currency", icon: <ArrowLeftRight aria-hidden="true" /> },
  { id: "units", icon: <Ruler aria-hidden="true" /> },
  { id: "scanner", icon: <ScanSearch aria-hidden="true" /> },
  { id: "loan", icon: <Calculator aria-hidden="true" /> },
] as const;

type ToolTab = (typeof TOOL_TABS)[number]["id"];

/** The open tab is in the address (`?tab=`), so a shared link opens it. */
export const handle = { cacheQuery: ["tab"] } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const locale = localeFromPath(location.pathname);
  const words = readWords(loaderData?.i18n)?.messages?.tools as MessagesOf<"tools"> | undefined;
  const t = createTranslator(locale, words ?? ({} as MessagesOf<"tools">));
  const site = siteFromMatches(matches);
  if (!site) return [{ title: t("page.title") }];
  return pageMeta(site, {
    title: `${t("page.title")} | ${site.ownerName}`,
    description: t("page.description"),
    path: localizePath("/tools", locale),
    keywords: t("page.keywords"),
  });
};

/**
 * Crypto prices the server already has cached (never an upstream call), so the default tab paints its
 * table with the page instead of skeleton rows that the data then replaces after hydration; and the
 * page's words in its language (the tools and the live widgets' namespaces).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { liveData } = getAppContext(context).services;
  const locale = localeFromPath(new URL(request.url).pathname);
  const snapshot = await liveData
    .toolsSnapshot()
    .catch(() => ({}) as Awaited<ReturnType<typeof liveData.toolsSnapshot>>);
  return { ...snapshot, i18n: pageI18n(locale, { messages: ["tools", "live"] }) };
}

/**
 * Arriving from another page of the site, the words come from the server, but not the prices: the
 * tracker loads them itself (skeleton rows meanwhile), as the other tools do.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { crypto: _crypto, ...rest } = await serverLoader();
  return { ...rest, crypto: undefined };
}

/** The data does not depend on the tab, so switching tabs asks for nothing. */
export const shouldRevalidate = skipQueryOnlyNavigations;

function selectedTab(value: string | null): ToolTab {
  return TOOL_TABS.find((tab) => tab.id === value)?.id ?? "crypto";
}

export default function ToolsPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const tab = selectedTab(searchParams.get("tab"));
  const t = useT("tools");
  const localize = useLocalize();
  const tabs = TOOL_TABS.map((item) => ({ ...item, label: t(`tabs.${item.id}`) }));
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl space-y-8">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("page.title")}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{t("page.intro")}</p>
        </div>
        <TabList
          idPrefix="tools"
          label={t("tabs.label")}
          tabs={tabs}
          selected={tab}
          hrefFor={(id) => localize(`/tools?tab=${id}`)}
        />
        <TabPanel idPrefix="tools" id={tab}>
          <ToolPanel tab={tab} crypto={loaderData.crypto} />
        </TabPanel>
      </div>
    </main>
  );
}

function ToolPanel({ tab, crypto }: { tab: ToolTab; crypto?: LiveSnapshot<CryptoCoin[]> }) {
  switch (tab) {
    case "crypto":
      return <CryptoTracker initial={crypto} />;
    case "currency":
      return <CurrencyConverter />;
    case "units":
      return <UnitConverter />;
    case "scanner":
      return <WebsiteScanner />;
    case "loan":
      return <LoanCalculator />;
  }
}
