import type { MessageValues } from "./translate.ts";

/** What a zod issue carries that a message needs: its key (the schema's `message`) and the limit it broke. */
export type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string; readonly maximum?: unknown };

/** Turns one issue into the sentence a person reads. */
export type IssueText = (issue: IssueLike) => string;

/**
 * The one place validation messages become words. The shared schemas (domain/schemas/) emit message
 * keys of the `forms` namespace (`validation.*`); `t` is that namespace's translator in the page's or
 * the request's language (`useT("forms")` in components, `createTranslator(locale, CATALOGUE.forms[locale])`
 * on the server). `{max}` and the plural form come from the issue's limit. A message that is not a key
 * (zod's own, or a schema that still speaks English) comes back unchanged: the translator returns
 * an unknown key as it is.
 */
export function issueText(t: (key: never, values?: MessageValues) => string): IssueText {
  const translate = t as (key: string, values?: MessageValues) => string;
  return (issue) => {
    const max = typeof issue.maximum === "number" || typeof issue.maximum === "bigint" ? Number(issue.maximum) : null;
    // The limit as typed ("5000", not "5,000"), and as `count` for the plural form.
    return translate(issue.message, max === null ? undefined : { max: String(max), count: max });
  };
}

/**
 * "Too many requests. Please try again in N seconds/minutes." for an answer over a rate limit, from
 * the `forms` namespace's translator (both doors of a form and the shell's other limits say it alike).
 */
export function retryText(t: (key: never, values?: MessageValues) => string, seconds: number): string {
  const translate = t as (key: string, values?: MessageValues) => string;
  return seconds < 60
    ? translate("rateLimit.seconds", { count: seconds })
    : translate("rateLimit.minutes", { count: Math.ceil(seconds / 60) });
}
