import { useLanguage, useT } from "#app/lib/i18n.tsx";
import type { calculateHomeFinance } from "#domain/finance/calculate.ts";
import { financeFormats } from "#domain/finance/format.ts";
import { EARLY_SETTLEMENT } from "#domain/finance/home.ts";
import { HOME_FIELDS } from "#domain/finance/inputs.ts";
import { NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, useFieldErrors } from "./layout.tsx";
import { OwnershipChart } from "./ownership-chart.tsx";
import { Card, Explain, Figure, Figures, FigureTable } from "./result-parts.tsx";

type Result = ReturnType<typeof calculateHomeFinance>;
type HomeFigures = Extract<Result, { ok: true }>["values"];
type Props = { values: Record<string, string>; result: Result };

export function HomeFinanceCalculator({ values, result }: Props) {
  const t = useT("finance");
  const errors = useFieldErrors(result, "home");
  const field = { formId: "home", values, errors };
  const currency = t("unit.aed");
  return (
    <CalculatorLayout
      formLabel={t("title.home-finance")}
      ok={result.ok}
      fields={
        <>
          <NumberInput {...field} name="price" rule={HOME_FIELDS.price} unit={currency} />
          <NumberInput {...field} name="downPayment" rule={HOME_FIELDS.downPayment} unit="%" />
          <NumberInput {...field} name="years" rule={HOME_FIELDS.years} />
          <NumberInput {...field} name="rate" rule={HOME_FIELDS.rate} unit="%" />
          <fieldset className="space-y-5 border-t pt-4">
            <legend className="text-sm font-medium text-muted-foreground">{t("home.optional")}</legend>
            <NumberInput {...field} name="fee" rule={HOME_FIELDS.fee} unit={currency} />
            <NumberInput {...field} name="takaful" rule={HOME_FIELDS.takaful} unit="%" />
            <NumberInput {...field} name="fixedYears" rule={HOME_FIELDS.fixedYears} />
            <NumberInput {...field} name="settleAfter" rule={HOME_FIELDS.settleAfter} />
            <NumberInput {...field} name="settlementFeePercent" rule={HOME_FIELDS.settlementFeePercent} unit="%" />
            <NumberInput {...field} name="settlementFeeCap" rule={HOME_FIELDS.settlementFeeCap} unit={currency} />
          </fieldset>
        </>
      }
    >
      {result.ok && <HomeResults figures={result.values} values={values} />}
    </CalculatorLayout>
  );
}

/** The figures; the inputs they echo (down payment, fixed years, fee terms) come from the valid query. */
function HomeResults({ figures, values }: { figures: HomeFigures; values: Record<string, string> }) {
  const t = useT("finance");
  const { aed, percent, signed, inline } = financeFormats(useLanguage().locale);
  const downPayment = Number(values.downPayment ?? 0);
  const fixedYears = Number(values.fixedYears ?? 0);
  const { ijarah, musharakah, months } = figures;
  const years = months / 12;
  return (
    <>
      <div className="grid gap-6 xl:grid-cols-2">
        <Card title={t("home.ijarah")}>
          <Figures columns="sm:grid-cols-2 xl:grid-cols-1">
            <Figure label={t("home.monthly")} value={aed(ijarah.monthly)} emphasis testId="ijarah-monthly" />
            <Figure label={t("home.totalProfit")} value={aed(ijarah.totalProfit)} testId="ijarah-profit" />
            <Figure label={t("home.flatRate")} value={percent(ijarah.flatRate)} testId="ijarah-flat-rate" />
            <Figure label={t("home.apr")} value={percent(ijarah.apr)} testId="ijarah-apr" />
          </Figures>
        </Card>
        <Card title={t("home.musharakah")}>
          <Figures columns="sm:grid-cols-2 xl:grid-cols-1">
            <Figure
              label={t("home.firstMonthly")}
              value={aed(musharakah.firstMonthly)}
              emphasis
              testId="musharakah-first"
            />
            <Figure label={t("home.lastMonthly")} value={aed(musharakah.lastMonthly)} testId="musharakah-last" />
            <Figure label={t("home.totalProfit")} value={aed(musharakah.totalProfit)} testId="musharakah-profit" />
            <Figure label={t("home.flatRate")} value={percent(musharakah.flatRate)} testId="musharakah-flat-rate" />
            <Figure label={t("home.apr")} value={percent(musharakah.apr)} testId="musharakah-apr" />
          </Figures>
          <Explain>{t("home.explainMusharakah")}</Explain>
        </Card>
      </div>
      <Explain>{t("home.explainApr")}</Explain>
      <Card title={t("home.settlement")}>
        {figures.earlySettlement ? (
          <>
            <p className="text-sm font-medium">{t("home.afterMonth", { month: figures.earlySettlement.month })}</p>
            <Figures columns="sm:grid-cols-2">
              <Figure
                label={t("home.settlementOutstanding")}
                value={aed(figures.earlySettlement.outstanding)}
                testId="settle-outstanding"
              />
              <Figure label={t("home.settlementFee")} value={aed(figures.earlySettlement.fee)} testId="settle-fee" />
              <Figure
                label={t("home.settlementTotal")}
                value={aed(figures.earlySettlement.total)}
                emphasis
                testId="settle-total"
              />
            </Figures>
            <Explain>
              {t("home.settlementNote", {
                feePercent: inline(percent(Number(values.settlementFeePercent || EARLY_SETTLEMENT.feePercent))),
                feeCap: inline(aed(Number(values.settlementFeeCap || EARLY_SETTLEMENT.feeCap))),
              })}
            </Explain>
          </>
        ) : (
          <Explain>{t("home.settlementHint")}</Explain>
        )}
      </Card>
      <Card title={t("home.resets")}>
        {figures.rateResets ? (
          <>
            <Explain>{t("home.resetsNote", { count: fixedYears })}</Explain>
            <FigureTable
              caption={t("home.resets")}
              columns={[t("home.resetColumn.change"), t("home.resetColumn.rate"), t("home.resetColumn.monthly")]}
              rows={figures.rateResets.map((reset) => [signed(reset.change), percent(reset.rate), aed(reset.monthly)])}
            />
          </>
        ) : (
          <Explain>{t("home.resetsHint")}</Explain>
        )}
      </Card>
      <Ownership figures={figures} years={years} downPayment={downPayment} />
    </>
  );
}

