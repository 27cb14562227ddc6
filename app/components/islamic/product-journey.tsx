import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { ArrowLeft, ArrowRight, Check, CircleCheck } from "#app/components/icons.tsx";
import { TabList, TabPanel } from "#app/components/tools/tabs.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { useSectionHref, useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";
import type { IslamicProduct } from "#content/islamic-products.ts";
import { AdvanceSalaryExample } from "./advance-salary-example.tsx";
import { BnplCalculator } from "./bnpl-calculator.tsx";
import { HomeFinanceCalculator } from "./home-finance-calculator.tsx";
import { PRODUCT_ACCENTS, PRODUCT_ICONS } from "./product-style.tsx";

const DETAIL_TABS = ["features", "benefits"] as const;

/**
 * SPEC §2/§4 stepper for one product: indicators, "Step n of N", Previous (disabled on the first
 * step), Next while steps remain, "Get Started" to /#contact on the last, and "Back to Products".
 * Steps are GET form submissions (?product=…&step=…), so the journey works without JavaScript.
 */
export function ProductJourney({ product, stepIndex }: { product: IslamicProduct; stepIndex: number }) {
  const t = useT("islamic");
  const sectionHref = useSectionHref();
  const Icon = PRODUCT_ICONS[product.icon];
  const total = product.steps.length;
  const step = product.steps[stepIndex]!;
  const isFirst = stepIndex === 0;
  const isLast = stepIndex === total - 1;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const [detailTab, setDetailTab] = useState<"features" | "benefits">("features");

  // Entering a journey puts focus on its title; a step change keeps focus on the button pressed,
  // unless that button is gone (Next becomes Get Started), then the new step's heading takes it.
  // (The component is keyed by product; on a fresh page load, location.key is "default" and focus stays.)
  const location = useLocation();
  const arrivedByNavigation = useRef(location.key !== "default");
  useEffect(() => {
    if (arrivedByNavigation.current) titleRef.current?.focus();
  }, []);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (stepIndex >= 0 && document.activeElement === document.body) stepHeadingRef.current?.focus();
  }, [stepIndex]);

  return (
    <div className="space-y-8">
      <Form method="get" preventScrollReset>
        <Button type="submit" variant="ghost" className="-ms-3">
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t("journey.back")}
        </Button>
      </Form>

      <div className="flex flex-wrap items-start gap-4">
        <span className={`flex size-14 items-center justify-center rounded-xl ${PRODUCT_ACCENTS[product.color]}`}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 ref={titleRef} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
            {product.title}
          </h2>
          <p className="text-muted-foreground">{product.subtitle}</p>
          <Badge variant="secondary" className="mt-2">
            {t("journey.contract", { type: product.contractType })}
          </Badge>
        </div>
      </div>
      <p className="max-w-3xl text-lg leading-relaxed text-muted-foreground">{product.description}</p>

      <section aria-labelledby="journey-heading" className="rounded-xl border bg-card p-6 sm:p-8">
        <h3 id="journey-heading" className="sr-only">
          {t("journey.heading", { title: product.title })}
        </h3>
        <ol className="flex items-center gap-2" aria-label={t("journey.steps")}>
          {product.steps.map((s, index) => {
            const done = index < stepIndex;
            const current = index === stepIndex;
            return (
              <li
                key={s.title}
                className="flex flex-1 items-center gap-2 last:flex-none"
                aria-current={current ? "step" : undefined}
              >
                <span
                  className={cn(
                    "flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
                    current && "border-primary bg-primary text-primary-foreground",
                    done && "border-primary text-primary",
                    !current && !done && "border-muted-foreground/40 text-muted-foreground",
                  )}
                >
                  {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
                  <span className="sr-only">
                    {`: ${s.title}`}
                    {done ? ` ${t("journey.done")}` : current ? ` ${t("journey.current")}` : ""}
                  </span>
                </span>
                {index < total - 1 && (
                  <span className={cn("h-0.5 flex-1 rounded", done ? "bg-primary" : "bg-border")} aria-hidden="true" />
                )}
              </li>
            );
          })}
        </ol>

        <p className="mt-6 text-sm font-medium text-primary" aria-live="polite" data-testid="step-counter">
          {t("journey.counter", { step: stepIndex + 1, total })}
        </p>
        <h4 ref={stepHeadingRef} tabIndex={-1} className="mt-1 text-2xl font-semibold outline-none">
          {step.title}
        </h4>
        <p className="mt-3 leading-relaxed text-muted-foreground">{step.description}</p>
        <h5 className="mt-6 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t("journey.whatYouDo")}
        </h5>
        <ul className="mt-3 space-y-2">
          {step.actions.map((action) => (
            <li key={action} className="flex gap-3">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{action}</span>
            </li>
          ))}
        </ul>

        <Form method="get" preventScrollReset replace className="mt-8 flex items-center justify-between gap-4">
          <input type="hidden" name="product" value={product.id} />
          <Button type="submit" variant="outline" name="step" value={stepIndex} disabled={isFirst}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {t("journey.previous")}
          </Button>
          {isLast ? (
            <Link to={sectionHref("contact")} className={buttonVariants()}>
              {t("journey.getStarted")}
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
            </Link>
          ) : (
            <Button type="submit" name="step" value={stepIndex + 2}>
              {t("journey.next")}
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
          )}
        </Form>
      </section>

      {product.id === "bnpl" && <BnplCalculator />}
      {product.id === "home-finance" && <HomeFinanceCalculator />}
      {product.id === "advance-salary" && <AdvanceSalaryExample />}

      <section aria-label={t("journey.details")} className="space-y-4">
        <TabList
          idPrefix="product-details"
          label={t("journey.details")}
          tabs={DETAIL_TABS.map((id) => ({ id, label: t(`journey.tab.${id}`) }))}
          selected={detailTab}
          onSelect={setDetailTab}
          className="max-w-sm"
        />
        <TabPanel idPrefix="product-details" id={detailTab} className="rounded-xl border bg-card p-6">
          <ul className="grid gap-3 sm:grid-cols-2">
            {(detailTab === "features" ? product.features : product.benefits).map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </TabPanel>
      </section>
    </div>
  );
}
