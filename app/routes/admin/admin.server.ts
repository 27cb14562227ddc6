import { data, type RouterContextProvider, redirect } from "react-router";
import { getAppContext } from "#app/lib/context.ts";
import type { AppLoadContext } from "#app/lib/server-types.ts";
import { ACTION_MESSAGES, type AdminActionResult } from "#domain/admin-actions.ts";
import { DomainError, STATUS_BY_KIND } from "#domain/errors.ts";

/** The request's context once the admin is known: `user` is there and is the admin. */
export type AdminContext = AppLoadContext & { user: NonNullable<AppLoadContext["user"]> };

/**
 * The admin gate, decided on the server: the admin's context, or a redirect to / for anyone else
 * (SPEC §2). Every admin loader and action calls it first, the layout's included: React Router runs a
 * child route's loader alongside its parents' rather than after them, so the layout's check alone
 * would not keep a child's data (or a change) from a stranger.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>): AdminContext {
  const appContext = getAppContext(context);
  if (!appContext.user?.isAdmin) throw redirect("/");
  return appContext as AdminContext;
}

/** An admin action's answer: a fetcher's toast, or the line a page without JavaScript shows. */
export type AdminAnswer = ReturnType<typeof data<AdminActionResult>>;

export const done = (message: string, extra: { title?: string; feedUrl?: string } = {}): AdminAnswer =>
  data<AdminActionResult>({ ok: true, message, ...extra });

export const refused = (
  message: string = ACTION_MESSAGES.invalid,
  status = 400,
  extra: { errors?: Record<string, string>; values?: Record<string, string> } = {},
): AdminAnswer => data<AdminActionResult>({ ok: false, message, ...extra }, { status });

/**
 * The one way a DomainError becomes an action's answer: `{ ok: false, message, errors }` with the
 * status of its kind (STATUS_BY_KIND, the table the JSON API answers by too), so a page form and the
 * API never disagree. `extra` joins the body (the values a form without JavaScript sent back, or an
 * editor's own fields). Anything that is not a DomainError is a fault, not a refusal: rethrown, to the
 * error boundary and the logs.
 */
export function refusal<Extra extends object = Record<never, never>>(error: unknown, extra?: Extra) {
  if (!(error instanceof DomainError)) throw error;
  const body = { ok: false, message: error.message, ...(error.fields ? { errors: error.fields } : {}), ...extra };
  return data(body as unknown as Omit<Refusal, keyof Extra> & Extra, { status: STATUS_BY_KIND[error.kind] });
}

type Refusal = { ok: false; message: string; errors?: Record<string, string> };

/** Runs an action's change and answers a DomainError it throws with `refusal`. */
export async function answering<Answer>(change: () => Promise<Answer>): Promise<Answer | AdminAnswer> {
  try {
    return await change();
  } catch (error) {
    return refusal(error);
  }
}
