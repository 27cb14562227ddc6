import type { CalculatorResult } from "#domain/finance/calculate.ts";
import { financierName } from "#domain/finance/financier.ts";
import { decimalsBeside, financeFormats, hawl, numberTo } from "#domain/finance/format.ts";
import { EARLY_SETTLEMENT } from "#domain/finance/home.ts";
import {
  HOME_FIELDS,
  type NumberField,
  PURIFICATION_FIELDS,
  RATE_CONVERSION_FIELDS,
  ZAKAT_FIELDS,
} from "#domain/finance/inputs.ts";
import type { Affordability } from "#domain/finance/limits.ts";
import { settlementExtra } from "#domain/finance/murabaha.ts";
import { ZAKAT } from "#domain/finance/zakat.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { INTL_LOCALE, type Locale } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";

/**
 * What a Key Facts Statement says: the calculator's figures and the inputs that produced them, in
 * the statement's language, as labelled lines. Apart from the drawing (./pdf.ts) because this is
 * the part that changes with each calculator, and the part the tests read without a PDF.
 */

/** One line of a statement: its label and its value. */
export type Row = [label: string, value: string];
export type KeyFacts = {
  locale: Locale;
  /** The document's title (its metadata). */
  documentTitle: string;
  /** The statement's words around the figures. */
  headings: { eyebrow: string; inputs: string; figures: string; terms: string; assumptions: string };
  title: string;
  inputs: Row[];
  figures: Row[];
  schedule?: { title: string; columns: string[]; rows: string[][] };
  /** A finance offer's terms, as a Key Facts Statement carries them: a heading and its text each. */
  terms?: Row[];
  assumptions: string[];
};

/** How long a statement's figures stand: an illustration's rates and prices move. */
const VALID_DAYS = 14;
const DAY_MS = 86_400_000;

/** A successful result only: a Key Facts Statement is never drawn for input that did not parse. */
type Computed = { [S in CalculatorResult["slug"]]: Extract<CalculatorResult, { slug: S }> }[CalculatorResult["slug"]];

const translators = {
  en: createTranslator("en", CATALOGUE.finance.en),
  ar: createTranslator("ar", CATALOGUE.finance.ar),
};

