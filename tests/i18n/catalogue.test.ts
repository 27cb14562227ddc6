// Both languages say everything, and nothing is said that no page uses: every message namespace has
// the same keys in English and Arabic, no message is empty, both sides use the same placeholders, and
// every key appears in the code (as a string literal, or under a prefix a template literal builds:
// t(`nav.${item}`) uses every "nav." key). The owner's content has no empty Arabic text.
import { describe, expect, it } from "vitest";
import { LOCALIZED_CONTENT } from "#content/localized.server.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import type { Message } from "#domain/i18n/translate.ts";
import { sourceFiles, stringsOf } from "#tests/source-strings.ts";

const ROOT = new URL("../..", import.meta.url).pathname;

const forms = (message: Message) => (typeof message === "string" ? [message] : Object.values(message));
const placeholders = (message: Message) =>
  [...new Set(forms(message).flatMap((text) => [...(text ?? "").matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

describe("message catalogues", () => {
  for (const [namespace, { en, ar }] of Object.entries(CATALOGUE)) {
    it(`${namespace}: the same keys in both languages, none empty, the same placeholders`, () => {
      expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
      const problems: string[] = [];
      for (const [locale, dictionary] of Object.entries({ en, ar })) {
        for (const [key, message] of Object.entries(dictionary as Record<string, Message>)) {
          if (forms(message).some((text) => !text?.trim())) problems.push(`${locale} ${key}: empty`);
        }
      }
      for (const key of Object.keys(en)) {
        const enMessage = (en as Record<string, Message>)[key]!;
        const arMessage = (ar as Record<string, Message>)[key];
        if (arMessage !== undefined && placeholders(arMessage).join() !== placeholders(enMessage).join())
          problems.push(
            `${key}: placeholders ${placeholders(enMessage)} in English, ${placeholders(arMessage)} in Arabic`,
          );
      }
      expect(problems).toEqual([]);
    });
  }

  it("every key is used somewhere in the code", () => {
    const literals = new Set<string>();
    const prefixes: string[] = [];
    for (const file of sourceFiles(ROOT, ["app", "server", "domain", "content"], /^domain\/i18n\/messages\//)) {
      for (const { value, kind } of stringsOf(ROOT, file)) {
        literals.add(value);
        if (kind === "template" && value.endsWith(".")) prefixes.push(value);
      }
    }
    const unused: string[] = [];
    for (const [namespace, { en }] of Object.entries(CATALOGUE)) {
      for (const key of Object.keys(en)) {
        if (literals.has(key) || prefixes.some((prefix) => key.startsWith(prefix))) continue;
        unused.push(`${namespace}: ${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});

describe("localized content", () => {
  /** Paths of strings that are empty in Arabic where the English has text. */
  function emptyTranslations(en: unknown, ar: unknown, path: string): string[] {
    if (typeof en === "string") return en.trim() && typeof ar === "string" && !ar.trim() ? [path] : [];
    if (Array.isArray(en)) {
      if (!Array.isArray(ar) || ar.length !== en.length) return [`${path}: ${en.length} items in English`];
      return en.flatMap((item, i) => emptyTranslations(item, ar[i], `${path}[${i}]`));
    }
    if (en && typeof en === "object") {
      return Object.entries(en).flatMap(([key, value]) =>
        emptyTranslations(value, (ar as Record<string, unknown> | undefined)?.[key], `${path}.${key}`),
      );
    }
    return [];
  }

  for (const [name, { en, ar }] of Object.entries(LOCALIZED_CONTENT)) {
    it(`${name}: every English text has Arabic`, () => {
      expect(emptyTranslations(en, ar, name)).toEqual([]);
    });
  }
});
