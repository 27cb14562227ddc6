import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "./errors.ts";

/**
 * Reads a JSON body and parses it with a shared schema. Wrong content type → 415, broken JSON → 400,
 * schema failure → 400 whose message is the first problem and whose `errors` name every field.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
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
  const result = schema.safeParse(body);
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".") || "body";
      errors[key] ??= issue.message;
    }
    throw new HttpError(400, result.error.issues[0]?.message ?? "Invalid input", errors);
  }
  return result.data;
}
