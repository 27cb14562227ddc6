import * as z from "zod/mini";
import { safeLocalPath } from "#domain/safe-local-path.ts";

/**
 * A newsletter issue as the owner writes it in the admin area (decision 028), parsed the same way by
 * the Newsletter section's action and the service. Addresses are the site's own paths ("/images/…") or http(s).
 */

export const NEWSLETTER_LIMITS = { subject: 200, preheader: 200, body: 50_000, ctaLabel: 80, url: 2_000 } as const;

const siteOrWebAddress = z.string().check(
  z.trim(),
  z.maxLength(NEWSLETTER_LIMITS.url, "That address is too long"),
  z.refine(
    (value) => value === "" || safeLocalPath(value) !== null || /^https?:\/\/\S+$/i.test(value),
    "Use an address starting with https:// or one of the site's own paths (/…)",
  ),
);

const optionalText = (max: number, message: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((value: string | undefined) => value ?? ""),
  );

export const newsletterIssueSchema = z.object({
  locale: z.enum(["en", "ar"], { error: "Choose English or Arabic" }),
  subject: z
    .string({ error: "Give the issue a subject" })
    .check(
      z.trim(),
      z.minLength(1, "Give the issue a subject"),
      z.maxLength(NEWSLETTER_LIMITS.subject, "Keep the subject under 200 characters"),
    ),
  preheader: optionalText(NEWSLETTER_LIMITS.preheader, "Keep the preview line under 200 characters"),
  body: optionalText(NEWSLETTER_LIMITS.body, "The text is too long (50,000 characters at most)"),
  ctaLabel: optionalText(NEWSLETTER_LIMITS.ctaLabel, "Keep the button's words under 80 characters"),
  ctaUrl: z.pipe(
    z.optional(siteOrWebAddress),
    z.transform((v: string | undefined) => v ?? ""),
  ),
  imageUrl: z.pipe(
    z.optional(siteOrWebAddress),
    z.transform((v: string | undefined) => v ?? ""),
  ),
});
export type NewsletterIssueInput = z.infer<typeof newsletterIssueSchema>;

/** The welcome e-mail of one language, as the owner edits it. */
export const newsletterWelcomeSchema = z.object({
  locale: z.enum(["en", "ar"], { error: "Choose English or Arabic" }),
  enabled: z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => value === "yes"),
  ),
  subject: z
    .string({ error: "Give the welcome e-mail a subject" })
    .check(
      z.trim(),
      z.minLength(1, "Give the welcome e-mail a subject"),
      z.maxLength(NEWSLETTER_LIMITS.subject, "Keep the subject under 200 characters"),
    ),
  body: z
    .string({ error: "Write the welcome e-mail" })
    .check(
      z.trim(),
      z.minLength(1, "Write the welcome e-mail"),
      z.maxLength(NEWSLETTER_LIMITS.body, "The text is too long (50,000 characters at most)"),
    ),
});
