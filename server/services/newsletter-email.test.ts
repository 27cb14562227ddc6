import { describe, expect, it } from "vitest";
import { withContentPreview } from "#content/localized.server.ts";
import { confirmationEmail } from "./emails.ts";
import { createMailWorker } from "./mail-worker.ts";
import type { OutgoingMail } from "./mailer.ts";
import { addressIssue, type IssueContent, mailFromIn, type NewsletterSite, renderIssue } from "./newsletter-email.ts";
import type { Outbox, OutboxRow } from "./outbox.ts";

const site: NewsletterSite = {
  ownerName: "Omar Haddad",
  siteUrl: "https://owner.example",
  ownerEmail: "hello@owner.example",
  postalAddress: "Dubai, United Arab Emirates",
  mailFrom: "Omar Haddad <no-reply@owner.example>",
};
const issue = (locale: "en" | "ar"): IssueContent => ({
  id: "i1",
  locale,
  subject: locale === "ar" ? "ملاحظات نوفمبر" : "November notes",
  preheader: "",
  body: "Hello",
  ctaLabel: null,
  ctaUrl: null,
  imageUrl: null,
});
const mailOf = (locale: "en" | "ar", at: NewsletterSite = site) =>
  addressIssue(at, renderIssue(at, issue(locale)), {
    email: "r@example.org",
    subscriberId: "s1",
    unsubscribeToken: "t",
  });

describe("who signs a newsletter issue", () => {
  it("signs an Arabic issue with the Arabic sender's name and postal address", () => {
    const mail = mailOf("ar");
    expect(mail.from).toEqual({ name: "عمر حداد", address: "no-reply@owner.example" });
    expect(mail.html).toContain("دبي، الإمارات العربية المتحدة");
    expect(mail.text).toContain("دبي، الإمارات العربية المتحدة");
    expect(mail.html).not.toContain("Dubai, United Arab Emirates");
    // English stays as configured.
    const english = mailOf("en");
    expect(english.from).toEqual({ name: "Omar Haddad", address: "no-reply@owner.example" });
    expect(english.text).toContain("Dubai, United Arab Emirates");
  });

  it("uses what the owner wrote in Site content, in each language", () => {
    const drafts = {
      mailSender: {
        en: { senderName: "Omar H.", postalAddress: "PO Box 1, Abu Dhabi" },
        ar: { senderName: "عمر ح.", postalAddress: "ص.ب. 1، أبوظبي" },
      },
    };
    withContentPreview(drafts, () => {
      expect(mailOf("ar").from).toEqual({ name: "عمر ح.", address: "no-reply@owner.example" });
      expect(mailOf("ar").text).toContain("ص.ب. 1، أبوظبي");
      expect(mailOf("en").from).toEqual({ name: "Omar H.", address: "no-reply@owner.example" });
      expect(mailOf("en").text).toContain("PO Box 1, Abu Dhabi");
    });
  });

  it("keeps a configured address nobody has translated, rather than the file's Arabic for another one", () => {
    const elsewhere = { ...site, postalAddress: "12 High Street, London" };
    expect(mailOf("ar", elsewhere).text).toContain("12 High Street, London");
    expect(mailOf("ar", elsewhere).text).not.toContain("دبي");
  });

  it("signs mail sent through the outbox in its language: the worker reads its Content-Language", async () => {
    expect(mailFromIn(site, "ar")).toEqual({ name: "عمر حداد", address: "no-reply@owner.example" });
    expect(mailFromIn(site, "en")).toEqual({ name: "Omar Haddad", address: "no-reply@owner.example" });
    expect(mailFromIn(site, undefined)).toBe(site.mailFrom);
    expect(mailFromIn(site, "fr")).toBe(site.mailFrom);
    const confirmation = confirmationEmail(site, { email: "r@example.org", name: null, locale: "ar" }, "c", "u");
    expect(confirmation.headers?.["Content-Language"]).toBe("ar");
    expect(mailOf("ar").headers["Content-Language"]).toBe("ar");

    const sent: OutgoingMail[] = [];
    const rows = [{ id: "m1", kind: confirmation.kind, toAddress: "r@example.org", headers: confirmation.headers }];
    const outbox = {
      claim: async () => rows.splice(0) as unknown as OutboxRow[],
      markSent: async () => {},
      markFailed: async () => false,
    } as unknown as Outbox;
    const worker = createMailWorker({
      outbox,
      mailer: { configured: true, send: async (mail) => void sent.push(mail), close() {} },
      from: (language) => mailFromIn(site, language),
      logger: { info() {}, warn() {}, error() {} } as never,
      intervalMs: 60_000,
      maxAttempts: 3,
    });
    expect(await worker.runOnce()).toBe(1);
    expect(sent[0]!.from).toEqual({ name: "عمر حداد", address: "no-reply@owner.example" });
  });
});
