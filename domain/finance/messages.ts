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
  murabaha: "price=100000&rate=6&basis=flat&months=48&fee=1000",
  "home-finance": "price=1500000&downPayment=20&years=25&rate=4.5&fee=5000&takaful=0.03&fixedYears=5&settleAfter=60",
  "flat-rate": "amount=100000&rate=4&years=5&quote=flat",
  // No metal prices: the page fills in today's from the live-data provider, or asks for them. An
  // undated price would understate or overstate the nisab without saying so.
  zakat: "cash=40000&goldGrams=50&goldKarat=21&nisab=gold",
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
