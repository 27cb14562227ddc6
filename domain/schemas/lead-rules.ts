/**
 * The lead forms' limits, messages and field names without zod, so a page can import them without
 * loading the schemas (the forms load `leads.ts` when a visitor starts filling one in). `leads.ts`
 * re-exports everything here.
 */

/** Maximum lengths are our own choice: generous for people, small enough that nobody stores a novel. */
export const LIMITS = {
  name: 100,
  email: 254,
  message: 5000,
  phone: 30,
  url: 2048,
} as const;

/**
 * The most of each field a refused form shows again (what the visitor typed, for them to correct):
 * a little over the limit, so "too long" is visible, and never more, so a huge post is not echoed.
 */
export const ECHO_LIMITS: Record<string, number> = {
  name: LIMITS.name + 1,
  email: LIMITS.email + 1,
  message: LIMITS.message + 1,
  phone: LIMITS.phone + 1,
  resumeUrl: LIMITS.url + 1,
  linkedinUrl: LIMITS.url + 1,
  portfolioUrl: LIMITS.url + 1,
  inquiryType: 20,
};

export const INQUIRY_TYPES = ["freelance", "collaboration", "fulltime", "consulting", "other"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const DEFAULT_INQUIRY_TYPE: InquiryType = "collaboration";

/**
 * What the schemas say when a field is refused: keys of the `forms` message namespace
 * (domain/i18n/messages/<locale>/forms.ts), translated into the page's or the request's language in
 * one place (domain/i18n/validation.ts). The English texts are SPEC §5's.
 */
export const MESSAGES = {
  name: "validation.name",
  email: "validation.email",
  contactMessage: "validation.contactMessage",
  careerMessage: "validation.careerMessage",
  inquiryType: "validation.inquiryType",
  url: "validation.url",
  tooLong: (field: TextField) => `validation.tooLong.${field}` as const,
  controlCharacters: (field: TextField) => `validation.controlCharacters.${field}` as const,
} as const;

/** The free-text fields whose length and characters are checked, each with its own sentence. */
export type TextField = "name" | "message" | "phone" | "company" | "topic";

/**
 * Text without control characters (Unicode `Cc`: C0, DEL, C1): they are never typed on purpose, some cannot be
 * stored at all (PostgreSQL refuses NUL), and they can break the e-mails a lead causes. Multi-line
 * fields keep tab and line breaks (a textarea posts CR LF).
 */
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
export const NO_CONTROL_CHARACTERS_MULTILINE = /^(?:[\t\n\r]|\P{Cc})*$/u;

/** The hidden field of a lead form posted without JavaScript that carries its server-rendered key. */
export const SUBMISSION_FIELD = "submission";

/**
 * The hidden field people never see; a bot that fills it is answered as a person is and ignored. Its
 * name and label are a field a form might well have (a bot fills what looks real); it is hidden by a
 * class of the site's stylesheet (`form-extra`), so nothing in the markup says so.
 */
export const HONEYPOT_FIELD = "fax";

/**
 * Field → first message, for forms to show beside each field. `text` turns an issue into words
 * (domain/i18n/validation.ts `issueText`); without it the schemas' message keys come back as they are.
 */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string; maximum?: unknown }[],
  text: (issue: { path: readonly PropertyKey[]; message: string; maximum?: unknown }) => string = (issue) =>
    issue.message,
) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= text(issue);
  }
  return errors;
}
