import { createHash } from "node:crypto";
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

/** A key a page's browser made for one submission (app/lib/submission-key.ts): 32 hex digits. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * How long the page door keeps the answer to a post that came without a key (a browser without
 * JavaScript), for a re-post of the same answers to get it.
 */
export const KEYLESS_WINDOW_MS = 60 * 60_000;

/**
 * The idempotency key of a page form's post and the hash of its answers (every text field but the
 * key, in name order). With JavaScript the browser made the key when the page hydrated and makes a
 * new one per submission (never in the HTML, which the page cache shares between visitors); the same
 * key with the same answers is a retry, with other answers refused (422). Without JavaScript there is
 * no key: the page door makes one of the answers, the page's language and who sent them (address and
 * user agent), kept for `KEYLESS_WINDOW_MS`, so a double click or a re-post gets the first answer and
 * another visitor's identical answers, or the same ones an hour later, are a submission of their own.
 */
export function pageSubmissionOnce(
  posted: FormData,
  sender: { ip: string; userAgent: string | null; locale: Locale },
): { key: string; hash: string; ttlMs?: number } {
  const hash = answersHash(posted);
  const key = posted.get(SUBMISSION_FIELD);
  if (typeof key === "string" && KEY_PATTERN.test(key)) return { key, hash };
  const made = createHash("sha256")
    .update(JSON.stringify([sender.ip, sender.userAgent ?? "", sender.locale, hash]))
    .digest("base64url");
  return { key: `keyless:${made}`, hash, ttlMs: KEYLESS_WINDOW_MS };
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
 * replays a re-post (the same key, `pageSubmissionOnce`) with its first answer, even over the limit,
 * and counts it against the form's limits, shared with its `/api` door. Accepted: a redirect to the declaration's page. Refused or over the limit: the page itself, its form filled in
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
  // A hydrated page posts to its data address ("/ar.data"): the page's language is the page's.
  const locale = localeFromPath(new URL(request.url).pathname.replace(/\.data$/, ""));
  const ip = clientIp ?? "unknown";
  const admin = Boolean(user?.isAdmin);
  const posted = await request.formData();
  const { intent, [SUBMISSION_FIELD]: _key, ...fields } = formValues(posted);
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
    once: pageSubmissionOnce(posted, { ip, userAgent: request.headers.get("User-Agent"), locale }),
  });
  const refused = (status: number, errors: E, init: ResponseInit = {}) =>
    data({ intent: form, errors, values: outcome.values }, { ...init, status });
  switch (outcome.kind) {
    case "accepted":
      return redirect((outcome.answer.body as { location: string }).location);
    case "invalid":
      return refused(400, errorsFor({ issues: outcome.issues, locale }));
    case "refused": {
      const { kind, fields: problems, message } = outcome.error;
      // A key sent again with other answers: the browser makes a new key for the next try.
      const head = kind === "unprocessable" ? formsText(locale)("submission.changed") : message;
      return refused(STATUS_BY_KIND[kind], errorsFor({ fields: problems ?? { form: head }, locale }));
    }
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

/** The answers a page form posted (every text field but the key, in name order): the same answers, the same hash. */
function answersHash(posted: FormData): string {
  const answers = [...posted]
    .filter(([name, value]) => name !== SUBMISSION_FIELD && typeof value === "string")
    .map(([name, value]) => [name, value as string])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(answers)).digest("base64url");
}
