/**
 * Number formats for the calculators. A fixed locale (en-US) so the server's and the browser's
 * rendering agree and hydration never mismatches.
 */
const money = new Map<string, Intl.NumberFormat>();

/** "AED 1,100.00", "$536.82". */
export function formatMoney(value: number, currency: "AED" | "USD", fractionDigits = 2): string {
  const key = `${currency}:${fractionDigits}`;
  let format = money.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    money.set(key, format);
  }
  return format.format(value);
}

export function formatPercent(value: number, fractionDigits = 0): string {
  return `${value.toFixed(fractionDigits)}%`;
}
