import type { Context } from "hono";
import type * as z from "zod/mini";
import { fieldErrors } from "#domain/schemas/leads.ts";
import { HttpError } from "./errors.ts";

/**
 * Reads a JSON body and parses it with a shared schema. Wrong content type → 415, broken JSON → 400,
 * schema failure → 400 whose message is the first problem and whose `errors` name every field.
 */
export async function readJson<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, "Expected a JSON body (Content-Type: application/json)");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, "The request body is not valid JSON");
  }
  return parseOrThrow(schema, body);
}

/** Parses input with a shared schema; failure → HttpError 400 naming each field. */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpError(400, result.error.issues[0]?.message ?? "Invalid input", fieldErrors(result.error.issues));
  }
  return result.data;
}
