import type { calculateHomeFinance } from "#domain/finance/calculate.ts";
import { aed, number, percent } from "#domain/finance/format.ts";
import { EARLY_SETTLEMENT } from "#domain/finance/home.ts";
import { HOME_FIELDS } from "#domain/finance/inputs.ts";
import { calculatorTitles, homeText as t } from "#domain/finance/messages.ts";
import { NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, errorsOf } from "./layout.tsx";
import { OwnershipChart } from "./ownership-chart.tsx";
import { Card, Explain, Figure, Figures, FigureTable } from "./result-parts.tsx";

type Result = ReturnType<typeof calculateHomeFinance>;
type HomeFigures = Extract<Result, { ok: true }>["values"];
type Props = { values: Record<string, string>; result: Result };

export function HomeFinanceCalculator({ values, result }: Props) {
  const errors = errorsOf(result);
  const field = { formId: "home", values, errors };
  return (
    <CalculatorLayout
      formLabel={calculatorTitles["home-finance"].title}
      ok={result.ok}
      fields={
        <>
          <NumberInput {...field} name="price" rule={HOME_FIELDS.price} unit="AED" />
          <NumberInput {...field} name="downPayment" rule={HOME_FIELDS.downPayment} unit="%" />
          <NumberInput {...field} name="years" rule={HOME_FIELDS.years} />
          <NumberInput {...field} name="rate" rule={HOME_FIELDS.rate} unit="%" />
          <fieldset className="space-y-5 border-t pt-4">
            <legend className="text-sm font-medium text-muted-foreground">{t.optional}</legend>
            <NumberInput {...field} name="fee" rule={HOME_FIELDS.fee} unit="AED" />
            <NumberInput {...field} name="takaful" rule={HOME_FIELDS.takaful} unit="%" />
            <NumberInput {...field} name="fixedYears" rule={HOME_FIELDS.fixedYears} />
            <NumberInput {...field} name="settleAfter" rule={HOME_FIELDS.settleAfter} />
            <NumberInput {...field} name="settlementFeePercent" rule={HOME_FIELDS.settlementFeePercent} unit="%" />
            <NumberInput {...field} name="settlementFeeCap" rule={HOME_FIELDS.settlementFeeCap} unit="AED" />
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
  const downPayment = Number(values.downPayment ?? 0);
  const fixedYears = Number(values.fixedYears ?? 0);
  const { ijarah, musharakah, months } = figures;
  const years = months / 12;
  return (
    <>
      <div className="grid gap-6 xl:grid-cols-2">
        <Card title={t.ijarah}>
          <Figures columns="sm:grid-cols-2 xl:grid-cols-1">
            <Figure label={t.figures.monthly} value={aed(ijarah.monthly)} emphasis testId="ijarah-monthly" />
            <Figure label={t.figures.totalProfit} value={aed(ijarah.totalProfit)} testId="ijarah-profit" />
            <Figure label={t.figures.flatRate} value={percent(ijarah.flatRate)} testId="ijarah-flat-rate" />
            <Figure label={t.figures.apr} value={percent(ijarah.apr)} testId="ijarah-apr" />
          </Figures>
        </Card>
        <Card title={t.musharakah}>
          <Figures columns="sm:grid-cols-2 xl:grid-cols-1">
            <Figure
              label={t.figures.firstMonthly}
              value={aed(musharakah.firstMonthly)}
              emphasis
              testId="musharakah-first"
            />
            <Figure label={t.figures.lastMonthly} value={aed(musharakah.lastMonthly)} testId="musharakah-last" />
            <Figure label={t.figures.totalProfit} value={aed(musharakah.totalProfit)} testId="musharakah-profit" />
            <Figure label={t.figures.flatRate} value={percent(musharakah.flatRate)} testId="musharakah-flat-rate" />
            <Figure label={t.figures.apr} value={percent(musharakah.apr)} testId="musharakah-apr" />
          </Figures>
          <Explain>{t.explain.musharakah}</Explain>
        </Card>
      </div>
      <Explain>{t.explain.apr}</Explain>
      <Card title={t.settlement}>
        {figures.earlySettlement ? (
          <>
            <p className="text-sm font-medium">{t.afterMonth(figures.earlySettlement.month)}</p>
            <Figures columns="sm:grid-cols-2">
              <Figure
                label={t.settlementFigures.outstanding}
                value={aed(figures.earlySettlement.outstanding)}
                testId="settle-outstanding"
              />
              <Figure label={t.settlementFigures.fee} value={aed(figures.earlySettlement.fee)} testId="settle-fee" />
              <Figure
                label={t.settlementFigures.total}
                value={aed(figures.earlySettlement.total)}
                emphasis
                testId="settle-total"
              />
            </Figures>
            <Explain>
              {t.settlementNote(
                percent(Number(values.settlementFeePercent || EARLY_SETTLEMENT.feePercent)),
                aed(Number(values.settlementFeeCap || EARLY_SETTLEMENT.feeCap)),
              )}
            </Explain>
          </>
        ) : (
          <Explain>{t.settlementHint}</Explain>
        )}
      </Card>
      <Card title={t.resets}>
        {figures.rateResets ? (
          <>
            <Explain>{t.resetsNote(fixedYears)}</Explain>
            <FigureTable
              caption={t.resets}
              columns={[t.resetColumns.change, t.resetColumns.rate, t.resetColumns.monthly]}
              rows={figures.rateResets.map((reset) => [
                `${reset.change > 0 ? "+" : "−"}${number(Math.abs(reset.change))}`,
                percent(reset.rate),
                aed(reset.monthly),
              ])}
            />
          </>
        ) : (
          <Explain>{t.resetsHint}</Explain>
        )}
      </Card>
      <Ownership figures={figures} years={years} downPayment={downPayment} />
    </>
  );
}

function Ownership({ figures, years, downPayment }: { figures: HomeFigures; years: number; downPayment: number }) {
  const byYear = Array.from({ length: years }, (_, index) => {
    const last = (index + 1) * 12 - 1;
    return { year: index + 1, ijarah: figures.schedule[last]!, musharakah: figures.musharakahSchedule[last]! };
  });
  return (
    <Card title={t.ownership}>
      <OwnershipChart
        title={t.ownership}
        summary={t.ownershipSummary(years, percent(downPayment))}
        axisNote={t.legend.axis}
        startShare={downPayment}
        years={years}
        series={[
          {
            label: t.legend.ijarah,
            className: "stroke-primary",
            swatch: "bg-primary",
            shares: figures.schedule.map((row) => row.customerShare),
          },
          {
            label: t.legend.musharakah,
            className: "stroke-amber-500",
            swatch: "bg-amber-500",
            shares: figures.musharakahSchedule.map((row) => row.customerShare),
          },
        ]}
      />
      <h3 className="font-semibold">{t.byYear}</h3>
      <FigureTable
        caption={t.byYear}
        columns={[t.yearColumns.year, t.yearColumns.ijarahShare, t.yearColumns.musharakahShare, t.yearColumns.balance]}
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
            <summary className="cursor-pointer text-sm font-medium">{t.monthly(row.year)}</summary>
            <FigureTable
              className="mt-2"
              caption={t.monthly(row.year)}
              columns={[
                t.yearColumns.month,
                t.yearColumns.payment,
                t.yearColumns.balance,
                t.yearColumns.ijarahShare,
                t.yearColumns.musharakahShare,
              ]}
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
