import * as z from "zod/mini";

/**
 * The lead forms' rules (SPEC §5), shared by the browser (convenience) and the server (the rule).
 * `zod/mini` keeps these a few KB in the landing page's bundle. Maximum lengths are our own choice:
 * generous for people, small enough that nobody stores a novel through a contact form.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  message: 5000,
  phone: 30,
  url: 2048,
} as const;

export const INQUIRY_TYPES = ["freelance", "collaboration", "fulltime", "consulting", "other"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const DEFAULT_INQUIRY_TYPE: InquiryType = "collaboration";

export const MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  contactMessage: "Message must be at least 10 characters",
  careerMessage: "Message must be at least 20 characters",
  inquiryType: "Please select an inquiry type",
  url: "Please enter a valid URL starting with http:// or https://",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

/** Trimmed; the domain lower-cased (the local part is the mailbox owner's business). */
export const emailField = z.pipe(
  z
    .string({ error: MESSAGES.email })
    .check(z.trim(), z.maxLength(LIMITS.email, MESSAGES.email), z.email({ error: MESSAGES.email })),
  z.transform((value: string) => {
    const at = value.lastIndexOf("@");
    return value.slice(0, at) + value.slice(at).toLowerCase();
  }),
);

const nameField = z
  .string({ error: MESSAGES.name })
  .check(z.trim(), z.minLength(2, MESSAGES.name), z.maxLength(LIMITS.name, MESSAGES.tooLong("Name", LIMITS.name)));

const messageField = (min: number, error: string) =>
  z
    .string({ error })
    .check(z.trim(), z.minLength(min, error), z.maxLength(LIMITS.message, MESSAGES.tooLong("Message", LIMITS.message)));

/** An optional text: blank becomes null. */
const optionalText = (max: number, field: string) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, MESSAGES.tooLong(field, max))))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

/** An optional http(s) address: blank becomes null; anything else must be a web URL. */
const optionalUrl = z.pipe(
  z.optional(
    z.nullable(
      z.union([
        z.literal(""),
        z
          .string({ error: MESSAGES.url })
          .check(z.trim(), z.maxLength(LIMITS.url, MESSAGES.url), z.url({ protocol: /^https?$/, error: MESSAGES.url })),
      ]),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? value.trim() : null)),
);

/** The hidden field people never see; a bot that fills it is answered politely and ignored. */
export const HONEYPOT_FIELD = "website";
const honeypot = z.optional(z.string());

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  message: messageField(10, MESSAGES.contactMessage),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactInput = z.output<typeof contactSchema>;

export const newsletterSchema = z.object({
  email: emailField,
  name: optionalText(LIMITS.name, "Name"),
  /** SPEC §7 sends `subscribed: true`; signing up always means subscribing. */
  subscribed: z.optional(z.boolean()),
  [HONEYPOT_FIELD]: honeypot,
});
export type NewsletterInput = z.output<typeof newsletterSchema>;

export const careerSchema = z.object({
  name: nameField,
  email: emailField,
  phone: optionalText(LIMITS.phone, "Phone"),
  inquiryType: z._default(z.enum(INQUIRY_TYPES, { error: MESSAGES.inquiryType }), DEFAULT_INQUIRY_TYPE),
  message: messageField(20, MESSAGES.careerMessage),
  resumeUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  portfolioUrl: optionalUrl,
  [HONEYPOT_FIELD]: honeypot,
});
export type CareerInput = z.output<typeof careerSchema>;

/** Field → first message, for forms to show beside each field. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
