import type { Context } from "hono";
import type * as z from "zod/mini";
import type { Locale } from "#domain/i18n/locales.ts";
import { fieldErrors } from "#domain/schemas/leads.ts";
import { HttpError } from "./errors.ts";
import { requestLocale, validationText } from "./locale.ts";

/** What a JSON door answers for a body it cannot read (here and the forms' `/api` door, ./api/intake.ts). */
export const UNREADABLE_BODY = {
  type: "Expected a JSON body (Content-Type: application/json)",
  json: "The request body is not valid JSON",
} as const;

/**
 * Reads a JSON body and parses it with a shared schema. Wrong content type → 415, broken JSON → 400,
 * schema failure → 400 whose message is the first problem and whose `errors` name every field, in
 * the request's language (./locale.ts: the body's `locale`, then Accept-Language).
 */
export async function readJson<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, UNREADABLE_BODY.type);
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, UNREADABLE_BODY.json);
  }
  return parseOrThrow(schema, body, requestLocale(c, body));
}

/** Parses input with a shared schema; failure → HttpError 400 naming each field (English unless told). */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, input: unknown, locale: Locale = "en"): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const text = validationText(locale);
    const first = result.error.issues[0];
    throw new HttpError(400, first ? text(first) : "Invalid input", fieldErrors(result.error.issues, text));
  }
  return result.data;
}
