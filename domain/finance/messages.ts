/**
 * The calculators' worked examples. Their words (titles, labels, sentences, field messages) are in
 * the "finance" message namespace, domain/i18n/messages/{en,ar}/finance.ts.
 */
import type { CalculatorSlug } from "./calculate.ts";

/**
 * What a calculator shows on a first visit (an address without a query): a worked example, the same
 * figures its address would give.
 */
export const EXAMPLES: Record<CalculatorSlug, string> = {
  murabaha: "price=5000&markup=8&months=12&fee=100",
  "home-finance": "price=1500000&downPayment=20&years=25&rate=4.5&fee=5000&takaful=0&fixedYears=5&settleAfter=60",
  "flat-rate": "amount=100000&rate=4&years=5&quote=flat",
  zakat: "cash=40000&goldGrams=50&goldPricePerGram=320&silverPricePerGram=4&nisab=gold",
  purification: "amount=5000&ratio=4",
};

/** The calculators in the order the explorer and the calculator pages list them. */
export const CALCULATOR_ORDER: readonly CalculatorSlug[] = [
  "murabaha",
  "home-finance",
  "flat-rate",
  "zakat",
  "purification",
];
