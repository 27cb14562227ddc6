import { DomainError } from "#domain/errors.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { IssueLike } from "#domain/i18n/validation.ts";
import { HONEYPOT_FIELD } from "#domain/schemas/lead-rules.ts";
import type { Logger } from "#server/logger.ts";
import type { Analytics } from "../analytics/counter.ts";
import type { IdempotencyService, StoredAnswer } from "../idempotency.ts";
import type { RateLimiter, RateLimitResult } from "../rate-limit.ts";
import type { BookingDecoys } from "./decoys.ts";
import { type Door, INTAKE_FORMS, type IntakeDeps, type IntakeFormName, idempotencyScope } from "./forms.ts";

export { type Door, INTAKE_FORMS, type IntakeFormName, idempotencyScope, isIntakeForm } from "./forms.ts";

export type IntakeLimits = {
  /** Accepted submissions per form and client address in the window (RATE_LIMIT_FORM_POSTS). */
  accepted: number;
  /** Refused ones (invalid, a taken time), a looser cap against scripts (RATE_LIMIT_INVALID_FORM_POSTS). */
  refused: number;
  windowMs: number;
};

/** What a door hands the intake: the body it read, and who sent it. */
export type Submission = {
  door: Door;
  /** The JSON body, or a page form's text fields (without its `intent` and key). */
  fields: unknown;
  locale: Locale;
  /** The client's address: the buckets are per form and address. */
  ip: string;
  /** A signed-in admin is never limited by visitors' traffic from the same address. */
  admin: boolean;
  /** The request's headers (user agent, GPC/DNT): with `ip`, the visit it was sent in (issue #44). */
  headers?: (name: string) => string | undefined;
  /**
   * The idempotency key (the `Idempotency-Key` header; on a page, the `submission` field its browser
   * made, or one the page door made of the answers) and the request's hash; `ttlMs` when the answer
   * is kept for less than the service's day.
   */
  once?: { key: string; hash: string; ttlMs?: number };
};

/** Where a submission stands against its form's limits (the `/api` door sends it as `RateLimit-*`). */
export type LimitState = Pick<RateLimitResult, "limit" | "remaining" | "resetAt">;

/** What became of a submission; each door turns it into its own kind of answer. */
export type IntakeOutcome = {
  form: IntakeFormName;
  /** Absent for an admin, who is not limited. */
  limit?: LimitState;
  /** What the visitor typed, cut to the form's echo lengths (the honeypot left out), for a page to show again. */
  values: Record<string, string>;
} & (
  | { kind: "accepted"; answer: StoredAnswer; replayed: boolean }
  /** The schema refused it: the issues carry the `forms` message keys, for the door to word. */
  | { kind: "invalid"; issues: readonly IssueLike[] }
  /** The service refused it (a taken time: 409), or a key was reused for another request (422). */
  | { kind: "refused"; error: DomainError }
  /** Over a limit: nothing was read or stored. */
  | { kind: "limited"; retryAfterSeconds: number }
);

const secondsUntil = (at: Date, now: number) => Math.max(1, Math.ceil((at.getTime() - now) / 1000));

/**
 * Takes a submission of a declared form (./forms.ts) through the same steps whichever door it came
 * through:
 * 1. a stored answer for its idempotency key and the same request is replayed, before any limit, so
 *    a retry gets its first answer even once the bucket is full;
 * 2. the form's limits, looked at and not yet counted (a signed-in admin passes);
 * 3. the shared schema (refused: counted toward the looser refused cap);
 * 4. the honeypot: a trapped submission gets the declaration's `trap`, which checks as a real one
 *    does and stores nothing, logged;
 * 5. the service call and the door's answer, once per key (`idempotency.once`), counted toward the
 *    form's bucket. A service refusal counts as refused; a replay counts toward neither.
 * What a request is becomes known only as it runs, so the limits are looked at first and counted
 * after: two requests at the same instant may both take the last place (decision 025).
 */
