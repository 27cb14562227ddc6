import { describe, expect, it } from "vitest";
import { checkAnswers } from "#domain/booking/answers.ts";
import type { BookingQuestion } from "#domain/booking/slots.ts";
import { bookingSchema } from "#domain/schemas/booking.ts";
import { bookingErrors, bookingPageErrors, echoValues } from "./booking-form.server.ts";

describe("the answers a refused booking form shows again", () => {
  it("are the named fields only, each cut to one character over its maximum", () => {
    const form = new FormData();
    for (const name of ["type", "start", "name", "email", "company", "topic", "timeZone", "other"]) {
      form.append(name, "x".repeat(50_000));
    }
    const values = echoValues(form, ["type", "start", "name", "email", "company", "topic", "timeZone"]);
    expect(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.length]))).toEqual({
      type: 101,
      start: 41,
      name: 101,
      email: 255,
      company: 101,
      topic: 2001,
      timeZone: 65,
    });
  });
});

const visitor = {
  name: "Omar Haddad",
  email: "omar@example.org",
  topic: "Payments roadmap review",
  type: "product-review",
  start: "2099-01-05T09:00:00+04:00",
};
const stage: BookingQuestion = {
  id: "stage",
  label: "Where is the product today?",
  kind: "choice",
  required: "yes",
  options: ["Being built"],
};

describe("booking problems under the field the client sent, in the page's language (issue #42, item 25)", () => {
  it("names an answer's problem `answers.<id>` as the input carries it; the page shows it at `answer.<id>`", () => {
    const checked = checkAnswers([stage], {});
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual(["answers.stage"]);
    expect(Object.keys(bookingErrors(checked.errors))).toEqual(["answer.stage"]);
  });

  it("tells a page form without timeZone so in Arabic on /ar, and the limit of an answer as read", () => {
    const parsed = bookingSchema.safeParse({ ...visitor, answers: { links: "x".repeat(2001) } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const ar = bookingPageErrors({ issues: parsed.error.issues, locale: "ar" });
    expect(ar.timeZone).toEqual({ message: "يُرجى اختيار منطقتك الزمنية (timeZone)، مثل Asia/Dubai" });
    expect(ar["answer.links"]).toEqual({ message: "يجب ألا تزيد الإجابة على 2,000 حرف" });
    const en = bookingPageErrors({ issues: parsed.error.issues, locale: "en" });
    expect(en.timeZone).toEqual({ message: "timeZone is required: your time zone, such as Asia/Dubai" });
    expect(en["answer.links"]).toEqual({ message: "An answer must be at most 2,000 characters" });
  });
});
