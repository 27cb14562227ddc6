import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { CalculatorLinks } from "#app/components/finance/calculator-links.tsx";
import { ProductGrid } from "#app/components/islamic/product-grid.tsx";
import { ProductJourney } from "#app/components/islamic/product-journey.tsx";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useContent } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { localizedContent } from "#content/localized.server.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/islamic-fintech";

/**
 * The page's words in its language: the owner's product content, the explorer's and the calculator
 * links' messages. The data does not depend on the query, so moving between products and steps
 * does not ask the server again (shouldRevalidate).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const page = localizedContent("islamicFintechPage", locale);
  return {
    meta: {
      title: page.title,
      description: page.description,
      keywords: CATALOGUE.islamic[locale]["page.keywords"],
      path: localizePath("/islamic-fintech", locale),
    },
    i18n: pageI18n(locale, {
      messages: ["islamic", "finance"],
      content: ["islamicFintechPage", "islamicProducts"],
    }),
  };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** The journey open (`?product=`) and its step (`&step=`) are in the address, so a shared link opens them. */
export const handle = { cacheQuery: ["product", "step"] } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [];
  const { title, description, keywords, path } = loaderData.meta;
  if (!site) return [{ title }];
  return pageMeta(site, { title: `${title} | ${site.ownerName}`, description, path, keywords });
};

/** The step index from ?step= (1-based in the URL), kept inside the product's steps. */
function stepIndexFrom(value: string | null, total: number): number {
  const step = Number.parseInt(value ?? "1", 10);
  if (!Number.isFinite(step)) return 0;
  return Math.min(total, Math.max(1, step)) - 1;
}

/**
 * SPEC §2 Islamic fintech page: the product grid, or one product's journey. The selection lives in
 * the URL (?product=bnpl&step=2): linkable, refresh-proof, usable without JavaScript, and kept by
 * the language switch (which keeps the query).
 */
export default function IslamicFintechPage() {
  const [searchParams] = useSearchParams();
  const page = useContent("islamicFintechPage");
  const products = useContent("islamicProducts");
  const selected = searchParams.get("product");
  const product = products.find((item) => item.id === selected);
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl space-y-10">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{page.title}</h1>
          {!product && <p className="mt-4 text-lg text-muted-foreground">{page.intro}</p>}
        </div>
        {product ? (
          <ProductJourney
            key={product.id}
            product={product}
            stepIndex={stepIndexFrom(searchParams.get("step"), product.steps.length)}
          />
        ) : (
          <ProductGrid products={products} />
        )}
        <CalculatorLinks />
        <p className="text-sm text-muted-foreground">{page.disclaimer}</p>
      </div>
    </main>
  );
}