export function createIntake({
  deps,
  idempotency,
  limiter,
  limits,
  logger,
  analytics,
  now = Date.now,
}: {
  deps: Omit<IntakeDeps, "decoys"> & { decoys: BookingDecoys };
  idempotency: IdempotencyService;
  limiter: RateLimiter;
  limits: IntakeLimits;
  logger: Logger;
  /** Links each accepted submission to its visit (issue #44); absent when counting is off. */
  analytics?: Analytics;
  now?: () => number;
}) {
  const buckets = (form: string, ip: string) => ({
    accepted: `form:${form}:${ip}`,
    refused: `form-refused:${form}:${ip}`,
  });

  /** Both limits, looked at; the first full one answers. */
  async function look(form: string, ip: string) {
    const keys = buckets(form, ip);
    const [accepted, refused] = await Promise.all([
      limiter.peek(keys.accepted, limits.accepted, limits.windowMs),
      limiter.peek(keys.refused, limits.refused, limits.windowMs),
    ]);
    const full = !accepted.allowed ? accepted : !refused.allowed ? refused : null;
    return { state: accepted, full };
  }

  const count = (form: string, ip: string, which: "accepted" | "refused") =>
    limiter.hit(buckets(form, ip)[which], limits[which], limits.windowMs);

  return {
    /** The declared forms' names (the `/api` endpoints and what page routes may name). */
    forms: Object.keys(INTAKE_FORMS) as IntakeFormName[],

    /** The decoys trapped bookings leave for their manage page (./decoys.ts). */
    decoys: deps.decoys,

    async take(form: IntakeFormName, submission: Submission): Promise<IntakeOutcome> {
      const declaration = INTAKE_FORMS[form];
      const { door, locale, ip, admin, once } = submission;
      // A page's flat fields, shaped as the schema takes them where the form says how.
      const page =
        door === "page" && declaration.fromPage && isTextFields(submission.fields) ? declaration.fromPage : null;
      const fields = page ? page.input(submission.fields as Record<string, string>) : submission.fields;
      const values = {
        ...echo(submission.fields, declaration.echo),
        ...(page ? page.echo(submission.fields as Record<string, string>) : {}),
      };
      const scope = idempotencyScope(door, form);

      if (once) {
        const stored = await idempotency.stored(scope, once.key, once.hash);
        if (stored) return { form, values, kind: "accepted", answer: stored, replayed: true };
      }

      let limit: LimitState | undefined;
      if (!admin) {
        const { state, full } = await look(form, ip);
        limit = state;
        if (full) return { form, values, limit, kind: "limited", retryAfterSeconds: secondsUntil(full.resetAt, now()) };
      }
      const refuse = async <T>(outcome: T) => {
        if (!admin) await count(form, ip, "refused");
        return outcome;
      };

      const parsed = declaration.schema.safeParse(fields);
      if (!parsed.success)
        return refuse({ form, values, limit, kind: "invalid" as const, issues: parsed.error.issues });
      const input = parsed.data as Record<string, unknown>;
      const trapped = Boolean(input[HONEYPOT_FIELD]);
      if (trapped) logger.warn({ form, ip, door }, "honeypot filled: submission dropped");

      // The visit it was sent in: a signed-in owner's posts and trapped ones are no conversion.
      const visit =
        analytics && submission.headers && !admin && !trapped
          ? await analytics.visitOf(ip, submission.headers).catch((error: unknown) => {
              logger.warn({ err: error, form }, "analytics: could not find the visit of a submission");
              return null;
            })
          : null;
      const cameFrom = visit?.cameFrom ?? null;

      try {
        // A trap's checks read outside the key's transaction (PGlite runs one at a time); it writes nothing the key needs.
        const trap = trapped ? await declaration.trap(deps, input, door, locale) : undefined;
        const run = async (unit?: Parameters<typeof declaration.submit>[2]) => {
          const result = trapped ? trap : await declaration.submit(deps, input, unit, locale, cameFrom);
          return door === "api"
            ? declaration.json(result, input, locale)
            : { status: 303, body: { location: declaration.page(result, locale) } };
        };
        // The same key with other answers is refused (422) on both doors: keys are made per
        // submission, in the visitor's browser or of the answers themselves, never shared.
        const answer: StoredAnswer & { replayed?: boolean } = once
          ? await idempotency.once(scope, once.key, once.hash, run, { ttlMs: once.ttlMs })
          : await run();
        const replayed = answer.replayed === true;
        if (!admin && !replayed) await count(form, ip, "accepted");
        if (analytics && !admin && !replayed && !trapped) {
          await analytics.convert(declaration.goal, declaration.goalDetail?.(input as never) ?? null, visit);
        }
        return {
          form,
          values,
          limit,
          kind: "accepted",
          answer: { status: answer.status, body: answer.body },
          replayed,
        };
      } catch (error) {
        if (
          error instanceof DomainError &&
          (error.kind === "invalid" ||
            error.kind === "conflict" ||
            error.kind === "not_found" ||
            error.kind === "unprocessable")
        )
          return refuse({ form, values, limit, kind: "refused" as const, error });
        throw error;
      }
    },

    /**
     * A post refused before its form could be read: a body the `/api` door cannot read (wrong type,
     * broken JSON, a malformed key) or a page post naming no form the page takes (a script's guess,
     * counted under "other"). Counted as refused, so it is capped like any refused form; answers how
     * long to wait once over the cap.
     */
    async refuseUnread(form: IntakeFormName | "other", ip: string, admin: boolean) {
      if (admin) return null;
      const { full } = await look(form, ip);
      if (full) return { retryAfterSeconds: secondsUntil(full.resetAt, now()) };
      await count(form, ip, "refused");
      return null;
    },
  };
}

const isTextFields = (fields: unknown): fields is Record<string, string> =>
  typeof fields === "object" && fields !== null && Object.values(fields).every((v) => typeof v === "string");

/** What a refused page form shows again: the declared fields only (never the honeypot), each cut to its length. */
function echo(fields: unknown, lengths: Readonly<Record<string, number>>): Record<string, string> {
  const values: Record<string, string> = {};
  if (!fields || typeof fields !== "object") return values;
  for (const [name, max] of Object.entries(lengths)) {
    const value = (fields as Record<string, unknown>)[name];
    if (typeof value === "string" && name !== HONEYPOT_FIELD) values[name] = value.slice(0, max);
  }
  return values;
}

export type Intake = ReturnType<typeof createIntake>;