/** The page's figures and the inputs that produced them, as the lines of a one-page statement. */
export function keyFactsContent(
  computed: Computed,
  values: Record<string, string>,
  today = new Date(),
  locale: Locale = "en",
): KeyFacts {
  const t = translators[locale];
  const { aed, percent, percentPrecise, number, signed, inline } = financeFormats(locale);
  const money = (v: number) => aed(v);
  const pct = (v: number) => percent(v);
  const plain = (v: number) => number(v);
  // The unit agrees with the number in Arabic ("50 غرامًا"): the plural-aware message, not a suffix.
  const grams = (v: number) => t("unit.gramsCount", { count: v, amount: number(v) });
  const common = [t("page.illustration")];
  const title = t(`title.${computed.slug}`);
  const words = {
    locale,
    documentTitle: t("keyFacts.documentTitle", { title }),
    headings: {
      eyebrow: t("keyFacts.eyebrow"),
      inputs: t("keyFacts.inputs"),
      figures: t("keyFacts.figures"),
      terms: t("keyFacts.terms"),
      assumptions: t("keyFacts.assumptions"),
    },
  };
  const longDate = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "Asia/Dubai" });
  /** What every finance statement carries beside its own terms: late payment, cooling-off, validity, complaints. */
  const standardTerms = (settlement: Row, late: string = t("keyFacts.lateTerms")): Row[] => [
    settlement,
    [t("keyFacts.late"), late],
    [t("keyFacts.coolingOff"), t("keyFacts.coolingOffTerms")],
    [
      t("keyFacts.validity"),
      t("keyFacts.validityValue", {
        prepared: inline(longDate.format(today)),
        until: inline(longDate.format(new Date(today.getTime() + VALID_DAYS * DAY_MS))),
      }),
    ],
    [t("keyFacts.complaints"), t("keyFacts.complaintsTerms")],
  ];
  const financier: Row = [
    t("keyFacts.financier"),
    financierName(values.financier) ?? t("keyFacts.financierPlaceholder"),
  ];
  const months = (count: number) => t("keyFacts.months", { count });
  /** The debt-burden ratio and the room the cap leaves before and after this finance's instalment. */
  const affordRows = (a: Affordability | undefined): Row[] =>
    a
      ? [
          [t("afford.ratio"), percent(a.ratio)],
          [t(a.roomBefore < 0 ? "afford.overBefore" : "afford.roomBefore"), aed(Math.abs(a.roomBefore))],
          [t(a.roomAfter < 0 ? "afford.overAfter" : "afford.roomAfter"), aed(Math.abs(a.roomAfter))],
        ]
      : [];
  const takafulRow = (first: number, total: number): Row => [
    t("keyFacts.takaful"),
    total > 0
      ? t("keyFacts.takafulValue", { monthly: inline(aed(first)), total: inline(aed(total)) })
      : t("keyFacts.takafulNone"),
  ];
  /** The inputs given, labelled as on the page's form (`form` is the form's id in the messages). */
  const input = (
    form: "murabaha" | "home" | "flat-rate" | "zakat" | "purification",
    rules: Record<string, NumberField>,
    units: Record<string, (v: number) => string>,
    otherwise: (v: number) => string = plain,
  ) =>
    Object.keys(rules).flatMap((name) => {
      const value = values[name];
      if (value === undefined || value.trim() === "") return [];
      const label = t(`field.${form}.${name}` as Parameters<typeof t>[0]);
      return [[label, (units[name] ?? otherwise)(Number(value))] as Row];
    });
  switch (computed.slug) {
    case "murabaha": {
      if (!computed.result.ok) break;
      const r = computed.result.values;
      const rows = r.schedule.length <= 12 ? r.schedule : [...r.schedule.slice(0, 6), ...r.schedule.slice(-3)];
      const settle = r.earlySettlement;
      const optional = (name: "takaful" | "salary" | "obligations", show: (v: number) => string): Row[] =>
        values[name]?.trim() ? [[t(`field.murabaha.${name}`), show(Number(values[name]))]] : [];
      return {
        ...words,
        title,
        inputs: [
          [t("field.murabaha.price"), money(Number(values.price))],
          [t("murabaha.quoted"), t(`basis.quoted.${r.basis}`, { rate: inline(percent(r.rate)) })],
          [t("field.murabaha.months"), plain(r.instalments)],
          [t("field.murabaha.fee"), money(Number(values.fee || 0))],
          ...optional("takaful", pct),
          ...optional("salary", money),
          ...optional("obligations", money),
        ],
        figures: [
          financier,
          [t("keyFacts.product"), title],
          [t("keyFacts.amount"), aed(Number(values.price))],
          [t("keyFacts.term"), months(r.instalments)],
          [t("keyFacts.instalment"), aed(r.monthly)],
          ...(r.lastMonthly !== r.monthly ? [[t("murabaha.lastMonthly"), aed(r.lastMonthly)] as Row] : []),
          [t("keyFacts.instalments"), plain(r.instalments)],
          [t("keyFacts.totalProfit"), aed(r.totalProfit)],
          [t("keyFacts.totalPayable"), aed(r.totalPayable)],
          [t("keyFacts.apr"), percent(r.apr)],
          [t("murabaha.effectiveAnnualRate"), percent(r.effectiveAnnualRate)],
          [t("murabaha.flatRate"), percent(r.flatRate)],
          [t("keyFacts.fees"), `${t("field.murabaha.fee")}: ${aed(Number(values.fee || 0))}`],
          takafulRow(r.firstTakaful, r.totalTakaful),
          ...affordRows(r.affordability),
        ],
        schedule: {
          title:
            r.schedule.length <= 12
              ? t("murabaha.schedule")
              : t("murabaha.scheduleShort", { count: r.schedule.length }),
          columns: [
            t("murabaha.column.month"),
            t("murabaha.column.payment"),
            t("murabaha.column.profit"),
            t("murabaha.column.principal"),
            t("murabaha.column.balance"),
          ],
          rows: rows.map((row) => [
            number(row.month),
            aed(row.payment),
            aed(row.profit),
            aed(row.principal),
            aed(row.balance),
          ]),
        },
        terms: standardTerms([
          t("keyFacts.settlement"),
          [
            t("keyFacts.settlementTerms"),
            // A single instalment has no example: there is no instalment to settle after.
            ...(settle
              ? [
                  t("keyFacts.settlementExample", {
                    month: String(settle.month),
                    total: inline(aed(settle.total)),
                    outstanding: inline(aed(settle.outstanding)),
                    fee: inline(aed(settle.fee)),
                    rebate: inline(aed(settle.rebate)),
                  }),
                ]
              : []),
            ...(settle && settlementExtra(settle) > 0
              ? [
                  t("settle.costlier", {
                    extra: inline(aed(settlementExtra(settle))),
                    rebate: inline(aed(settle.rebate)),
                    fee: inline(aed(settle.fee)),
                  }),
                ]
              : []),
          ].join(" "),
        ]),
        assumptions: [
          // The UAE Central Bank's limits this offer is measured against, said where it exceeds or meets them.
          ...(r.salaryMultiple
            ? [
                t(r.salaryMultiple.withinCap ? "afford.salaryWithin" : "afford.salaryOver", {
                  amount: inline(aed(r.salaryMultiple.amount)),
                  multiple: r.salaryMultiple.multiple,
                  cap: inline(aed(r.salaryMultiple.cap)),
                }),
              ]
            : []),
          ...(r.feeCap.withinCap
            ? []
            : [t("feeCap.over", { fee: inline(aed(r.feeCap.fee)), cap: inline(aed(r.feeCap.cap)) })]),
          t("murabaha.explainApr"),
          t("murabaha.scheduleNote"),
          ...common,
        ],
      };
    }
    case "home-finance": {
      if (!computed.result.ok) break;
      const r = computed.result.values;
      const years = r.months / 12;
      const marks = [1, 5, 10, 15, 20, 25, 30, 35, 40].filter((year) => year < years).concat(years);
      const ijarah = t("home.ijarah");
      const musharakah = t("home.musharakah");
      const figures: Row[] = [
        financier,
        [t("keyFacts.product"), title],
        [t("keyFacts.amount"), aed(r.financed)],
        [t("keyFacts.term"), months(r.months)],
        [t("keyFacts.instalments"), plain(r.months)],
        [`${ijarah}: ${t("home.monthly")}`, aed(r.ijarah.monthly)],
        [`${ijarah}: ${t("home.monthlyWithTakaful")}`, aed(r.ijarah.monthlyWithTakaful)],
        [`${ijarah}: ${t("keyFacts.totalProfit")}`, aed(r.ijarah.totalProfit)],
        [`${ijarah}: ${t("keyFacts.totalPayable")}`, aed(r.ijarah.totalPayable)],
        [`${ijarah}: ${t("keyFacts.apr")}`, percent(r.ijarah.apr)],
        [`${ijarah}: ${t("keyFacts.takaful")}`, takafulRow(r.ijarah.firstTakaful, r.ijarah.totalTakaful)[1]],
        [`${musharakah}: ${t("home.firstMonthly")}`, aed(r.musharakah.firstMonthly)],
        [`${musharakah}: ${t("home.lastMonthly")}`, aed(r.musharakah.lastMonthly)],
        [`${musharakah}: ${t("keyFacts.totalProfit")}`, aed(r.musharakah.totalProfit)],
        [`${musharakah}: ${t("keyFacts.totalPayable")}`, aed(r.musharakah.totalPayable)],
        [`${musharakah}: ${t("keyFacts.apr")}`, percent(r.musharakah.apr)],
        [
          `${musharakah}: ${t("keyFacts.takaful")}`,
          takafulRow(r.musharakah.firstTakaful, r.musharakah.totalTakaful)[1],
        ],
        [t("keyFacts.fees"), `${t("home.upfrontArrangement")}: ${aed(r.upfront.arrangementFee)}`],
        [t("home.upfrontTotal"), aed(r.upfront.total)],
        [t("home.ltv"), `${percent(r.loanToValue.financedPercent)} (${percent(r.loanToValue.cap)})`],
        ...affordRows(r.affordability),
      ];
      for (const reset of r.rateResets ?? []) {
        // English keeps the hyphen-minus its statements always had.
        const change =
          locale === "en" ? `${reset.change > 0 ? "+" : "-"}${Math.abs(reset.change)}` : inline(signed(reset.change));
        figures.push([t("home.resetRow", { years: values.fixedYears ?? "", change }), aed(reset.monthly)]);
      }
      // The statement's settlement example: the month asked for, else halfway.
      const example = r.earlySettlements ?? null;
      const settlementText = example
        ? t("keyFacts.settlementExampleHome", {
            month: String(example.ijarah.month),
            ijarah: inline(aed(example.ijarah.total)),
            musharakah: inline(aed(example.musharakah.total)),
          })
        : t("home.settlementHint");
      return {
        ...words,
        title,
        inputs: input("home", HOME_FIELDS, {
          price: money,
          downPayment: pct,
          // The basis, as the murabaha statement says its own: a rate a year on the reducing balance.
          rate: (v) => t("basis.quoted.reducing", { rate: inline(percent(v)) }),
          fee: money,
          takaful: pct,
          settlementFeePercent: pct,
          settlementFeeCap: money,
          dldPercent: pct,
          registrationPercent: pct,
          registrationFixed: money,
          valuationFee: money,
          salary: money,
          obligations: money,
        }),
        figures,
        schedule: {
          title: t("home.byYear"),
          columns: [
            t("home.column.year"),
            t("home.column.ijarahShare"),
            t("home.column.musharakahShare"),
            t("home.column.balance"),
          ],
          rows: marks.map((year) => {
            const at = year * 12 - 1;
            return [
              number(year),
              percent(r.schedule[at]!.customerShare),
              percent(r.musharakahSchedule[at]!.customerShare),
              aed(r.schedule[at]!.balance),
            ];
          }),
        },
        terms: standardTerms(
          [
            t("keyFacts.settlement"),
            `${t("home.settlementNote", {
              feePercent: inline(percent(Number(values.settlementFeePercent || EARLY_SETTLEMENT.feePercent))),
              feeCap: inline(aed(Number(values.settlementFeeCap || EARLY_SETTLEMENT.feeCap))),
            })} ${settlementText}`,
          ],
          // Ijarah and Diminishing Musharakah have rent and units, not a sale price.
          t("keyFacts.lateTermsHome"),
        ),
        assumptions: [
          values.fixedYears?.trim()
            ? t("home.rateFixedThenVariable", { count: Number(values.fixedYears) })
            : t("home.rateHeldFixed"),
          t("home.explainApr"),
          t("home.explainMusharakah"),
          t("home.titleNote"),
          t("home.takafulNote"),
          ...common,
        ],
      };
    }
    case "flat-rate": {
      if (!computed.result.ok) break;
      const r = computed.result.values;
      return {
        ...words,
        title,
        inputs: [
          ...input("flat-rate", RATE_CONVERSION_FIELDS, { amount: money, rate: pct }),
          [t("flatRate.quote"), t(`flatRate.quote.${r.quote}`)],
        ],
        figures: [
          [t("flatRate.flatRate"), percent(r.flatRate)],
          [t("flatRate.apr"), percent(r.apr)],
          [t("flatRate.monthly"), aed(r.monthly)],
          [t("flatRate.totalProfit"), aed(r.totalProfit)],
          [t("flatRate.effectiveAnnualRate"), percent(r.effectiveAnnualRate)],
        ],
        assumptions: [t("flatRate.explain"), ...common],
      };
    }
    case "zakat": {
      if (!computed.result.ok) break;
      const r = computed.result.values;
      const span = hawl(today, locale);
      return {
        ...words,
        title,
        inputs: [
          ...input("zakat", ZAKAT_FIELDS, { goldGrams: grams, silverGrams: grams }, money),
          [
            t("field.zakat.goldKarat"),
            values.goldKarat && values.goldKarat !== "24"
              ? t("zakat.karat", { karat: values.goldKarat })
              : t("zakat.karatPure"),
          ],
          [t("zakat.nisab"), t(`zakat.nisab.${values.nisab === "silver" ? "silver" : "gold"}`)],
          [t("field.zakat.year"), t(`zakat.year.${values.year === "solar" ? "solar" : "lunar"}`)],
        ],
        figures: [
          [t("zakat.zakatableWealth"), aed(r.zakatableWealth)],
          [t("zakat.nisabValue"), aed(r.nisabValue)],
          ...(r.pureGoldGrams > 0
            ? [
                [
                  t("zakat.pureGold"),
                  t("unit.gramsCount", {
                    count: r.pureGoldGrams,
                    amount: numberTo(locale, decimalsBeside(r.pureGoldGrams, ZAKAT.nisabGoldGrams), r.pureGoldGrams),
                  }),
                ] as Row,
              ]
            : []),
          [t("zakat.zakat"), aed(r.zakat)],
        ],
        assumptions: [
          r.due ? t("zakat.due", { rate: inline(percentPrecise(r.ratePercent)) }) : t("zakat.belowNisab"),
          values.year === "solar"
            ? t("zakat.hawlTextSolar", {
                today: inline(span.todayHijri),
                gregorian: inline(span.todayGregorian),
                end: inline(span.solar.endHijri),
                endGregorian: inline(span.solar.endGregorian),
                count: span.solar.days,
              })
            : t("zakat.hawlText", {
                today: inline(span.todayHijri),
                gregorian: inline(span.todayGregorian),
                end: inline(span.endHijri),
                endGregorian: inline(span.endGregorian),
                count: span.days,
              }),
          t("zakat.standard"),
          t("zakat.karatNote"),
          t("zakat.jewellery"),
          ...common,
        ],
      };
    }
    case "purification": {
      if (!computed.result.ok) break;
      return {
        ...words,
        title,
        inputs: input("purification", PURIFICATION_FIELDS, { amount: money, ratio: pct }),
        figures: [[t("purification.purification"), aed(computed.result.values.purification)]],
        assumptions: [t("purification.explain"), t("purification.standard"), ...common],
      };
    }
  }
  throw new Error("Key Facts need a result that parsed");
}
