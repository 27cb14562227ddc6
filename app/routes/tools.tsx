import { CryptoTracker } from "#app/components/tools/crypto-tracker.tsx";
import { CurrencyConverter } from "#app/components/tools/currency-converter.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import type { Route } from "./+types/tools";

// Minimal /tools page from the live-data branch so the two live tools can be used and tested; the
// tools issue builds the real page (tabs Crypto, Currency, Units, Scanner, Loan Calc) and replaces it.

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  if (!site) return [{ title: "Free Tools" }];
  return pageMeta(site, {
    title: `Free Tools | ${site.ownerName}`,
    description: "Live cryptocurrency prices and a currency converter.",
    path: "/tools",
  });
};

export default function Tools() {
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-12 px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Free Tools</h1>
      <section aria-labelledby="crypto-heading" className="space-y-4">
        <h2 id="crypto-heading" className="text-2xl font-semibold">
          Crypto
        </h2>
        <CryptoTracker />
      </section>
      <section aria-labelledby="currency-heading" className="space-y-4">
        <h2 id="currency-heading" className="text-2xl font-semibold">
          Currency
        </h2>
        <CurrencyConverter />
      </section>
    </main>
  );
}
