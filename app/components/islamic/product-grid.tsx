import { Form } from "react-router";
import { ArrowRight } from "#app/components/icons.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useT } from "#app/lib/i18n.tsx";
import type { IslamicProduct } from "#content/islamic-products.ts";
import { PRODUCT_ACCENTS, PRODUCT_ICONS } from "./product-style.tsx";

/**
 * The six product cards. "Start Journey" submits a GET form (?product=id), so it works without
 * JavaScript and the chosen product survives a refresh.
 */
export function ProductGrid({ products }: { products: readonly IslamicProduct[] }) {
  const t = useT("islamic");
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => {
        const Icon = PRODUCT_ICONS[product.icon];
        return (
          <li key={product.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <span className={`flex size-12 items-center justify-center rounded-lg ${PRODUCT_ACCENTS[product.color]}`}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <Badge variant="secondary">{product.contractType}</Badge>
            </div>
            <h2 className="mt-4 text-xl font-semibold">{product.title}</h2>
            <p className="text-sm font-medium text-muted-foreground">{product.subtitle}</p>
            <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">{product.description}</p>
            <Form method="get" className="mt-6">
              <Button
                type="submit"
                name="product"
                value={product.id}
                className="w-full"
                aria-label={t("grid.startJourneyLabel", { title: product.title })}
              >
                {t("grid.startJourney")}
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
