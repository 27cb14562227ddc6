import type * as z from "zod/mini";
import { type Locale, localizePath } from "#domain/i18n/locales.ts";
import type { IssueText } from "#domain/i18n/validation.ts";
import { ECHO_LIMITS, fieldErrors, HONEYPOT_FIELD } from "#domain/schemas/lead-rules.ts";

/** Field name → the message shown under that field. */
export type FieldErrors = Record<string, string>;

/** A form's text fields (files are never part of these forms), by name. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === "string") values[name] = value;
  return values;
}

export type FormSubmission<T> =
  | { ok: true; data: T; isBot: boolean }
  /**
   * `values` are what the visitor typed, to fill the form in again: only the schema's fields (minus
   * the honeypot), each cut to its `ECHO_LIMITS` length, since the page sends them back twice.
   */
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * Parses a posted form with a shared schema, for route actions (the forms without JavaScript).
 * `isBot` says the honeypot was filled: answer as if it worked and store nothing. `text` writes the
 * errors in the page's language (`formIssueText(locale)` from ./forms.server.ts).
 */
export function parseFormSubmission<S extends z.ZodMiniObject>(
  schema: S,
  formData: FormData,
  text: IssueText,
): FormSubmission<z.output<S>> {
  const { intent: _intent, ...values } = formValues(formData);
  const result = schema.safeParse(values);
  if (!result.success) {
    const visible: Record<string, string> = {};
    for (const name of Object.keys(schema.shape)) {
      const value = values[name];
      if (value !== undefined && name !== HONEYPOT_FIELD) visible[name] = value.slice(0, ECHO_LIMITS[name] ?? 100);
    }
    return { ok: false, errors: fieldErrors(result.error.issues, text), values: visible };
  }
  return { ok: true, data: result.data, isBot: Boolean(values[HONEYPOT_FIELD]) };
}

/** What a route action returns for a form it could not accept, so the page can show it again. */
export type FormResult = { errors: FieldErrors; values: Record<string, string> };

/**
 * Where a landing form posts without JavaScript: the landing page in the page's language. English is
 * the index route, so its address needs "?index" to reach the index route's action; "/ar" is a route of
 * its own (app/routes.ts) and must not carry it.
 */
export function landingFormAction(locale: Locale, section: string): string {
  return locale === "en" ? `/?index#${section}` : `${localizePath("/", locale)}#${section}`;
}
