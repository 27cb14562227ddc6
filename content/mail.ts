import { profile } from "./profile.ts";
import type { MailSender } from "./schema.ts";

/**
 * How the owner's e-mails are signed in English: the sender's name and the postal address every
 * newsletter's footer carries. While these are unchanged, English mail uses the server's settings
 * (the name in MAIL_FROM, NEWSLETTER_POSTAL_ADDRESS, whose defaults are these); the owner's own text
 * here replaces them (content/localized.server.ts, localizedMailSender).
 */
export const mailSender: MailSender = {
  senderName: profile.name,
  postalAddress: profile.location,
};
