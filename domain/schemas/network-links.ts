import * as z from "zod/mini";

/** Limits of a hand-added network article (admin form and API). */
export const NETWORK_LINK_LIMITS = { title: 300, description: 2000, link: 2048, category: 40 } as const;

const text = (max: number, message: string) => z.string({ error: message }).check(z.trim(), z.maxLength(max, message));

/**
 * An article on the professional network added by the owner (SPEC §3 LinkedIn article): title,
 * description, link and date; category optional (the widget shows "LinkedIn" without one).
 */
export const networkLinkSchema = z.object({
  title: text(NETWORK_LINK_LIMITS.title, `Title must be at most ${NETWORK_LINK_LIMITS.title} characters`).check(
    z.minLength(1, "Title is required"),
  ),
  description: z._default(
    text(NETWORK_LINK_LIMITS.description, `Description must be at most ${NETWORK_LINK_LIMITS.description} characters`),
    "",
  ),
  link: z
    .string({ error: "Link must be an http(s) URL" })
    .check(
      z.trim(),
      z.maxLength(NETWORK_LINK_LIMITS.link, "Link is too long"),
      z.url({ protocol: /^https?$/, error: "Link must be an http(s) URL" }),
    ),
  category: z.optional(
    text(NETWORK_LINK_LIMITS.category, `Category must be at most ${NETWORK_LINK_LIMITS.category} characters`),
  ),
  publishedAt: z
    .string({ error: "Date is required" })
    .check(z.refine((value) => !Number.isNaN(Date.parse(value)), "Date must be a valid date")),
});

export type NetworkLinkInput = z.output<typeof networkLinkSchema>;
