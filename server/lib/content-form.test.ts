import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTENT_MODULES, fileDefaults } from "#content/modules.server.ts";
import { contentForm } from "#content/schema.ts";
import type { ContentField, FieldMeta } from "#domain/content-fields.ts";
import {
  applyListOperation,
  completeKeys,
  fieldsOf,
  formEntries,
  readForm,
  stablePath,
  textLeaves,
  unplacedErrors,
} from "./content-form.ts";

const asForm = (entries: Map<string, string>) => ({ get: (name: string) => entries.get(name) ?? null });

describe("the content forms read off the schemas", () => {
  it.each(CONTENT_MODULES.map((m) => [m.name, m] as const))(
    "%s: the files' content goes through its form and comes back the same in both languages",
    (_name, entry) => {
      const root = fieldsOf(entry.schema);
      const defaults = fileDefaults(entry.name);
      const keys = completeKeys(root, defaults.en, {});
      const back = readForm(root, asForm(formEntries(root, defaults, keys)));
      // Through JSON: `undefined` optional fields and absent ones are the same document.
      expect(JSON.parse(JSON.stringify(back.en))).toEqual(JSON.parse(JSON.stringify(defaults.en)));
      expect(JSON.parse(JSON.stringify(back.ar))).toEqual(JSON.parse(JSON.stringify(defaults.ar)));
      expect(entry.schema.safeParse(back.en).success).toBe(true);
      expect(entry.schema.safeParse(back.ar).success).toBe(true);
    },
  );

  it("shows every text field a visitor reads in both languages, and shares only values the languages agree on", () => {
    for (const entry of CONTENT_MODULES) {
      const root = fieldsOf(entry.schema);
      const defaults = fileDefaults(entry.name);
      const shared = (field: ContentField, path: (string | number)[], out: string[]) => {
        if (field.kind === "group") for (const child of field.fields) shared(child, [...path, child.key], out);
        else if (field.kind === "list") {
          const items = path.reduce<unknown>((v, s) => (v as Record<string | number, unknown>)?.[s], defaults.en);
          for (const index of (items as unknown[]).keys()) shared(field.item, [...path, index], out);
        } else if (field.kind !== "text" || field.shared) out.push(path.join("."));
        return out;
      };
      for (const path of shared(root, [], [])) {
        const at = (doc: unknown) =>
          path.split(".").reduce<unknown>((v, s) => (v as Record<string, unknown>)?.[s], doc);
        expect(at(defaults.ar), `${entry.name}.${path}`).toEqual(at(defaults.en));
      }
    }
  });

  it("labels the booking types' fields in the owner's words: units named, questions numbered in the singular", () => {
    const types = fieldsOf(CONTENT_MODULES.find((m) => m.name === "consultationTypes")!.schema);
    const item = types.kind === "list" && types.item.kind === "group" ? types.item : undefined;
    const labelOf = (key: string) => item?.fields.find((f) => f.key === key);
    expect(labelOf("minNoticeMinutes")).toMatchObject({ label: "Minimum notice (minutes)" });
    expect(labelOf("horizonDays")).toMatchObject({ label: "How far ahead visitors can book (days)" });
    const questions = labelOf("questions");
    expect(questions).toMatchObject({ kind: "list", label: "Questions", itemLabel: "Question" });
    const kind = questions?.kind === "list" && questions.item.kind === "group" ? questions.item.fields : [];
    expect(kind.find((f) => f.key === "kind")).toMatchObject({
      label: "Answer type",
      optionLabels: { short: "Short text", long: "Long text", choice: "Choice" },
    });
  });

  it("says where the hero's buttons scroll in the menu's words, not the sections' anchor ids", () => {
    const hero = fieldsOf(CONTENT_MODULES.find((m) => m.name === "hero")!.schema);
    const button = hero.kind === "group" ? hero.fields.find((f) => f.key === "primaryAction") : undefined;
    const section = button?.kind === "group" ? button.fields.find((f) => f.key === "section") : undefined;
    expect(section).toMatchObject({
      kind: "choice",
      label: "Scrolls to section",
      optionLabels: { portfolio: "Portfolio", contact: "Contact" },
    });
  });

  it("gives list buttons only where the schema lets the list grow or shrink", () => {
    const hero = fieldsOf(CONTENT_MODULES.find((m) => m.name === "hero")!.schema);
    const credentials = hero.kind === "group" ? hero.fields.find((f) => f.key === "credentials") : undefined;
    expect(credentials).toMatchObject({ kind: "list", min: 3, max: 3 });
    const projects = fieldsOf(CONTENT_MODULES.find((m) => m.name === "projects")!.schema);
    const items = projects.kind === "group" ? projects.fields.find((f) => f.key === "items") : undefined;
    expect(items).toMatchObject({ kind: "list", min: 1, max: 30, itemTitle: "title" });
  });

  it("keeps both languages' lists the same length and each item's stable key on it, whatever the owner does", () => {
    const entry = CONTENT_MODULES.find((m) => m.name === "faq")!;
    const root = fieldsOf(entry.schema);
    const defaults = fileDefaults("faq");
    const operation = fc.oneof(
      fc.constant({ op: "add" as const }),
      fc.record({ op: fc.constantFrom("remove" as const, "up" as const, "down" as const), index: fc.nat(12) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 25 }), (operations) => {
        let state = { documents: structuredClone(defaults), keys: completeKeys(root, defaults.en, {}) };
        // Each item's key follows it: remember the question each key started with.
        for (const step of operations) {
          const path = step.op === "add" ? ["items"] : ["items", step.index];
          state = applyListOperation(root, state.documents, state.keys, { op: step.op, path } as never);
          const en = (state.documents.en as { items: { id: string }[] }).items;
          const ar = (state.documents.ar as { items: { id: string }[] }).items;
          expect(ar.map((item) => item.id)).toEqual(en.map((item) => item.id));
          // FAQ items have ids: the key is the id, wherever the item moved.
          expect(state.keys.items).toEqual(en.map((item) => item.id));
          expect(en.length).toBeGreaterThanOrEqual(1);
          expect(en.length).toBeLessThanOrEqual(30);
        }
        const leaves = textLeaves(root, state.documents.en, state.keys);
        for (const leaf of leaves)
          expect(stablePath(state.documents.en, state.keys, root, leaf.path)).toBe(leaf.stable);
      }),
      { numRuns: 60 },
    );
  });

  it.each(CONTENT_MODULES.map((m) => [m.name, m] as const))(
    "%s: an item added to any list, empty or not, gets an id its schema takes, through the posted form",
    (_name, entry) => {
      const root = fieldsOf(entry.schema);
      const defaults = fileDefaults(entry.name);
      // Every list in the files' content that holds items with ids, at the path the editor posts.
      const lists: { path: (string | number)[]; min: number; max: number }[] = [];
      const walk = (field: ContentField, value: unknown, path: (string | number)[]) => {
        if (field.kind === "group")
          for (const child of field.fields)
            walk(child, (value as Record<string, unknown>)?.[child.key], [...path, child.key]);
        else if (field.kind === "list" && Array.isArray(value)) {
          if (field.item.kind === "group" && field.item.fields.some((f) => f.kind === "hidden"))
            lists.push({ path, min: field.min, max: field.max });
          for (const [index, item] of value.entries()) walk(field.item, item, [...path, index]);
        }
      };
      walk(root, defaults.en, []);
      const idIssues = (documents: { en: unknown; ar: unknown }) =>
        (["en", "ar"] as const).flatMap((side) =>
          (entry.schema.safeParse(documents[side]).error?.issues ?? [])
            .filter((issue) => issue.path.at(-1) === "id" || issue.message.includes("ids"))
            .map((issue) => `${side}: ${issue.path.join(".")}: ${issue.message}`),
        );
      for (const list of lists) {
        for (const emptied of list.min === 0 ? [true, false] : [false]) {
          let documents = structuredClone(defaults);
          if (emptied)
            for (const side of ["en", "ar"] as const) {
              const parent = list.path.slice(0, -1).reduce<unknown>((v, s) => (v as never)[s], documents[side]);
              (parent as Record<string | number, unknown>)[list.path.at(-1)!] = [];
            }
          const keys = completeKeys(root, documents.en, {});
          const length = (list.path.reduce<unknown>((v, s) => (v as never)[s], documents.en) as unknown[]).length;
          if (length >= list.max) continue;
          const added = applyListOperation(root, documents, keys, { op: "add", path: list.path });
          // What a browser posts back, with or without JavaScript: the form the editor drew.
          documents = readForm(root, asForm(formEntries(root, added.documents, added.keys)));
          const items = (side: "en" | "ar") =>
            list.path.reduce<unknown>((v, s) => (v as never)[s], documents[side]) as { id: unknown }[];
          expect(items("en")).toHaveLength(length + 1);
          expect(items("ar").map((item) => item.id)).toEqual(items("en").map((item) => item.id));
          expect(idIssues(documents), `${list.path.join(".")}${emptied ? " (emptied first)" : ""}`).toEqual([]);
        }
      }
    },
  );

  it("names a refusal the editor has no field for, such as an item's hidden id", () => {
    const entry = CONTENT_MODULES.find((m) => m.name === "consultationTypes")!;
    const root = fieldsOf(entry.schema);
    const document = structuredClone(fileDefaults(entry.name).en) as { title: string }[];
    const errors = {
      en: { "0.questions.0.id": "Required.", "0.questions.0.label": "Required.", "0.title": "Required." },
      ar: { "0.questions.0.id": "Required." },
    };
    expect(unplacedErrors(root, document, errors)).toEqual([
      `Booking type 1 (${document[0]!.title}) › Question 1 › Id: Required.`,
    ]);
  });
});

