import { CATALOGUE, type MessagesOf } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { createTranslator, type MessageValues, type Translate } from "#domain/i18n/translate.ts";

/**
 * The scanner's words (domain/i18n/messages/<locale>/scanner.ts): its checks, advice and refusals are
 * written in the language of the page that asked (English by default, unchanged from before).
 */
export type ScannerKey = keyof MessagesOf<"scanner"> & string;
export type ScannerT = Translate<MessagesOf<"scanner">>;

export function scannerT(locale: Locale = "en"): ScannerT {
  return createTranslator(locale, CATALOGUE.scanner[locale] as MessagesOf<"scanner">);
}

export const ENGLISH: ScannerT = scannerT("en");

/** A message the scanner can repeat in another language: its key and values. */
export type LocalizedText = { key: ScannerKey; values?: MessageValues };
