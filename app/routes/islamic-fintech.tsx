import { useSearchParams } from "react-router";
import { CalculatorLinks } from "#app/components/finance/calculator-links.tsx";
import { ProductGrid } from "#app/components/islamic/product-grid.tsx";
import { ProductJourney } from "#app/components/islamic/product-journey.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { getIslamicProduct, islamicFintechPage, islamicProducts } from "#content/islamic-products.ts";
import type { Route } from "./+types/islamic-fintech";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  if (!site) return [{ title: islamicFintechPage.title }];
  return pageMeta(site, {
    title: `${islamicFintechPage.title} | ${site.ownerName}`,
    description: islamicFintechPage.description,
    path: "/islamic-fintech",
    keywords: [
      "Islamic fintech",
      "Shariah-compliant",
      "Murabaha",
      "Ijarah",
      "Diminishing Musharakah",
      "Takaful",
      "Qard Hasan",
    ],
  });
};

/** The step index from ?step= (1-based in the URL), kept inside the product's steps. */
function stepIndexFrom(value: string | null, total: number): number {
  const step = Number.parseInt(value ?? "1", 10);
  if (!Number.isFinite(step)) return 0;
  return Math.min(total, Math.max(1, step)) - 1;
}

/**
 * SPEC §2 Islamic fintech page: the product grid, or one product's journey. The selection lives in
 * the URL (?product=bnpl&step=2): linkable, refresh-proof, and usable without JavaScript.
 */
export default function IslamicFintechPage() {
  const [searchParams] = useSearchParams();
  const product = getIslamicProduct(searchParams.get("product"));
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl space-y-10">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{islamicFintechPage.title}</h1>
          {!product && <p className="mt-4 text-lg text-muted-foreground">{islamicFintechPage.intro}</p>}
        </div>
        {product ? (
          <ProductJourney
            key={product.id}
            product={product}
            stepIndex={stepIndexFrom(searchParams.get("step"), product.steps.length)}
          />
        ) : (
          <ProductGrid products={islamicProducts} />
        )}
        <CalculatorLinks />
        <p className="text-sm text-muted-foreground">{islamicFintechPage.disclaimer}</p>
      </div>
    </main>
  );
}