describe("the form metadata declared in content/schema.ts (decision 047)", () => {
  /** Every field of a form with its path, the root first. */
  const everyField = (root: ContentField) => {
    const out: { path: string; field: ContentField }[] = [];
    const walk = (field: ContentField, path: string) => {
      out.push({ path, field });
      if (field.kind === "group") for (const child of field.fields) walk(child, `${path}.${child.key}`);
      if (field.kind === "list") walk(field.item, `${path}[]`);
    };
    walk(root, "");
    return out;
  };

  it("gives every field of every module a label, every list its item's name, every item title a text field", () => {
    const missing: string[] = [];
    for (const entry of CONTENT_MODULES) {
      for (const { path, field } of everyField(fieldsOf(entry.schema))) {
        const at = `${entry.name}${path}`;
        // The root group is the page itself (the module's name heads it); an id is kept, not shown.
        if (field.kind === "hidden" || (path === "" && field.kind === "group")) continue;
        if (!field.label.trim()) missing.push(`${at}: label`);
        if (field.kind !== "list") continue;
        if (!field.itemLabel.trim()) missing.push(`${at}: itemLabel`);
        if (field.item.kind === "group") {
          const title = field.item.fields.find((child) => child.key === field.itemTitle);
          if (title?.kind !== "text") missing.push(`${at}: itemTitle (a text field of the item)`);
        } else if (field.itemTitle) missing.push(`${at}: itemTitle on a list of words`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("declares on each schema only what its kind of field shows", () => {
    const USED: Record<ContentField["kind"], readonly (keyof FieldMeta)[]> = {
      text: ["label", "multiline", "shared"],
      number: ["label"],
      choice: ["label", "optionLabels", "icon"],
      image: ["label", "image"],
      hidden: [],
      group: ["label"],
      list: ["label", "itemLabel", "itemTitle"],
    };
    const misplaced: string[] = [];
    // Every schema under a module's, through zod's public API, each checked with the field it becomes.
    const visit = (schema: z.ZodType, key: string, path: string) => {
      const field = fieldsOf(schema, key);
      for (const name of Object.keys(contentForm.get(schema) ?? {}) as (keyof FieldMeta)[])
        if (!USED[field.kind].includes(name)) misplaced.push(`${path}: ${name} on a ${field.kind} field`);
      if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
        visit(schema.unwrap() as z.ZodType, key, path);
      else if (schema instanceof z.ZodObject)
        for (const [name, child] of Object.entries(schema.shape as Record<string, z.ZodType>))
          visit(child, name, `${path}.${name}`);
      else if (schema instanceof z.ZodArray) visit(schema.element as z.ZodType, key, `${path}[]`);
      else if (schema instanceof z.ZodRecord) visit(schema.valueType as z.ZodType, key, `${path}{}`);
    };
    for (const entry of CONTENT_MODULES) visit(entry.schema, "", entry.name);
    expect(misplaced).toEqual([]);
  });

  it("guesses nothing from a field's name: the same keys show as declared, or as plain text without a label", () => {
    const keys = ["text", "description", "year", "url", "email", "image", "icon", "kind", "title"] as const;
    const plain = fieldsOf(
      z.object({
        ...Object.fromEntries(keys.map((key) => [key, z.string()])),
        items: z.array(z.object({ title: z.string(), question: z.string() })),
      }),
    );
    expect(plain.kind === "group" && plain.fields).toEqual([
      ...keys.map((key) => ({ kind: "text", key, label: "", optional: false, shared: false, multiline: false })),
      expect.objectContaining({ kind: "list", label: "", itemLabel: "", itemTitle: undefined }),
    ]);

    const declared = <T extends z.ZodType>(schema: T, meta: FieldMeta) => {
      const copy = schema.clone();
      contentForm.add(copy as z.ZodType, meta);
      return copy;
    };
    const shown = fieldsOf(
      z.object({
        name: declared(z.string(), { label: "Summary", multiline: true }),
        link: declared(z.string(), { label: "Link", shared: true }),
        picture: declared(z.string().optional(), { label: "Picture", image: true }),
        mark: declared(z.enum(["briefcase", "rocket"]), { label: "Mark", icon: true }),
        level: declared(z.enum(["a", "b"]), { label: "Level", optionLabels: { a: "First", b: "Second" } }),
        rows: declared(z.array(z.object({ heading: declared(z.string(), { label: "Heading" }) })).max(4), {
          label: "Rows",
          itemLabel: "Row",
          itemTitle: "heading",
        }),
      }),
    );
    expect(shown.kind === "group" && shown.fields).toEqual([
      { kind: "text", key: "name", label: "Summary", optional: false, shared: false, multiline: true },
      { kind: "text", key: "link", label: "Link", optional: false, shared: true, multiline: false },
      { kind: "image", key: "picture", label: "Picture", shared: true, optional: true },
      expect.objectContaining({ kind: "choice", key: "mark", label: "Mark", icon: true }),
      expect.objectContaining({ kind: "choice", key: "level", optionLabels: { a: "First", b: "Second" } }),
      expect.objectContaining({ kind: "list", label: "Rows", itemLabel: "Row", itemTitle: "heading", min: 0, max: 4 }),
    ]);
  });
});