function Ownership({ figures, years, downPayment }: { figures: HomeFigures; years: number; downPayment: number }) {
  const t = useT("finance");
  const { dir, locale } = useLanguage();
  const { aed, percent, inline } = financeFormats(locale);
  const ownership = t("home.ownership");
  const byYearTitle = t("home.byYear");
  const shareColumns = [t("home.column.ijarahShare"), t("home.column.musharakahShare")];
  const byYear = Array.from({ length: years }, (_, index) => {
    const last = (index + 1) * 12 - 1;
    return { year: index + 1, ijarah: figures.schedule[last]!, musharakah: figures.musharakahSchedule[last]! };
  });
  return (
    <Card title={ownership}>
      <OwnershipChart
        title={ownership}
        summary={t("home.ownershipSummary", { start: inline(percent(downPayment)), count: years })}
        axisNote={t("home.axis")}
        dir={dir}
        startShare={downPayment}
        years={years}
        series={[
          {
            label: t("home.legendIjarah"),
            className: "stroke-primary",
            swatch: "bg-primary",
            shares: figures.schedule.map((row) => row.customerShare),
          },
          {
            label: t("home.legendMusharakah"),
            className: "stroke-amber-500",
            swatch: "bg-amber-500",
            shares: figures.musharakahSchedule.map((row) => row.customerShare),
          },
        ]}
      />
      <h3 className="font-semibold">{byYearTitle}</h3>
      <FigureTable
        caption={byYearTitle}
        columns={[t("home.column.year"), ...shareColumns, t("home.column.balance")]}
        rows={byYear.map((row) => [
          row.year,
          percent(row.ijarah.customerShare),
          percent(row.musharakah.customerShare),
          aed(row.ijarah.balance),
        ])}
      />
      <div className="space-y-2">
        {byYear.map((row) => (
          <details key={row.year} className="rounded-md border px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium">
              {t("home.monthByMonth", { year: String(row.year) })}
            </summary>
            <FigureTable
              className="mt-2"
              caption={t("home.monthByMonth", { year: String(row.year) })}
              columns={[t("home.column.month"), t("home.column.payment"), t("home.column.balance"), ...shareColumns]}
              rows={figures.schedule
                .slice((row.year - 1) * 12, row.year * 12)
                .map((month, index) => [
                  month.month,
                  aed(month.payment),
                  aed(month.balance),
                  percent(month.customerShare),
                  percent(figures.musharakahSchedule[(row.year - 1) * 12 + index]!.customerShare),
                ])}
            />
          </details>
        ))}
      </div>
    </Card>
  );
}
