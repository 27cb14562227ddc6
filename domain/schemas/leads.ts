import * as z from "zod/mini";
import {
  DEFAULT_INQUIRY_TYPE,
  HONEYPOT_FIELD,
  INQUIRY_TYPES,
  LIMITS,
  MESSAGES,
  NO_CONTROL_CHARACTERS,
  NO_CONTROL_CHARACTERS_MULTILINE,
  type TextField,
} from "./lead-rules.ts";

/**
 * The lead forms' rules (SPEC §5), shared by the browser (convenience) and the server (the rule).
 * `zod/mini` keeps these a few KB, and the forms load this module only when a visitor starts filling
 * one in; the limits, messages and field names live in the zod-free `lead-rules.ts`.
 */
export {
  DEFAULT_INQUIRY_TYPE,
  fieldErrors,
  HONEYPOT_FIELD,
  INQUIRY_TYPES,
  type InquiryType,
  LIMITS,
  MESSAGES,
} from "./lead-rules.ts";

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

/** Refuses control characters (see lead-rules.ts); multi-line fields keep tab and line breaks. */
const plainText = (field: TextField, multiline = false) =>
  z.regex(multiline ? NO_CONTROL_CHARACTERS_MULTILINE : NO_CONTROL_CHARACTERS, MESSAGES.controlCharacters(field));

/**
 * People's text is stored as Unicode NFC (the composed form keyboards mostly type), so the same name
 * typed on two systems is the same string, and lengths are counted after composing. Limits count
 * characters (UTF-16 code units, as the browser's `maxlength` does), never bytes: an Arabic letter is
 * one character and two bytes of UTF-8.
 */
export const nameField = z
  .string({ error: MESSAGES.name })
  .check(
    z.trim(),
    z.normalize("NFC"),
    z.minLength(2, MESSAGES.name),
    z.maxLength(LIMITS.name, MESSAGES.tooLong("name")),
    plainText("name"),
  );

const messageField = (min: number, error: string) =>
  z
    .string({ error })
    .check(
      z.trim(),
      z.normalize("NFC"),
      z.minLength(min, error),
      z.maxLength(LIMITS.message, MESSAGES.tooLong("message")),
      plainText("message", true),
    );

/** An optional text: blank becomes null. */
const optionalText = (max: number, field: TextField) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.string().check(z.trim(), z.normalize("NFC"), z.maxLength(max, MESSAGES.tooLong(field)), plainText(field)),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

/** An optional http(s) address: blank becomes null; anything else must be a web URL. */
const optionalUrl = z.pipe(
  z.optional(
    z.nullable(
      z.union([
        z.literal(""),
        z.string({ error: MESSAGES.url }).check(
          z.trim(),
          z.maxLength(LIMITS.url, MESSAGES.url),
          // The URL parser accepts a NUL in the path (it would store the raw text), so refuse it first.
          z.regex(NO_CONTROL_CHARACTERS, MESSAGES.url),
          z.url({ protocol: /^https?$/, error: MESSAGES.url }),
        ),
      ]),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? value.trim() : null)),
);

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
  name: optionalText(LIMITS.name, "name"),
  /** SPEC §7 sends `subscribed: true`; signing up always means subscribing. */
  subscribed: z.optional(z.boolean()),
  [HONEYPOT_FIELD]: honeypot,
});
export type NewsletterInput = z.output<typeof newsletterSchema>;

export const careerSchema = z.object({
  name: nameField,
  email: emailField,
  phone: optionalText(LIMITS.phone, "phone"),
  inquiryType: z._default(z.enum(INQUIRY_TYPES, { error: MESSAGES.inquiryType }), DEFAULT_INQUIRY_TYPE),
  message: messageField(20, MESSAGES.careerMessage),
  resumeUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  portfolioUrl: optionalUrl,
  [HONEYPOT_FIELD]: honeypot,
});
export type CareerInput = z.output<typeof careerSchema>;
