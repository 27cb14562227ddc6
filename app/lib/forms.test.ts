import { describe, expect, it } from "vitest";
import { careerSchema, contactSchema, newsletterSchema } from "#domain/schemas/leads.ts";
import { formIssueText } from "./forms.server.ts";
import { formValues, parseFormSubmission as parseWith } from "./forms.ts";

/** The forms as the English pages parse them (the messages in English). */
const parseFormSubmission = <S extends Parameters<typeof parseWith>[0]>(schema: S, formData: FormData) =>
  parseWith(schema, formData, formIssueText("en"));

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("formValues", () => {
  it("keeps text fields and leaves files out", () => {
    const data = form({ name: "Ada" });
    data.append("upload", new Blob(["x"]), "x.txt");
    expect(formValues(data)).toEqual({ name: "Ada" });
  });
});

describe("parseFormSubmission", () => {
  it("accepts a valid contact form and ignores the intent field", () => {
    const result = parseFormSubmission(
      contactSchema,
      form({ intent: "contact", name: " Ada ", email: "ada@EXAMPLE.com", message: "Hello there, friend", fax: "" }),
    );
    expect(result).toEqual({
      ok: true,
      isBot: false,
      data: { name: "Ada", email: "ada@example.com", message: "Hello there, friend", fax: "" },
    });
  });

  it("names every problem with the spec's messages and gives back what was typed, minus the honeypot", () => {
    const result = parseFormSubmission(
      contactSchema,
      form({ intent: "contact", name: "A", email: "nope", message: "short", fax: "" }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        message: "Message must be at least 10 characters",
      },
      values: { name: "A", email: "nope", message: "short" },
    });
  });

  it("says a filled honeypot is a bot", () => {
    const result = parseFormSubmission(newsletterSchema, form({ email: "bot@example.com", fax: "https://spam" }));
    expect(result.ok && result.isBot).toBe(true);
  });

  it("turns the career form's blank optional fields into nulls and keeps the chosen type", () => {
    const result = parseFormSubmission(
      careerSchema,
      form({
        name: "Ada",
        email: "ada@example.com",
        phone: "",
        inquiryType: "fulltime",
        message: "A message of more than twenty characters.",
        resumeUrl: "",
        linkedinUrl: "https://www.linkedin.com/in/ada",
        portfolioUrl: "",
      }),
    );
    expect(result.ok && result.data).toMatchObject({
      phone: null,
      inquiryType: "fulltime",
      resumeUrl: null,
      linkedinUrl: "https://www.linkedin.com/in/ada",
      portfolioUrl: null,
    });
  });

  it("rejects an unknown inquiry type with the spec's message", () => {
    const result = parseFormSubmission(
      careerSchema,
      form({ name: "Ada", email: "ada@example.com", inquiryType: "internship", message: "x".repeat(30) }),
    );
    expect(result.ok === false && result.errors).toEqual({ inquiryType: "Please select an inquiry type" });
  });
});

describe("the values a refused form shows again", () => {
  it("are the schema's fields only, each cut to a little over its limit", () => {
    const result = parseFormSubmission(
      careerSchema,
      form({
        name: "N".repeat(50_000),
        email: "e".repeat(50_000),
        message: "m".repeat(50_000),
        phone: "1".repeat(50_000),
        portfolioUrl: "u".repeat(50_000),
        inquiryType: "x".repeat(50_000),
        fax: "https://spam",
        somethingElse: "s".repeat(50_000),
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(Object.entries(result.values).map(([name, value]) => [name, value.length]))).toEqual({
      name: 101,
      email: 255,
      message: 5001,
      phone: 31,
      portfolioUrl: 2049,
      inquiryType: 20,
    });
  });
});
