import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { IdempotencyService, StoredAnswer, UnitOfWork } from "#server/services/idempotency.ts";
import type { AppEnv } from "./env.ts";
import { HttpError } from "./errors.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Visible ASCII, as in the IETF draft's examples (UUIDs); long enough for any client's scheme. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * Answers a POST whose writes `work` does: once per `Idempotency-Key` when the client sends one (a
 * repeat gets the first status and body, marked `Idempotent-Replayed: true`), as usual without.
 * Call it after the body was validated: a refused body stores nothing and needs no record.
 */
export async function answerOnce(
  c: Context<AppEnv>,
  idempotency: IdempotencyService,
  scope: string,
  work: (unit?: UnitOfWork) => Promise<StoredAnswer>,
): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) {
    const answer = await work();
    return c.json(answer.body, answer.status as ContentfulStatusCode);
  }
  if (!KEY_PATTERN.test(key))
    throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`);
  // The body as read (hono keeps the parsed JSON and gives it back as text): same request, same hash.
  const requestHash = createHash("sha256")
    .update(await c.req.text())
    .digest("base64url");
  const answer = await idempotency.once(scope, key, requestHash, work);
  if (answer.replayed) c.header("Idempotent-Replayed", "true");
  return c.json(answer.body, answer.status as ContentfulStatusCode);
}
