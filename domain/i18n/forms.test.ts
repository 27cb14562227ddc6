import { describe, expect, it } from "vitest";
import { type careerSchema, contactSchema, INQUIRY_TYPES } from "#domain/schemas/leads.ts";
import { CATALOGUE } from "./catalogue.server.ts";
import { createTranslator } from "./translate.ts";
import { issueText } from "./validation.ts";

const en = CATALOGUE.forms.en;
const ar = CATALOGUE.forms.ar;

describe("the lead forms' words (SPEC §4, §5, §8)", () => {
  it("use the spec's texts for the contact form", () => {
    expect(en["contact.pending"]).toBe("Sending...");
    expect([en["contact.toast.successTitle"], en["contact.toast.successText"]]).toEqual([
      "Message sent!",
      "Thank you for reaching out. I'll get back to you soon.",
    ]);
    expect([en["contact.toast.failureTitle"], en["contact.toast.failureFallback"]]).toEqual([
      "Error",
      "Failed to send message. Please try again.",
    ]);
  });

  it("use the spec's texts for the newsletter signup", () => {
    expect(en["newsletter.pending"]).toBe("Subscribing...");
    expect(en["newsletter.submit"]).toBe("Subscribe");
    expect(en["newsletter.thankYou.title"]).toBe("Thank you for subscribing!");
    expect(en["newsletter.thankYou.text"]).toBe("Check your email to confirm your subscription.");
    expect(en["newsletter.toast.successTitle"]).toBe("Success!");
    expect(en["newsletter.toast.successText"]).toBe("You've been subscribed to the newsletter.");
    expect(en["newsletter.toast.failureTitle"]).toBe("Subscription Failed");
    expect(en["newsletter.toast.failureFallback"]).toBe("Failed to subscribe");
  });

  it("use the spec's texts for the career inquiry and name every inquiry type the server accepts", () => {
    expect(INQUIRY_TYPES.map((type) => en[`career.type.${type}`])).toEqual([
      "Freelance Project",
      "Collaboration",
      "Full-time Position",
      "Consulting",
      "Other",
    ]);
    for (const type of INQUIRY_TYPES) expect(ar[`career.type.${type}`]).toBeTruthy();
    expect(en["career.toast.successTitle"]).toBe("Inquiry Submitted!");
    expect(en["career.toast.successText"]).toBe("Thank you for your interest. I'll get back to you soon.");
    expect(en["career.toast.failureTitle"]).toBe("Submission Failed");
    expect(en["career.toast.failureFallback"]).toBe("Failed to submit inquiry");
    expect(en["career.thankYou.title"]).toBe("Thank You!");
    expect(en["career.thankYou.again"]).toBe("Submit Another Inquiry");
  });
});

describe("issueText", () => {
  const words = (locale: "en" | "ar") => issueText(createTranslator(locale, CATALOGUE.forms[locale]));
  const issues = (schema: typeof contactSchema | typeof careerSchema, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error("expected a refusal");
    return result.error.issues;
  };

  it("turns the schemas' message keys into the SPEC's English and natural Arabic", () => {
    const [name] = issues(contactSchema, { name: "A", email: "a@example.com", message: "long enough text" });
    expect(words("en")(name!)).toBe("Name must be at least 2 characters");
    expect(words("ar")(name!)).toBe("يجب ألا يقل الاسم عن حرفين");
  });

  it("fills the limit in and picks the Arabic plural form for it", () => {
    const [tooLong] = issues(contactSchema, {
      name: "x".repeat(101),
      email: "a@example.com",
      message: "long enough text",
    });
    expect(words("en")(tooLong!)).toBe("Name must be at most 100 characters");
    expect(words("ar")(tooLong!)).toBe("يجب ألا يزيد الاسم على 100 حرف");
  });

  it("passes a message that is not a key through unchanged", () => {
    expect(words("ar")({ path: [], message: "Invalid input: expected object, received string" })).toBe(
      "Invalid input: expected object, received string",
    );
  });

  it("counts characters after composing to NFC", () => {
    // 100 letters, each typed as a base letter and a combining mark: 200 code units, 100 once composed.
    const name = "\u0627\u0653".repeat(100);
    const result = contactSchema.safeParse({ name, email: "a@example.com", message: "long enough text" });
    expect(result.success && result.data.name).toBe("\u0622".repeat(100));
  });
});
