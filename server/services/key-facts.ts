import type { CalculatorResult } from "#domain/finance/calculate.ts";
import { aed, hawl, number, percent } from "#domain/finance/format.ts";
import { EARLY_SETTLEMENT } from "#domain/finance/home.ts";
import {
  HOME_FIELDS,
  MURABAHA_FIELDS,
  type NumberField,
  PURIFICATION_FIELDS,
  RATE_CONVERSION_FIELDS,
  ZAKAT_FIELDS,
} from "#domain/finance/inputs.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { pdfBytes } from "#server/lib/pdf.ts";

type Row = [label: string, value: string];
export type KeyFacts = {
  title: string;
  inputs: Row[];
  figures: Row[];
  schedule?: { title: string; columns: string[]; rows: string[][] };
  assumptions: string[];
};

/** A successful result only: a Key Facts Statement is never drawn for input that did not parse. */
type Computed = { [S in CalculatorResult["slug"]]: Extract<CalculatorResult, { slug: S }> }[CalculatorResult["slug"]];

/**
 * The statement is in English on both sites: pdfkit shapes Arabic letters but lays words out left to
 * right and has no bidi algorithm, so an Arabic statement would read backwards (docs/decisions/
 * 014-arabic-calculators-and-key-facts.md). The Arabic page labels its link as English.
 */
const t = createTranslator("en", CATALOGUE.finance.en);

const shown = (rule: NumberField, value: string | undefined, unit: (v: number) => string) =>
  value === undefined || value.trim() === "" ? [] : [[rule.label, unit(Number(value))] as Row];
const money = (v: number) => aed(v);
const pct = (v: number) => percent(v);
const plain = (v: number) => number(v);
const grams = (v: number) => `${number(v)} g`;

/** The page's figures and the inputs that produced them, as the lines of a one-page statement. */
export function keyFactsContent(computed: Computed, values: Record<string, string>, today = new Date()): KeyFacts {
  const common = [t("page.illustration")];
  const title = t(`title.${computed.slug}`);
  const input = (
    rules: Record<string, NumberField>,
    units: Record<string, (v: number) => string>,
    otherwise: (v: number) => string = plain,
  ) => Object.entries(rules).flatMap(([name, rule]) => shown(rule, values[name], units[name] ?? otherwise));
  switch (computed.slug) {
    case "murabaha": {
      if (!computed.result.ok) break;
      const r = computed.result.values;
      const rows = r.schedule.length <= 12 ? r.schedule : [...r.schedule.slice(0, 6), ...r.schedule.slice(-3)];
      return {
        title,
        inputs: input(MURABAHA_FIELDS, { price: money, markup: pct, fee: money }),
        figures: [
          [t("murabaha.monthly"), aed(r.monthly)],
          [t("murabaha.totalProfit"), aed(r.totalProfit)],
          [t("murabaha.totalPayable"), aed(r.totalPayable)],
          [t("murabaha.apr"), percent(r.apr)],
          [t("murabaha.effectiveAnnualRate"), percent(r.effectiveAnnualRate)],
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
            String(row.month),
            aed(row.payment),
            aed(row.profit),
            aed(row.principal),
            aed(row.balance),
          ]),
        },
        assumptions: [t("murabaha.explainApr"), t("murabaha.profitFixed"), t("murabaha.scheduleNote"), ...common],
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
        [`${ijarah}: ${t("home.monthly")}`, aed(r.ijarah.monthly)],
        [`${ijarah}: ${t("home.totalProfit")}`, aed(r.ijarah.totalProfit)],
        [`${ijarah}: ${t("home.flatRate")}`, percent(r.ijarah.flatRate)],
        [`${ijarah}: ${t("home.apr")}`, percent(r.ijarah.apr)],
        [`${musharakah}: ${t("home.firstMonthly")}`, aed(r.musharakah.firstMonthly)],
        [`${musharakah}: ${t("home.lastMonthly")}`, aed(r.musharakah.lastMonthly)],
        [`${musharakah}: ${t("home.totalProfit")}`, aed(r.musharakah.totalProfit)],
        [`${musharakah}: ${t("home.flatRate")}`, percent(r.musharakah.flatRate)],
        [`${musharakah}: ${t("home.apr")}`, percent(r.musharakah.apr)],
      ];
      if (r.earlySettlement) {
        const s = r.earlySettlement;
        const row = (figure: string) =>
          t("home.settlementRow", { month: String(s.month), figure: figure.toLowerCase() });
        figures.push([row(t("home.settlementOutstanding")), aed(s.outstanding)]);
        figures.push([row(t("home.settlementFee")), aed(s.fee)]);
        figures.push([row(t("home.settlementTotal")), aed(s.total)]);
      }
      for (const reset of r.rateResets ?? []) {
        const change = `${reset.change > 0 ? "+" : "-"}${Math.abs(reset.change)}`;
        figures.push([t("home.resetRow", { years: values.fixedYears ?? "", change }), aed(reset.monthly)]);
      }
      return {
        title,
        inputs: input(HOME_FIELDS, {
          price: money,
          downPayment: pct,
          rate: pct,
          fee: money,
          takaful: pct,
          settlementFeePercent: pct,
          settlementFeeCap: money,
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
              String(year),
              percent(r.schedule[at]!.customerShare),
              percent(r.musharakahSchedule[at]!.customerShare),
              aed(r.schedule[at]!.balance),
            ];
          }),
        },
        assumptions: [
          t("home.explainApr"),
          t("home.explainMusharakah"),
          t("home.settlementNote", {
            feePercent: percent(Number(values.settlementFeePercent || EARLY_SETTLEMENT.feePercent)),
            feeCap: aed(Number(values.settlementFeeCap || EARLY_SETTLEMENT.feeCap)),
          }),
          t("home.takafulNote"),
          ...common,
        ],
      };
    }
    case "flat-rate": {
      if (!computed.result.ok) break;
      const r = computed.result.values;
      return {
        title,
        inputs: [
          ...input(RATE_CONVERSION_FIELDS, { amount: money, rate: pct }),
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
      const span = hawl(today);
      return {
        title,
        inputs: [
          ...input(ZAKAT_FIELDS, { goldGrams: grams, silverGrams: grams }, money),
          [t("zakat.nisab"), t(`zakat.nisab.${values.nisab === "silver" ? "silver" : "gold"}`)],
        ],
        figures: [
          [t("zakat.zakatableWealth"), aed(r.zakatableWealth)],
          [t("zakat.nisabValue"), aed(r.nisabValue)],
          [t("zakat.zakat"), aed(r.zakat)],
        ],
        assumptions: [
          r.due ? t("zakat.due") : t("zakat.belowNisab"),
          t("zakat.hawlText", {
            today: span.todayHijri,
            gregorian: span.todayGregorian,
            end: span.endHijri,
            endGregorian: span.endGregorian,
            count: String(span.days),
          }),
          t("zakat.standard"),
          ...common,
        ],
      };
    }
    case "purification": {
      if (!computed.result.ok) break;
      return {
        title,
        inputs: input(PURIFICATION_FIELDS, { amount: money, ratio: pct }),
        figures: [[t("purification.purification"), aed(computed.result.values.purification)]],
        assumptions: [t("purification.explain"), t("purification.standard"), ...common],
      };
    }
  }
  throw new Error("Key Facts need a result that parsed");
}

