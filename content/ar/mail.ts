import type { MailSender } from "../schema.ts";

/** How Arabic e-mails are signed: the sender's name and the postal address, in Arabic. */
export const mailSender: MailSender = {
  senderName: "عمر حداد",
  postalAddress: "دبي، الإمارات العربية المتحدة",
};
