import type { Context } from "hono";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { DEFAULT_LOCALE, isLocale, type Locale, localeFromPath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { type IssueText, issueText } from "#domain/i18n/validation.ts";

/**
 * The language an API answer is written in (its messages, not its data): a `locale` field in the JSON
 * body ("ar" or "en") wins, then `Accept-Language` (the site's forms send the page's language there
 * too), then English. Only the two site languages count; anything else falls back to English. Page
 * requests take the language of their address (`/ar/…`) instead.
 */
export function requestLocale(c: Context, body?: unknown): Locale {
  const field = body && typeof body === "object" ? (body as { locale?: unknown }).locale : undefined;
  if (isLocale(field)) return field;
  const fromPath = localeFromPath(c.req.path);
  if (fromPath !== DEFAULT_LOCALE) return fromPath;
  return acceptedLocale(c.req.header("Accept-Language"));
}

/** The site language an Accept-Language header prefers most ("ar-AE,ar;q=0.9,en;q=0.8" → "ar"). */
export function acceptedLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.slice(0, 500).split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The `forms` messages in one language (validation texts, lead replies, rate-limit answers). */
export function formsTranslator(locale: Locale) {
  return createTranslator(locale, CATALOGUE.forms[locale]);
}

/** Validation issues in words, in one language. */
export function validationText(locale: Locale): IssueText {
  return issueText(formsTranslator(locale));
}
