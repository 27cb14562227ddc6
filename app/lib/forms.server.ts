import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { type IssueText, issueText } from "#domain/i18n/validation.ts";

/** Validation messages in a page's language, for route actions (the forms posted without JavaScript). */
export function formIssueText(locale: Locale): IssueText {
  return issueText(createTranslator(locale, CATALOGUE.forms[locale]));
}
