import { describe, expect, it } from "vitest";
import { type ContentField, fieldAt, fieldLabel, parseFieldPath } from "./content-fields.ts";

// A booking-types-like form: a list of groups, each with a list of question groups and a list of words.
const question: ContentField = {
  kind: "group",
  key: "questions",
  label: "Questions",
  fields: [
    { kind: "hidden", key: "id", id: "slug" },
    { kind: "text", key: "label", label: "Label", shared: false, optional: false, multiline: false },
    { kind: "choice", key: "kind", label: "Answer type", shared: true, optional: false, options: ["short", "long"] },
  ],
};
const root: ContentField = {
  kind: "list",
  key: "",
  label: "Booking types",
  itemLabel: "Booking type",
  min: 1,
  max: 10,
  item: {
    kind: "group",
    key: "",
    label: "",
    fields: [
      { kind: "text", key: "title", label: "Title", shared: false, optional: false, multiline: false },
      { kind: "number", key: "minNoticeMinutes", label: "Minimum notice (minutes)", shared: true, optional: true },
      { kind: "list", key: "questions", label: "Questions", itemLabel: "Question", min: 0, max: 5, item: question },
      {
        kind: "list",
        key: "tags",
        label: "Tags",
        itemLabel: "Tag",
        min: 0,
        max: 5,
        item: { kind: "text", key: "tags", label: "Tags", shared: false, optional: false, multiline: false },
      },
    ],
  },
};

describe("a field named as the editor labels it, away from the form", () => {
  it("names list items by their number and text fields with their language", () => {
    expect(fieldLabel(root, parseFieldPath("0.title"), "en")).toBe("Booking type 1 › Title (English)");
    expect(fieldLabel(root, parseFieldPath("1.questions.0.label"), "ar")).toBe(
      "Booking type 2 › Question 1 › Label (Arabic)",
    );
    expect(fieldLabel(root, parseFieldPath("0.tags.2"), "en")).toBe("Booking type 1 › Tag 3 (English)");
  });

  it("names a shared value, a whole item and a whole list without a language", () => {
    expect(fieldLabel(root, parseFieldPath("0.minNoticeMinutes"), "en")).toBe(
      "Booking type 1 › Minimum notice (minutes)",
    );
    expect(fieldLabel(root, parseFieldPath("0.questions.1"), "en")).toBe("Booking type 1 › Question 2");
    expect(fieldLabel(root, parseFieldPath("0.questions"), "en")).toBe("Booking type 1 › Questions");
    expect(fieldLabel(root, parseFieldPath(""), "en")).toBe("The whole form");
    expect(fieldAt(root, parseFieldPath("0.questions.1.kind"))).toMatchObject({ kind: "choice" });
    expect(fieldAt(root, parseFieldPath("0.nothing"))).toBeUndefined();
  });
});
