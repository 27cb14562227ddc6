import { describe, expect, it } from "vitest";
import { type ContentName, contentFor, LOCALIZED_CONTENT } from "#content/localized.server.ts";
import { CATALOGUE, messagesFor, type Namespace } from "#domain/i18n/catalogue.server.ts";
import { LOCALES } from "#domain/i18n/locales.ts";
import { pageI18n } from "./i18n.server.ts";
import { type PageI18n, readWords } from "./i18n.tsx";

const NAMESPACES = Object.keys(CATALOGUE) as Namespace[];
const CONTENT = Object.keys(LOCALIZED_CONTENT) as ContentName[];

describe("pageI18n", () => {
  it.each(LOCALES)(
    "packs every namespace and content module in %s so the browser reads back exactly the same words",
    (locale) => {
      const packed = pageI18n(locale, { messages: NAMESPACES, content: CONTENT });
      expect(typeof packed).toBe("string");
      // As the browser gets it: a new string with the same text, parsed.
      const copy = `${packed} `.trimEnd() as PageI18n;
      expect(readWords(copy)).toEqual({
        messages: messagesFor(locale, NAMESPACES),
        content: contentFor(locale, CONTENT),
      });
    },
  );

  it("makes one text per language and set, so the server neither packs nor parses a page's words twice", () => {
    const first = pageI18n("ar", { messages: ["landing", "forms"], content: ["hero"] });
    expect(pageI18n("ar", { messages: ["landing", "forms"], content: ["hero"] })).toBe(first);
    expect(pageI18n("en", { messages: ["landing", "forms"], content: ["hero"] })).not.toBe(first);
    expect(pageI18n("ar", { messages: ["landing"], content: ["hero"] })).not.toBe(first);
    const words = readWords(first);
    expect(readWords(first)).toBe(words);
    expect(words?.messages?.forms).toEqual(CATALOGUE.forms.ar);
    expect(words?.content?.hero).toEqual(contentFor("ar", ["hero"]).hero);
  });

  it("leaves out what the page did not name", () => {
    expect(readWords(pageI18n("en", { messages: ["ui"] }))).toEqual({ messages: messagesFor("en", ["ui"]) });
    expect(readWords(undefined)).toBeUndefined();
  });
});
