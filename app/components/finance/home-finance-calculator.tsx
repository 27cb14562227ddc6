import { useLanguage, useT } from "#app/lib/i18n.tsx";
import type { calculateHomeFinance } from "#domain/finance/calculate.ts";
import { financeFormats } from "#domain/finance/format.ts";
import { EARLY_SETTLEMENT } from "#domain/finance/home.ts";
import { HOME_FIELDS } from "#domain/finance/inputs.ts";
import { HOME_KINDS, RESIDENCIES } from "#domain/finance/limits.ts";
import { ChoiceInput, FinancierInput, NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, useFieldErrors } from "./layout.tsx";
import { AffordabilityCard } from "./murabaha-parts.tsx";
import { OwnershipChart } from "./ownership-chart.tsx";
import { CapNote, Card, Explain, Figure, Figures, FigureTable } from "./result-parts.tsx";

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
          <NumberInput {...field} name="years" rule={HOME_FIELDS.years} hint={t("hint.years")} />
          <NumberInput {...field} name="rate" rule={HOME_FIELDS.rate} unit="%" hint={t("hint.homeRate")} />
          <ChoiceInput
            formId="home"
            name="residency"
            legend={t("field.home.residency")}
            options={Object.fromEntries(RESIDENCIES.map((option) => [option, t(`residency.${option}`)]))}
            value={values.residency || "expat"}
            error={errors.residency}
          />
          <ChoiceInput
            formId="home"
            name="home"
            legend={t("field.home.home")}
            options={Object.fromEntries(HOME_KINDS.map((option) => [option, t(`homeKind.${option}`)]))}
            value={values.home || "first"}
            error={errors.home}
          />
          <NumberInput {...field} name="fee" rule={HOME_FIELDS.fee} unit={currency} hint={t("hint.fee")} />
          <NumberInput {...field} name="takaful" rule={HOME_FIELDS.takaful} unit="%" hint={t("hint.takaful")} />
          <fieldset className="space-y-5 border-t pt-4">
            <legend className="text-sm font-medium text-muted-foreground">{t("home.upfrontFields")}</legend>
            <NumberInput {...field} name="dldPercent" rule={HOME_FIELDS.dldPercent} unit="%" />
            <NumberInput {...field} name="registrationPercent" rule={HOME_FIELDS.registrationPercent} unit="%" />
            <NumberInput {...field} name="registrationFixed" rule={HOME_FIELDS.registrationFixed} unit={currency} />
            <NumberInput {...field} name="valuationFee" rule={HOME_FIELDS.valuationFee} unit={currency} />
          </fieldset>
          <fieldset className="space-y-5 border-t pt-4">
            <legend className="text-sm font-medium text-muted-foreground">{t("home.affordFields")}</legend>
            <NumberInput {...field} name="salary" rule={HOME_FIELDS.salary} unit={currency} hint={t("hint.salary")} />
            <NumberInput {...field} name="obligations" rule={HOME_FIELDS.obligations} unit={currency} />
          </fieldset>
          <fieldset className="space-y-5 border-t pt-4">
            <legend className="text-sm font-medium text-muted-foreground">{t("home.optional")}</legend>
            <NumberInput {...field} name="fixedYears" rule={HOME_FIELDS.fixedYears} />
            <NumberInput {...field} name="settleAfter" rule={HOME_FIELDS.settleAfter} />
            <NumberInput {...field} name="settlementFeePercent" rule={HOME_FIELDS.settlementFeePercent} unit="%" />
            <NumberInput {...field} name="settlementFeeCap" rule={HOME_FIELDS.settlementFeeCap} unit={currency} />
            <FinancierInput formId="home" values={values} />
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
  const settlements = figures.earlySettlements;
  return (
    <>
      {figures.affordability && <AffordabilityCard affordability={figures.affordability} />}
      <LoanToValueNote figures={figures} values={values} />
      <RateBasis values={values} />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card title={t("home.ijarah")}>
          <Figures columns="sm:grid-cols-2 xl:grid-cols-1">
            <Figure label={t("home.monthly")} value={aed(ijarah.monthly)} emphasis testId="ijarah-monthly" />
            <Figure
              label={t("home.monthlyWithTakaful")}
              value={aed(ijarah.monthlyWithTakaful)}
              testId="ijarah-monthly-takaful"
            />
            <Figure label={t("home.apr")} value={percent(ijarah.apr)} emphasis testId="ijarah-apr" />
            <Figure label={t("home.totalProfit")} value={aed(ijarah.totalProfit)} testId="ijarah-profit" />
            <Figure label={t("home.totalTakaful")} value={aed(ijarah.totalTakaful)} testId="ijarah-takaful" />
            <Figure label={t("home.totalPayable")} value={aed(ijarah.totalPayable)} testId="ijarah-total" />
            <Figure label={t("home.flatRate")} value={percent(ijarah.flatRate)} testId="ijarah-flat-rate" />
          </Figures>
          <Explain>{t("home.titleNote")}</Explain>
        </Card>
        <Card title={t("home.musharakah")}>
          <Figures columns="sm:grid-cols-2 xl:grid-cols-1">
            <Figure
              label={t("home.firstMonthly")}
              value={aed(musharakah.firstMonthly)}
              emphasis
              testId="musharakah-first"
            />
            <Figure
              label={t("home.firstMonthlyWithTakaful")}
              value={aed(musharakah.firstMonthlyWithTakaful)}
              testId="musharakah-first-takaful"
            />
            <Figure label={t("home.lastMonthly")} value={aed(musharakah.lastMonthly)} testId="musharakah-last" />
            <Figure label={t("home.apr")} value={percent(musharakah.apr)} emphasis testId="musharakah-apr" />
            <Figure label={t("home.totalProfit")} value={aed(musharakah.totalProfit)} testId="musharakah-profit" />
            <Figure label={t("home.totalTakaful")} value={aed(musharakah.totalTakaful)} testId="musharakah-takaful" />
            <Figure label={t("home.totalPayable")} value={aed(musharakah.totalPayable)} testId="musharakah-total" />
            <Figure label={t("home.flatRate")} value={percent(musharakah.flatRate)} testId="musharakah-flat-rate" />
          </Figures>
          <Explain>{t("home.explainMusharakah")}</Explain>
        </Card>
      </div>
      <Explain>{t("home.explainApr")}</Explain>
      <UpfrontCosts figures={figures} />
      <Card title={t("home.settlement")}>
        {settlements ? (
          <>
            <p className="text-sm font-medium">{t("home.afterMonth", { month: settlements.ijarah.month })}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {(["ijarah", "musharakah"] as const).map((product) => (
                <section key={product} className="space-y-2">
                  <h3 className="text-sm font-semibold">
                    {t(product === "ijarah" ? "home.settlementIjarah" : "home.settlementMusharakah")}
                  </h3>
                  <Figures columns="grid-cols-1">
                    <Figure
                      label={t("home.settlementOutstanding")}
                      value={aed(settlements[product].outstanding)}
                      testId={`settle-${product}-outstanding`}
                    />
                    <Figure
                      label={t("home.settlementFee")}
                      value={aed(settlements[product].fee)}
                      testId={`settle-${product}-fee`}
                    />
                    <Figure
                      label={t("home.settlementTotal")}
                      value={aed(settlements[product].total)}
                      emphasis
                      testId={`settle-${product}-total`}
                    />
                  </Figures>
                </section>
              ))}
            </div>
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

/** The rate as entered, with its basis and whether it stays fixed: "4.50 %" alone says neither. */
function RateBasis({ values }: { values: Record<string, string> }) {
  const t = useT("finance");
  const { percent, inline } = financeFormats(useLanguage().locale);
  const fixedYears = Number(values.fixedYears || 0);
  return (
    <Card>
      <Figures columns="grid-cols-1">
        <Figure
          label={t("home.rateQuoted")}
          value={t("basis.quoted.reducing", { rate: inline(percent(Number(values.rate))) })}
          testId="home-rate-quoted"
        />
      </Figures>
      <Explain>
        {fixedYears > 0 ? t("home.rateFixedThenVariable", { count: fixedYears }) : t("home.rateHeldFixed")}
      </Explain>
    </Card>
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
      {/* One drill-down for the whole term: a phone would otherwise stack a closed row per year. */}
      <details className="rounded-md border px-3 py-2" data-testid="month-by-month">
        <summary className="cursor-pointer text-sm font-medium">
          {t("home.fullSchedule", { count: figures.schedule.length })}
        </summary>
        <FigureTable
          className="mt-2"
          caption={t("home.fullSchedule", { count: figures.schedule.length })}
          columns={[
            t("home.column.month"),
            t("home.column.payment"),
            t("home.column.balance"),
            t("home.column.musharakahPayment"),
            t("home.column.takaful"),
            ...shareColumns,
          ]}
          rows={figures.schedule.map((month, index) => {
            const musharakah = figures.musharakahSchedule[index]!;
            return [
              month.month,
              aed(month.payment),
              aed(month.balance),
              aed(musharakah.payment),
              aed(month.takaful),
              percent(month.customerShare),
              percent(musharakah.customerShare),
            ];
          })}
        />
      </details>
    </Card>
  );
}

/** The UAE Central Bank's loan-to-value cap for this buyer and home, and whether the example is within it. */
function LoanToValueNote({ figures, values }: { figures: HomeFigures; values: Record<string, string> }) {
  const t = useT("finance");
  const { percent, inline } = financeFormats(useLanguage().locale);
  const ltv = figures.loanToValue;
  const residency = values.residency === "national" ? "national" : "expat";
  const home = values.home === "second" ? "second" : "first";
  const words = {
    financed: inline(percent(ltv.financedPercent)),
    cap: inline(percent(ltv.cap)),
    down: inline(percent(ltv.minimumDown)),
    who: t(`home.ltvWho.${residency}.${home}`),
  };
  return (
    <CapNote within={ltv.withinCap} testId="loan-to-value">
      <span className="font-semibold">{t("home.ltv")}: </span>
      {ltv.withinCap ? t("home.ltvWithin", words) : t("home.ltvOver", words)}
    </CapNote>
  );
}

/** Everything paid in cash before the first instalment, line by line. */
function UpfrontCosts({ figures }: { figures: HomeFigures }) {
  const t = useT("finance");
  const { aed } = financeFormats(useLanguage().locale);
  const u = figures.upfront;
  return (
    <Card title={t("home.upfront")}>
      <Figures columns="sm:grid-cols-2 xl:grid-cols-3">
        <Figure label={t("home.upfrontDown")} value={aed(u.downPayment)} testId="upfront-down" />
        <Figure label={t("home.upfrontDld")} value={aed(u.dldFee)} testId="upfront-dld" />
        <Figure label={t("home.upfrontRegistration")} value={aed(u.registrationFee)} testId="upfront-registration" />
        <Figure label={t("home.upfrontValuation")} value={aed(u.valuationFee)} testId="upfront-valuation" />
        <Figure label={t("home.upfrontArrangement")} value={aed(u.arrangementFee)} testId="upfront-arrangement" />
        <Figure label={t("home.upfrontTotal")} value={aed(u.total)} emphasis testId="upfront-total" />
      </Figures>
      <Explain>{t("home.upfrontNote")}</Explain>
    </Card>
  );
}