const COLORS = { text: "#111827", muted: "#4b5563", accent: "#0f766e", rule: "#d1d5db", band: "#f3f4f6" };
const MARGIN = 48;

/** The standard PDF fonts speak Windows-1252 only: the few other characters the strings use, spelled out. */
const pdfText = (text: string) =>
  text
    .replace(/↔/g, "<->")
    .replace(/−/g, "-")
    .replace(/[\u2009\u202f]/g, " ");

/** Draws the one-page Key Facts Statement. pdfkit loads on the first download, as for the resume. */
export async function renderKeyFacts(
  facts: KeyFacts,
  meta: { ownerName: string; url: string },
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `Key Facts: ${pdfText(facts.title)}`, Author: meta.ownerName },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - MARGIN * 2;

  const heading = (title: string) => {
    doc.moveDown(0.6);
    doc.font("Helvetica-Bold").fontSize(10.5).fillColor(COLORS.accent).text(title.toUpperCase(), MARGIN, doc.y, {
      characterSpacing: 0.8,
    });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.moveDown(0.4);
  };
  /** Label at the start, value at the end of one line. */
  const pair = ([label, value]: Row) => {
    const top = doc.y;
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(COLORS.muted)
      .text(pdfText(label), MARGIN, top, { width: width * 0.6 });
    const after = doc.y;
    doc
      .font("Helvetica-Bold")
      .fillColor(COLORS.text)
      .text(pdfText(value), MARGIN + width * 0.6, top, { width: width * 0.4, align: "right" });
    doc.y = Math.max(after, doc.y) + 2;
  };

  doc.font("Helvetica").fontSize(9).fillColor(COLORS.muted).text("KEY FACTS STATEMENT (ILLUSTRATION)", MARGIN);
  doc.font("Helvetica-Bold").fontSize(18).fillColor(COLORS.text).text(pdfText(facts.title));
  doc.font("Helvetica").fontSize(8.5).fillColor(COLORS.muted).text(`${meta.ownerName}   |   ${meta.url}`, { width });

  heading("Your inputs");
  for (const row of facts.inputs) pair(row);
  heading("The figures");
  for (const row of facts.figures) pair(row);

  if (facts.schedule) {
    heading(pdfText(facts.schedule.title));
    const columns = facts.schedule.columns.length;
    const cell = width / columns;
    const line = (cells: string[], bold: boolean) => {
      const top = doc.y;
      cells.forEach((text, index) => {
        doc
          .font(bold ? "Helvetica-Bold" : "Helvetica")
          .fontSize(8.5)
          .fillColor(bold ? COLORS.muted : COLORS.text)
          .text(pdfText(text), MARGIN + index * cell, top, { width: cell - 6, align: index === 0 ? "left" : "right" });
      });
      doc.y = top + 13;
    };
    line(facts.schedule.columns, true);
    for (const row of facts.schedule.rows) line(row, false);
  }

  heading("Assumptions");
  for (const text of facts.assumptions) {
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(COLORS.text)
      .text(`- ${pdfText(text)}`, MARGIN, doc.y, {
        width,
        lineGap: 1.5,
      });
    doc.moveDown(0.25);
  }

  doc.end();
  return done;
}
