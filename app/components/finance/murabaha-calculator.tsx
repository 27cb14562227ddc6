import { useLocale, useT } from "#app/lib/i18n.tsx";
import type { calculateMurabaha } from "#domain/finance/calculate.ts";
import { financeFormats } from "#domain/finance/format.ts";
import { MURABAHA_FIELDS } from "#domain/finance/inputs.ts";
import { RATE_BASES } from "#domain/finance/murabaha.ts";
import { ChoiceInput, FinancierInput, NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, useFieldErrors } from "./layout.tsx";
import { AffordabilityCard, SaleSettlementCard } from "./murabaha-parts.tsx";
import { CapNote, Card, Explain, Figure, Figures, FigureTable } from "./result-parts.tsx";

type Props = { values: Record<string, string>; result: ReturnType<typeof calculateMurabaha> };

/** The address before the basis was asked carried the total markup as `markup` (domain/finance/inputs.ts). */
const legacyValues = (values: Record<string, string>) =>
  !values.rate && values.markup ? { ...values, rate: values.markup, basis: values.basis || "total" } : values;

function withRateIssue(result: Props["result"]): Props["result"] {
  if (result.ok || !result.issues.markup) return result;
  const { markup, ...issues } = result.issues;
  return { ...result, issues: { ...issues, rate: markup } };
}

export function MurabahaCalculator({ values: raw, result }: Props) {
  const t = useT("finance");
  const { aed, percent, inline } = financeFormats(useLocale());
  const values = legacyValues(raw);
  // The form has one rate field: a problem with the old address's `markup` is shown beside it.
  const errors = useFieldErrors(withRateIssue(result), "murabaha");
  const field = { formId: "murabaha", values, errors };
  const schedule = t("murabaha.schedule");
  const currency = t("unit.aed");
  const r = result.ok ? result.values : null;
  const withTakaful = !!r && r.totalTakaful > 0;
  return (
    <CalculatorLayout
      formLabel={t("title.murabaha")}
      ok={result.ok}
      fields={
        <>
          <NumberInput {...field} name="price" rule={MURABAHA_FIELDS.price} unit={currency} />
          <NumberInput {...field} name="rate" rule={MURABAHA_FIELDS.rate} unit="%" />
          <ChoiceInput
            formId="murabaha"
            name="basis"
            legend={t("field.murabaha.basis")}
            options={Object.fromEntries(RATE_BASES.map((basis) => [basis, t(`basis.${basis}`)]))}
            value={values.basis || "flat"}
            error={errors.basis}
          />
          <NumberInput {...field} name="months" rule={MURABAHA_FIELDS.months} hint={t("hint.months")} />
          <NumberInput {...field} name="fee" rule={MURABAHA_FIELDS.fee} unit={currency} hint={t("hint.personalFee")} />
          <fieldset className="space-y-5 border-t pt-4">
            <legend className="text-sm font-medium text-muted-foreground">{t("home.optional")}</legend>
            <NumberInput {...field} name="takaful" rule={MURABAHA_FIELDS.takaful} unit="%" hint={t("hint.takaful")} />
            <NumberInput {...field} name="settleAfter" rule={MURABAHA_FIELDS.settleAfter} />
            <NumberInput
              {...field}
              name="salary"
              rule={MURABAHA_FIELDS.salary}
              unit={currency}
              hint={t("hint.salary")}
            />
            <NumberInput {...field} name="obligations" rule={MURABAHA_FIELDS.obligations} unit={currency} />
            <FinancierInput formId="murabaha" values={values} />
          </fieldset>
        </>
      }
    >
      {r && (
        <>
          {r.affordability && <AffordabilityCard affordability={r.affordability} salaryMultiple={r.salaryMultiple} />}
          {!r.feeCap.withinCap && (
            <CapNote within={false} testId="fee-cap">
              {t("feeCap.over", { fee: inline(aed(r.feeCap.fee)), cap: inline(aed(r.feeCap.cap)) })}
            </CapNote>
          )}
          <Card>
            <Figures>
              <Figure label={t("murabaha.monthly")} value={aed(r.monthly)} emphasis testId="monthly" />
              <Figure label={t("murabaha.apr")} value={percent(r.apr)} emphasis testId="apr" />
              <Figure
                label={t("murabaha.quoted")}
                value={t(`basis.quoted.${r.basis}`, { rate: inline(percent(r.rate)) })}
                testId="quoted"
              />
              <Figure label={t("murabaha.totalProfit")} value={aed(r.totalProfit)} testId="total-profit" />
              <Figure label={t("murabaha.salePrice")} value={aed(r.salePrice)} testId="sale-price" />
              <Figure label={t("murabaha.totalPayable")} value={aed(r.totalPayable)} testId="total-payable" />
              {r.basis !== "flat" && (
                <Figure label={t("murabaha.flatRate")} value={percent(r.flatRate)} testId="flat-rate" />
              )}
              {r.basis !== "total" && <Figure label={t("murabaha.markup")} value={percent(r.markup)} testId="markup" />}
              {r.basis !== "reducing" && (
                <Figure label={t("murabaha.reducingRate")} value={percent(r.reducingRate)} testId="reducing-rate" />
              )}
              <Figure
                label={t("murabaha.effectiveAnnualRate")}
                value={percent(r.effectiveAnnualRate)}
                testId="effective-annual-rate"
              />
              {withTakaful && (
                <>
                  <Figure label={t("murabaha.firstTakaful")} value={aed(r.firstTakaful)} testId="first-takaful" />
                  <Figure label={t("murabaha.totalTakaful")} value={aed(r.totalTakaful)} testId="total-takaful" />
                </>
              )}
            </Figures>
            <Explain>{t("murabaha.explainApr")}</Explain>
            <Explain>{t("murabaha.explainEffective")}</Explain>
            <Explain>{t("murabaha.profitFixed")}</Explain>
            {r.lastMonthly !== r.monthly && (
              <Explain>{t("murabaha.rounding", { last: inline(aed(r.lastMonthly)) })}</Explain>
            )}
          </Card>
          {r.earlySettlement ? (
            <SaleSettlementCard settlement={r.earlySettlement} />
          ) : (
            <Card title={t("settle.title")}>
              <Explain>{t("settle.single")}</Explain>
            </Card>
          )}
          <Card title={schedule}>
            <Explain>{t("murabaha.scheduleNote")}</Explain>
            <FigureTable
              caption={schedule}
              columns={[
                t("murabaha.column.month"),
                t("murabaha.column.payment"),
                t("murabaha.column.profit"),
                t("murabaha.column.principal"),
                t("murabaha.column.balance"),
                ...(withTakaful ? [t("murabaha.column.takaful")] : []),
              ]}
              rows={r.schedule.map((row) => [
                row.month,
                aed(row.payment),
                aed(row.profit),
                aed(row.principal),
                aed(row.balance),
                ...(withTakaful ? [aed(row.takaful)] : []),
              ])}
            />
          </Card>
        </>
      )}
    </CalculatorLayout>
  );
}
