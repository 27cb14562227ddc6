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
import {
  calculatorsPage,
  calculatorTitles,
  flatRateText,
  homeText,
  murabahaText,
  purificationText,
  zakatText,
} from "#domain/finance/messages.ts";
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

const shown = (rule: NumberField, value: string | undefined, unit: (v: number) => string) =>
  value === undefined || value.trim() === "" ? [] : [[rule.label, unit(Number(value))] as Row];
const money = (v: number) => aed(v);
const pct = (v: number) => percent(v);
const plain = (v: number) => number(v);
const grams = (v: number) => `${number(v)} g`;

/** The page's figures and the inputs that produced them, as the lines of a one-page statement. */
export function keyFactsContent(computed: Computed, values: Record<string, string>, today = new Date()): KeyFacts {
  const common = [calculatorsPage.illustration];
  const title = calculatorTitles[computed.slug].title;
  const input = (
    rules: Record<string, NumberField>,
    units: Record<string, (v: number) => string>,
    otherwise: (v: number) => string = plain,
  ) => Object.entries(rules).flatMap(([name, rule]) => shown(rule, values[name], units[name] ?? otherwise));
  switch (computed.slug) {
    case "murabaha": {
      if (!computed.result.ok) break;
      const r = computed.result.values;
      const t = murabahaText;
      const rows = r.schedule.length <= 12 ? r.schedule : [...r.schedule.slice(0, 6), ...r.schedule.slice(-3)];
      return {
        title,
        inputs: input(MURABAHA_FIELDS, { price: money, markup: pct, fee: money }),
        figures: [
          [t.figures.monthly, aed(r.monthly)],
          [t.figures.totalProfit, aed(r.totalProfit)],
          [t.figures.totalPayable, aed(r.totalPayable)],
          [t.figures.apr, percent(r.apr)],
          [t.figures.effectiveAnnualRate, percent(r.effectiveAnnualRate)],
        ],
        schedule: {
          title: r.schedule.length <= 12 ? t.schedule : `${t.schedule} (first 6 and last 3 of ${r.schedule.length})`,
          columns: [t.columns.month, t.columns.payment, t.columns.profit, t.columns.principal, t.columns.balance],
          rows: rows.map((row) => [
            String(row.month),
            aed(row.payment),
            aed(row.profit),
            aed(row.principal),
            aed(row.balance),
          ]),
        },
        assumptions: [t.explain.apr, t.explain.profitFixed, t.scheduleNote, ...common],
      };
    }
    case "home-finance": {
      if (!computed.result.ok) break;
      const r = computed.result.values;
      const t = homeText;
      const years = r.months / 12;
      const marks = [1, 5, 10, 15, 20, 25, 30, 35, 40].filter((year) => year < years).concat(years);
      const figures: Row[] = [
        [`${t.ijarah}: ${t.figures.monthly}`, aed(r.ijarah.monthly)],
        [`${t.ijarah}: ${t.figures.totalProfit}`, aed(r.ijarah.totalProfit)],
        [`${t.ijarah}: ${t.figures.flatRate}`, percent(r.ijarah.flatRate)],
        [`${t.ijarah}: ${t.figures.apr}`, percent(r.ijarah.apr)],
        [`${t.musharakah}: ${t.figures.firstMonthly}`, aed(r.musharakah.firstMonthly)],
        [`${t.musharakah}: ${t.figures.lastMonthly}`, aed(r.musharakah.lastMonthly)],
        [`${t.musharakah}: ${t.figures.totalProfit}`, aed(r.musharakah.totalProfit)],
        [`${t.musharakah}: ${t.figures.flatRate}`, percent(r.musharakah.flatRate)],
        [`${t.musharakah}: ${t.figures.apr}`, percent(r.musharakah.apr)],
      ];
      if (r.earlySettlement) {
        const s = r.earlySettlement;
        const when = `${t.settlement}, ${t.afterMonth(s.month).toLowerCase()}`;
        figures.push([`${when}: ${t.settlementFigures.outstanding.toLowerCase()}`, aed(s.outstanding)]);
        figures.push([`${when}: ${t.settlementFigures.fee.toLowerCase()}`, aed(s.fee)]);
        figures.push([`${when}: ${t.settlementFigures.total.toLowerCase()}`, aed(s.total)]);
      }
      for (const reset of r.rateResets ?? []) {
        const change = `${reset.change > 0 ? "+" : "-"}${Math.abs(reset.change)}`;
        figures.push([
          `${t.resetColumns.monthly} after ${values.fixedYears} fixed years, benchmark ${change}`,
          aed(reset.monthly),
        ]);
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
          title: t.byYear,
          columns: [
            t.yearColumns.year,
            t.yearColumns.ijarahShare,
            t.yearColumns.musharakahShare,
            t.yearColumns.balance,
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
          t.explain.apr,
          t.explain.musharakah,
          t.settlementNote(
            percent(Number(values.settlementFeePercent || EARLY_SETTLEMENT.feePercent)),
            aed(Number(values.settlementFeeCap || EARLY_SETTLEMENT.feeCap)),
          ),
          "Takaful, when entered, is a percentage of the outstanding amount each month and counts in the APR.",
          ...common,
        ],
      };
    }
    case "flat-rate": {
      if (!computed.result.ok) break;
      const r = computed.result.values;
      const t = flatRateText;
      return {
        title,
        inputs: [...input(RATE_CONVERSION_FIELDS, { amount: money, rate: pct }), [t.quote, t.quotes[r.quote]]],
        figures: [
          [t.figures.flatRate, percent(r.flatRate)],
          [t.figures.apr, percent(r.apr)],
          [t.figures.monthly, aed(r.monthly)],
          [t.figures.totalProfit, aed(r.totalProfit)],
          [t.figures.effectiveAnnualRate, percent(r.effectiveAnnualRate)],
        ],
        assumptions: [t.explain, ...common],
      };
    }
    case "zakat": {
      if (!computed.result.ok) break;
      const r = computed.result.values;
      const t = zakatText;
      const span = hawl(today);
      return {
        title,
        inputs: [
          ...input(ZAKAT_FIELDS, { goldGrams: grams, silverGrams: grams }, money),
          [t.nisab, t.nisabOptions[values.nisab === "silver" ? "silver" : "gold"]],
        ],
        figures: [
          [t.figures.zakatableWealth, aed(r.zakatableWealth)],
          [t.figures.nisabValue, aed(r.nisabValue)],
          [t.figures.zakat, aed(r.zakat)],
        ],
        assumptions: [
          r.due ? t.due : t.belowNisab,
          t.hawlText(span.todayHijri, span.todayGregorian, span.endHijri, span.endGregorian, span.days),
          t.standard,
          ...common,
        ],
      };
    }
    case "purification": {
      if (!computed.result.ok) break;
      const t = purificationText;
      return {
        title,
        inputs: input(PURIFICATION_FIELDS, { amount: money, ratio: pct }),
        figures: [[t.figures.purification, aed(computed.result.values.purification)]],
        assumptions: [t.explain, t.standard, ...common],
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
