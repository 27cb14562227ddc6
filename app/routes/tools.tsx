import { useSearchParams } from "react-router";
import { ArrowLeftRight, Bitcoin, Calculator, Ruler, ScanSearch } from "#app/components/icons.tsx";
import { CryptoTracker } from "#app/components/tools/crypto-tracker.tsx";
import { CurrencyConverter } from "#app/components/tools/currency-converter.tsx";
import { LoanCalculator } from "#app/components/tools/loan-calculator.tsx";
import { TabList, TabPanel } from "#app/components/tools/tabs.tsx";
import { UnitConverter } from "#app/components/tools/unit-converter.tsx";
import { WebsiteScanner } from "#app/components/tools/website-scanner.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { skipQueryOnlyNavigations } from "#app/lib/revalidation.ts";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import type { CryptoCoin, LiveSnapshot } from "#domain/schemas/live.ts";
import type { Route } from "./+types/tools";

/** SPEC §2 tabs, in order; the selected one lives in the URL (?tab=units) so it is linkable. */
const TOOL_TABS = [
  { id: "crypto", label: "Crypto", icon: <Bitcoin aria-hidden="true" /> },
  { id: "currency", label: "Currency", icon: <ArrowLeftRight aria-hidden="true" /> },
  { id: "units", label: "Units", icon: <Ruler aria-hidden="true" /> },
  { id: "scanner", label: "Scanner", icon: <ScanSearch aria-hidden="true" /> },
  { id: "loan", label: "Loan Calc", icon: <Calculator aria-hidden="true" /> },
] as const;

type ToolTab = (typeof TOOL_TABS)[number]["id"];

const PAGE = {
  title: "Free Tools",
  description:
    "Free tools: live crypto prices, a currency converter, length and weight conversion, a website security and SEO scanner, and a loan calculator with an amortisation schedule.",
  intro: "Handy calculators and checkers I use with clients, free for everyone. No sign-up needed.",
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  if (!site) return [{ title: PAGE.title }];
  return pageMeta(site, {
    title: `${PAGE.title} | ${site.ownerName}`,
    description: PAGE.description,
    path: "/tools",
    keywords: ["crypto tracker", "currency converter", "unit converter", "website scanner", "loan calculator"],
  });
};

/**
 * Crypto prices the server already has cached (never an upstream call), so the default tab paints its
 * table with the page instead of skeleton rows that the data then replaces after hydration.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { liveData } = getAppContext(context).services;
  return liveData.toolsSnapshot().catch(() => ({}) as Awaited<ReturnType<typeof liveData.toolsSnapshot>>);
}

/**
 * Arriving from another page of the site, the page shows at once without waiting for the server: the
 * tracker loads its prices itself (skeleton rows meanwhile), as the other tools do.
 */
export async function clientLoader(): Promise<{ crypto?: LiveSnapshot<CryptoCoin[]> }> {
  return {};
}

/** The data does not depend on the tab, so switching tabs asks for nothing. */
export const shouldRevalidate = skipQueryOnlyNavigations;

function selectedTab(value: string | null): ToolTab {
  return TOOL_TABS.find((tab) => tab.id === value)?.id ?? "crypto";
}

export default function ToolsPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const tab = selectedTab(searchParams.get("tab"));
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl space-y-8">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{PAGE.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{PAGE.intro}</p>
        </div>
        <TabList idPrefix="tools" label="Tools" tabs={TOOL_TABS} selected={tab} hrefFor={(id) => `/tools?tab=${id}`} />
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
