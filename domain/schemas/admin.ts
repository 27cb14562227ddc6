import * as z from "zod/mini";

/**
 * The admin dashboard's inputs (list queries, handled toggles, deletions, CSV export), parsed the same
 * way by the `/admin` loader and action and by the admin JSON API. Anything unknown falls back to a
 * default instead of failing, because these values come from the address bar.
 */

export const ADMIN_PAGE_SIZE = 20;
/** Longest search text the lists accept (longer input is cut, not refused). */
export const ADMIN_SEARCH_MAX = 100;

export const LEAD_STATUSES = ["all", "open", "handled"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const SUBSCRIBER_STATUSES = ["all", "active", "pending", "unsubscribed", "bounced", "complained"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const CSV_STATUSES = ["active", "all"] as const;
export type CsvStatus = (typeof CSV_STATUSES)[number];

const searchField = z.pipe(
  z.catch(z.optional(z.string()), undefined),
  z.transform((value: string | undefined) => (value ?? "").trim().slice(0, ADMIN_SEARCH_MAX)),
);
const pageField = z.pipe(
  z.catch(z.optional(z.string()), undefined),
  z.transform((value: string | undefined) => {
    const page = Number.parseInt(value ?? "1", 10);
    return Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1;
  }),
);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.catch(z.enum(values), fallback);

export const leadListQuerySchema = z.object({
  q: searchField,
  page: pageField,
  status: oneOf(LEAD_STATUSES, "all"),
});
export type LeadListQuery = { q: string; page: number; status: LeadStatus };

export const subscriberListQuerySchema = z.object({
  q: searchField,
  page: pageField,
  status: oneOf(SUBSCRIBER_STATUSES, "all"),
});
export type SubscriberListQuery = { q: string; page: number; status: SubscriberStatus };

export const csvQuerySchema = z.object({ status: oneOf(CSV_STATUSES, "active") });

export const recordIdSchema = z.string({ error: "Unknown record" }).check(z.uuid("Unknown record"));

export const handledSchema = z.object({
  handled: z.boolean({ error: "Say whether it is handled (true or false)" }),
});

/** Reads a URLSearchParams into a plain object of its first values, for the schemas above. */
export function searchParamsObject(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in result)) result[key] = value;
  return result;
}
