import { type Locale, localizePath } from "#domain/i18n/locales.ts";

/** Field name → the message shown under that field. */
export type FieldErrors = Record<string, string>;

/** A form's text fields (files are never part of these forms), by name. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * What a route action returns for a form it could not accept (app/lib/intake.server.ts), so the page
 * can show it again: the problem under each field, or at the form's head (`form`: a limit reached,
 * a refusal about no one field), and what was typed.
 */
export type FormResult = { errors: FieldErrors; values: Record<string, string> };

/**
 * The `headers` of a page whose action takes forms: its answer over a limit carries `Retry-After`
 * (in its data, or in what it threw), which React Router passes on only through the route's `headers`.
 */
export function retryAfter({ actionHeaders, errorHeaders }: { actionHeaders: Headers; errorHeaders?: Headers }) {
  const seconds = errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After");
  const headers: Record<string, string> = seconds ? { "Retry-After": seconds } : {};
  return headers;
}

/**
 * Where a landing form posts without JavaScript: the landing page in the page's language. English is
 * the index route, so its address needs "?index" to reach the index route's action; "/ar" is a route of
 * its own (app/routes.ts) and must not carry it.
 */
export function landingFormAction(locale: Locale, section: string): string {
  return locale === "en" ? `/?index#${section}` : `${localizePath("/", locale)}#${section}`;
}
