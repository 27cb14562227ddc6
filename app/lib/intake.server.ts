import { createHash, randomBytes } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import { getAppContext } from "#app/lib/context.ts";
import { formIssueText } from "#app/lib/forms.server.ts";
import { type FieldErrors, formValues } from "#app/lib/forms.ts";
import { STATUS_BY_KIND } from "#domain/errors.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localeFromPath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { type IssueLike, retryText } from "#domain/i18n/validation.ts";
import { fieldErrors, SUBMISSION_FIELD } from "#domain/schemas/lead-rules.ts";

/** A page form's server-rendered key: the root loader renders a fresh one into every form's `submission` field. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** A fresh key for a page's forms (the page door's idempotency; the `/api` door's is the `Idempotency-Key` header). */
export function newSubmissionKey(): string {
  return randomBytes(16).toString("hex");
}

/** Why a page form was not accepted, for the page to word: the schema's issues, or messages per field. */
export type PageFailure = { issues?: readonly IssueLike[]; fields?: Record<string, string>; locale: Locale };

/** What a page shows under each field of a refused form: by default the words in the page's language. */
export type PageErrors<E> = (failure: PageFailure) => E;

const fieldWords: PageErrors<FieldErrors> = ({ issues, fields, locale }) =>
  issues ? fieldErrors(issues, formIssueText(locale)) : (fields ?? {});

/**
 * The page door of the declared forms (server/services/intake/forms.ts): a route action that takes
 * `forms` (its `handle.intake`) hands the post here. One form is that form; several are told apart by
 * the post's `intent`. The intake parses it with the form's schema, answers the honeypot as a person,
 * replays a re-post of the page's key (the hidden `submission` field) with its first answer, even over
 * the limit, and counts it against the form's limits, shared with its `/api` door. Accepted: a
 * redirect to the declaration's page. Refused or over the limit: the page itself, its form filled in
 * again with what was typed, the reason under the field or at the form's head (`errors.form`, with
 * `Retry-After` over the limit; the route's `headers` passes it on: `retryAfter` in ./forms.ts).
 * `errorsFor` is how the page shows a field's problem (booking words its own).
 */
export async function takePageForm<E = FieldErrors>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  forms: readonly string[],
  errorsFor: PageErrors<E> = fieldWords as PageErrors<E>,
) {
  const { services, user, clientIp } = getAppContext(context);
  const { intake } = services;
  const locale = localeFromPath(new URL(request.url).pathname);
  const ip = clientIp ?? "unknown";
  const admin = Boolean(user?.isAdmin);
  const posted = await request.formData();
  const { intent, [SUBMISSION_FIELD]: key, ...fields } = formValues(posted);
  const form = forms.length === 1 ? forms[0] : intent;
  if (!form || !forms.includes(form) || !intake.forms.includes(form as never)) {
    const limited = await intake.refuseUnread("other", ip, admin);
    if (limited)
      throw data(retryText(formsText(locale), limited.retryAfterSeconds), {
        status: 429,
        headers: retryHeader(limited.retryAfterSeconds),
      });
    throw data("Unknown form", { status: 400 });
  }
  const outcome = await intake.take(form as (typeof intake.forms)[number], {
    door: "page",
    fields,
    locale,
    ip,
    admin,
    headers: (name) => request.headers.get(name) ?? undefined,
    once: key !== undefined && KEY_PATTERN.test(key) ? { key, hash: answersHash(posted) } : undefined,
  });
  const refused = (status: number, errors: E, init: ResponseInit = {}) =>
    data({ intent: form, errors, values: outcome.values }, { ...init, status });
  switch (outcome.kind) {
    case "accepted":
      return redirect((outcome.answer.body as { location: string }).location);
    case "invalid":
      return refused(400, errorsFor({ issues: outcome.issues, locale }));
    case "refused":
      return refused(
        STATUS_BY_KIND[outcome.error.kind],
        errorsFor({ fields: outcome.error.fields ?? { form: outcome.error.message }, locale }),
      );
    case "limited": {
      const message = retryText(formsText(locale), outcome.retryAfterSeconds);
      return refused(429, errorsFor({ fields: { form: message }, locale }), {
        headers: retryHeader(outcome.retryAfterSeconds),
      });
    }
  }
}

const retryHeader = (seconds: number) => ({ "Retry-After": String(seconds) });
const formsText = (locale: Locale) => createTranslator(locale, CATALOGUE.forms[locale]);

/**
 * The answers a page form posted (every text field but the key, in name order): a re-post of the same
 * answers has the same hash, another visitor's answers under a cached page's shared key another one.
 */
function answersHash(posted: FormData): string {
  const answers = [...posted]
    .filter(([name, value]) => name !== SUBMISSION_FIELD && typeof value === "string")
    .map(([name, value]) => [name, value as string])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(answers)).digest("base64url");
}
