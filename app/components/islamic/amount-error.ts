import type { AmountRange, CheckedAmount } from "#domain/calc/parse.ts";
import type { MessagesOf } from "#domain/i18n/catalogue.server.ts";
import type { Translate } from "#domain/i18n/translate.ts";

/**
 * The message of an amount `checkAmount` refused, in the page's language: the field and its range
 * ("Purchase price must be from AED 100 to AED 1,000,000"), the ends formatted by `format`.
 */
export function amountError(
  t: Translate<MessagesOf<"islamic">>,
  checked: CheckedAmount,
  field: { label: string; range: AmountRange; format: (value: number) => string },
): string | undefined {
  if (checked.ok) return undefined;
  return t("amount.range", {
    label: field.label,
    min: field.format(field.range.min),
    max: field.format(field.range.max),
  });
}
