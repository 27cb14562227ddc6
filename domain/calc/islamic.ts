import { ADVANCE_SALARY_CAP_PERCENT } from "#domain/constants.ts";
import { monthlyPayment } from "./loan.ts";

/**
 * Shariah-compliant product arithmetic (SPEC §9). Murabaha: a disclosed, fixed sale price; Ijarah: a
 * lease whose rent amortises the asset; Diminishing Musharakah: rent on the bank's share plus buying
 * its units month by month.
 */

export type MurabahaPlan = { total: number; profit: number; monthly: number };

/** BNPL (Murabaha): total = price × (1 + markup); monthly = total ÷ instalments. */
export function murabahaPlan(price: number, markupPercent: number, installments: number): MurabahaPlan {
  const total = price * (1 + markupPercent / 100);
  return { total, profit: total - price, monthly: installments > 0 ? total / installments : 0 };
}

export type HomeFinancePlan = {
  months: number;
  downPayment: number;
  financed: number;
  /** Ijarah rent: the amortisation formula on the financed amount. */
  ijarahMonthly: number;
  ijarahTotal: number;
  /** Diminishing Musharakah: financed × rate ÷ 12 + financed ÷ months (the first month's payment). */
  musharakahMonthly: number;
  /** The last month's Diminishing Musharakah payment, once nearly all units are bought back. */
  musharakahLastMonthly: number;
  musharakahTotal: number;
  customerSharePercent: number;
  bankSharePercent: number;
};

export function homeFinancePlan(
  price: number,
  downPaymentPercent: number,
  tenureYears: number,
  profitRatePercent: number,
): HomeFinancePlan {
  const months = Math.round(tenureYears * 12);
  const downPayment = (price * downPaymentPercent) / 100;
  const financed = price - downPayment;
  const monthlyRate = profitRatePercent / 100 / 12;
  const ijarahMonthly = monthlyPayment(financed, profitRatePercent, months);
  const unitPrice = months > 0 ? financed / months : 0;
  // Rent in month k is charged on the bank's share still outstanding: financed − (k − 1) units.
  const musharakahTotal = financed + monthlyRate * unitPrice * ((months * (months + 1)) / 2);
  return {
    months,
    downPayment,
    financed,
    ijarahMonthly,
    ijarahTotal: ijarahMonthly * months,
    musharakahMonthly: financed * monthlyRate + unitPrice,
    musharakahLastMonthly: unitPrice * monthlyRate + unitPrice,
    musharakahTotal,
    customerSharePercent: downPaymentPercent,
    bankSharePercent: 100 - downPaymentPercent,
  };
}

/** Advance salary (Qard Hasan) example: up to 50 % of the monthly salary. */
export function advanceSalaryCap(monthlySalary: number): number {
  return (Math.max(0, monthlySalary) * ADVANCE_SALARY_CAP_PERCENT) / 100;
}
