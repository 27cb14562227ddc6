import { createHash, randomBytes } from "node:crypto";
import type { AppLoadContext } from "#app/lib/server-types.ts";
import { DomainError } from "#domain/errors.ts";
import { SUBMISSION_FIELD } from "#domain/schemas/lead-rules.ts";

/**
 * The page door's idempotency (the `/api` door's is the `Idempotency-Key` header): each lead form
 * carries a hidden key the server rendered into it, so a double click or a browser's re-post of the
 * same answers gets the first result (the same page to go on to) instead of a second row or a 409.
 */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** A token of a manage link's form (32 random bytes, base64url), for a trapped bot's answer. */
export function randomLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A fresh key for a form, rendered by the page's loader. */
export function newSubmissionKey(): string {
  return randomBytes(16).toString("hex");
}

type Services = AppLoadContext["services"];
type Unit = Parameters<Parameters<Services["idempotency"]["once"]>[3]>[0];

/**
 * Runs `work` (which stores the submission and says where the visitor goes next) once per key and
 * answers. The same key with the same answers replays the first address. A page served from the
 * page cache gives its visitors the same key, so the same key with other answers is a different
 * person's submission: it is run on its own, without a key.
 */
export async function submitOnce(
  services: Services,
  scope: string,
  form: FormData,
  work: (unit?: Unit) => Promise<string>,
): Promise<string> {
  const key = form.get(SUBMISSION_FIELD);
  if (typeof key !== "string" || !KEY_PATTERN.test(key)) return work();
  const answers = [...form]
    .filter(([name, value]) => name !== SUBMISSION_FIELD && typeof value === "string")
    .map(([name, value]) => [name, value as string])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  const requestHash = createHash("sha256").update(JSON.stringify(answers)).digest("base64url");
  try {
    const answer = await services.idempotency.once(`page:${scope}`, key, requestHash, async (unit) => ({
      status: 303,
      body: { location: await work(unit) },
    }));
    return (answer.body as { location: string }).location;
  } catch (error) {
    if (error instanceof DomainError && error.kind === "unprocessable") return work();
    throw error;
  }
}
