import { describe, expect, it } from "vitest";
import { BNPL_PRICE, CURRENCY_AMOUNT, HOME_FINANCE_PRICE, UNIT_VALUE } from "#domain/calculator-bounds.ts";
import { HOME_FIELDS, MURABAHA_FIELDS } from "#domain/finance/inputs.ts";
import { formatMoney } from "./format.ts";
import { checkAmount } from "./parse.ts";

const price = { label: "Purchase price", format: (v: number) => formatMoney(v, "AED", 0) };
/** A range from 0, as the currency and unit converters have. */
const FROM_ZERO = { min: 0, max: 100_000 } as const;

describe("checkAmount", () => {
  it("accepts amounts inside the range, read the way a person types them", () => {
    expect(checkAmount("1000", FROM_ZERO, price)).toEqual({ ok: true, value: 1000 });
    expect(checkAmount("1,250.75", FROM_ZERO, price)).toEqual({ ok: true, value: 1250.75 });
    expect(checkAmount("100000", FROM_ZERO, price)).toEqual({ ok: true, value: 100_000 });
    expect(checkAmount("0", FROM_ZERO, price)).toEqual({ ok: true, value: 0 });
  });

  it("keeps SPEC §5: what cannot be parsed counts as 0", () => {
    expect(checkAmount("", FROM_ZERO, price)).toEqual({ ok: true, value: 0 });
    expect(checkAmount("abc", FROM_ZERO, price)).toEqual({ ok: true, value: 0 });
  });

  it("refuses negative and absurd amounts with the field's message, and gives no value", () => {
    // Intl puts a no-break space after the currency code.
    const message = "Purchase price must be from AED\u00a00 to AED\u00a0100,000";
    expect(checkAmount("-500", FROM_ZERO, price)).toEqual({ ok: false, message });
    expect(checkAmount("-0.01", FROM_ZERO, price)).toEqual({ ok: false, message });
    expect(checkAmount("100000.01", FROM_ZERO, price)).toEqual({ ok: false, message });
    expect(checkAmount("1e300", FROM_ZERO, price)).toEqual({ ok: false, message });
    expect(checkAmount("1e400", UNIT_VALUE, { label: "Value", format: String })).toMatchObject({ ok: false });
    expect(checkAmount("-1e400", UNIT_VALUE, { label: "Value", format: String })).toMatchObject({ ok: false });
    expect(checkAmount("9".repeat(400), CURRENCY_AMOUNT, { label: "Amount", format: String })).toMatchObject({
      ok: false,
    });
  });

  it("refuses a BNPL price or a property price the detailed calculators refuse (a price of 0 showed APR 0 %)", () => {
    expect(checkAmount("0", BNPL_PRICE, price)).toMatchObject({ ok: false });
    expect(checkAmount("abc", BNPL_PRICE, price)).toMatchObject({ ok: false });
    expect(BNPL_PRICE.min).toBe(MURABAHA_FIELDS.price.min);
    expect(HOME_FINANCE_PRICE.min).toBe(HOME_FIELDS.price.min);
    expect(checkAmount(String(BNPL_PRICE.min), BNPL_PRICE, price)).toMatchObject({ ok: true });
  });
});
