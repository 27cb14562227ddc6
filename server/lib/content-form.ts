import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { ContentField, FieldPath, ListOperation } from "#domain/content-fields.ts";

/**
 * Forms for the owner's content, read off the module's zod schema (content/schema.ts stays the one
 * definition): which fields there are, how a posted form becomes a document in each language, list
 * changes, and the stable field paths the translation marks use. Pure functions; no I/O.
 */

export type Bilingual<T = unknown> = { en: T; ar: T };
export type ListKeys = Record<string, string[]>;

// Fields whose value is the same in both languages: the editor shows them once.
const SHARED_TEXT = new Set(["year", "image", "url", "liveUrl", "githubUrl", "datePublished", "email"]);
// Text the owner writes in paragraphs.
const LONG_TEXT = new Set([
  "description",
  "text",
  "answer",
  "caseStudy",
  "intro",
  "paragraphs",
  "disclaimer",
  "subtitle",
  "tagline",
]);
const LABELS: Record<string, string> = {
  liveUrl: "Live address",
  githubUrl: "Code repository address",
  url: "Address",
  caseStudy: "Case study",
  techStack: "Technologies",
  datePublished: "Date published",
  greetingPrefix: "Greeting before your name",
  expertiseLabel: "Label before the typewriter words",
  expertise: "Typewriter words",
  primaryAction: "First button",
  contactAction: "Contact button",
  items: "Items",
  experience: "Timeline positions",
  socials: "Social links",
  // Booking types: the owner's words for the limits, with their unit, and for a question's settings.
  minutes: "Length (minutes)",
  minNoticeMinutes: "Minimum notice (minutes)",
  bufferBeforeMinutes: "Free time before (minutes)",
  bufferAfterMinutes: "Free time after (minutes)",
  dailyMax: "Most bookings in one day",
  horizonDays: "How far ahead visitors can book (days)",
  kind: "Answer type",
  required: "Answer required",
};
/** Choices whose stored values are codes: what the owner reads instead, by field key. */
const OPTION_LABELS: Record<string, Record<string, string>> = {
  kind: { short: "Short text", long: "Long text", choice: "Choice" },
  required: { yes: "Yes", no: "No" },
};

/** One item of a list, named in the singular ("Question 1" in "Questions"). */
export function singularOf(label: string): string {
  if (/ies$/.test(label)) return `${label.slice(0, -3)}y`;
  if (/[^s]s$/.test(label)) return label.slice(0, -1);
  return label;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = defOf(current);
    if ((def.type === "optional" || def.type === "nullable" || def.type === "default") && def.innerType) {
      optional ||= def.type !== "default";
      current = def.innerType;
    } else return { schema: current, optional };
  }
}

export function labelOf(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function listBounds(def: Def): { min: number; max: number } {
  let min = 0;
  let max = 1000;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === "min_length" && c.minimum !== undefined) min = c.minimum;
    if (c.check === "max_length" && c.maximum !== undefined) max = c.maximum;
    if (c.check === "length_equals" && c.length !== undefined) min = max = c.length;
  }
  return { min, max };
}

/** What an item's id is, from its schema (not from its siblings, which a new list does not have). */
function idKind(schema: z.ZodType): "number" | "slug" | readonly string[] {
  const def = defOf(unwrap(schema).schema);
  if (def.type === "number") return "number";
  if (def.type === "enum") return Object.values(def.entries ?? {});
  return "slug";
}

/** The form's fields for one schema; `key` is the field's key in its parent ("" for list items). */
export function fieldsOf(schema: z.ZodType, key = ""): ContentField {
  const { schema: inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const label = labelOf(key);
  switch (def.type) {
    case "object":
      return {
        kind: "group",
        key,
        label,
        fields: Object.entries(def.shape ?? {}).map(([name, child]) =>
          name === "id" ? { kind: "hidden", key: "id", id: idKind(child) } : fieldsOf(child, name),
        ),
      };
    case "record": {
      // A record keyed by a closed list (e.g. a label per project category): one text field per key.
      const keys = Object.values(defOf(unwrap(def.keyType!).schema).entries ?? {});
      return {
        kind: "group",
        key,
        label,
        fields: keys.map((name) => ({ ...fieldsOf(def.valueType!, name), label: name })),
      };
    }
    case "array": {
      const item = fieldsOf(def.element!, key);
      const titleKey =
        item.kind === "group"
          ? ["title", "question", "label", "name"].find((name) => item.fields.some((f) => f.key === name))
          : undefined;
      return { kind: "list", key, label, itemLabel: singularOf(label), item, ...listBounds(def), itemTitle: titleKey };
    }
    case "enum":
      return {
        kind: "choice",
        key,
        label,
        shared: true,
        optional,
        options: Object.values(def.entries ?? {}),
        ...(OPTION_LABELS[key] ? { optionLabels: OPTION_LABELS[key] } : {}),
      };
    case "number":
      return { kind: "number", key, label, shared: true, optional };
    default:
      // A picture: a library image (its ref) or one of the site's own files, chosen in the media picker.
      if (key === "image") return { kind: "image", key, label, shared: true, optional };
      return {
        kind: "text",
        key,
        label,
        optional,
        shared: SHARED_TEXT.has(key),
        multiline: LONG_TEXT.has(key),
      };
  }
}

type Form = { get(name: string): FormDataEntryValue | null };

/** Each language's document from a posted form: list lengths come from the form's `#len.` fields. */
export function readForm(root: ContentField, form: Form): Bilingual {
  const read = (field: ContentField, path: FieldPath, side: "en" | "ar"): unknown => {
    switch (field.kind) {
      case "group": {
        const value: Record<string, unknown> = {};
        for (const child of field.fields) {
          const childValue = read(child, [...path, child.key], side);
          if (childValue !== undefined) value[child.key] = childValue;
        }
        return value;
      }
      case "list": {
        const length = Math.min(Number(form.get(`#len.${path.join(".")}`) ?? 0) || 0, 1000);
        return Array.from({ length }, (_, index) => read(field.item, [...path, index], side));
      }
      case "hidden": {
        const raw = form.get(`*.${path.join(".")}`);
        const text = typeof raw === "string" ? raw : "";
        return field.id === "number" && /^\d+$/.test(text) ? Number(text) : text;
      }
      case "image": {
        const raw = form.get(`*.${path.join(".")}`);
        const text = typeof raw === "string" ? raw.trim() : "";
        return text === "" && field.optional ? undefined : text;
      }
      case "number": {
        const raw = form.get(`*.${path.join(".")}`);
        const text = typeof raw === "string" ? raw.trim() : "";
        if (text === "") return field.optional ? undefined : Number.NaN;
        return Number(text);
      }
      default: {
        const raw = form.get(`${field.shared ? "*" : side}.${path.join(".")}`);
        const text = typeof raw === "string" ? raw.replace(/\r\n/g, "\n").trim() : "";
        if (text === "" && field.optional) return undefined;
        return text;
      }
    }
  };
  const fieldAt = (side: "en" | "ar") => {
    if (root.kind === "group") return read(root, [], side);
    return read({ ...root, key: "" }, [], side);
  };
  return { en: fieldAt("en"), ar: fieldAt("ar") };
}

/** The field describing the value at `path` (list positions step into the list's item). */
export function fieldAtPath(root: ContentField, path: FieldPath): ContentField | undefined {
  let field: ContentField | undefined = root;
  for (const step of path) {
    if (!field) return undefined;
    if (field.kind === "list" && typeof step === "number") field = field.item;
    else if (field.kind === "group") field = field.fields.find((f) => f.key === step);
    else return undefined;
  }
  return field;
}

function getAt(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const step of path) current = (current as Record<string | number, unknown> | undefined)?.[step];
  return current;
}

/** A new item: empty text, the first choice, a fresh id (next number, or a new slug). */
function emptyValue(field: ContentField, siblings: readonly unknown[]): unknown {
  switch (field.kind) {
    case "group": {
      const value: Record<string, unknown> = {};
      for (const child of field.fields) {
        if (child.kind === "hidden") value.id = freshId(child.id, siblings);
        else {
          const childValue = emptyValue(child, []);
          if (childValue !== undefined) value[child.key] = childValue;
        }
      }
      return value;
    }
    case "list":
      return Array.from({ length: field.min }, () => emptyValue(field.item, []));
    case "choice":
      return field.options[0];
    case "number":
      return 0;
    case "text":
      return field.optional ? undefined : "";
    default:
      return "";
  }
}

/** A new item's id of the kind its schema asks for, unlike every sibling's. */
function freshId(kind: "number" | "slug" | readonly string[], siblings: readonly unknown[]): string | number {
  const ids = siblings.map((s) => (s as { id?: unknown } | null)?.id);
  if (kind === "number") return Math.max(0, ...ids.filter((id): id is number => typeof id === "number")) + 1;
  if (kind === "slug") return `item-${randomBytes(3).toString("hex")}`;
  return kind.find((option) => !ids.includes(option)) ?? kind[0] ?? "";
}

/** Applies a list button's change to both languages and the list's stable keys. */
export function applyListOperation(
  root: ContentField,
  documents: Bilingual,
  keys: ListKeys,
  operation: ListOperation,
): { documents: Bilingual; keys: ListKeys } {
  // Each language cloned on its own: a schema's default (`questions: []`) can be one array in both.
  const next = {
    documents: { en: structuredClone(documents.en), ar: structuredClone(documents.ar) },
    keys: structuredClone(keys),
  };
  const listPath = operation.op === "add" ? operation.path : operation.path.slice(0, -1);
  const index = operation.op === "add" ? -1 : Number(operation.path.at(-1));
  const list = fieldAtPath(root, listPath);
  if (list?.kind !== "list") return next;
  const stable = stablePath(next.documents.en, next.keys, root, listPath);
  next.keys[stable] ??= defaultKeys(getAt(next.documents.en, listPath));
  const listKeys = next.keys[stable];
  for (const side of ["en", "ar"] as const) {
    const items = getAt(next.documents[side], listPath);
    if (!Array.isArray(items)) continue;
    if (operation.op === "add" && items.length < list.max) {
      const fresh = emptyValue(list.item, items);
      // An id is the item's, not a language's: the twin gets the same one.
      if (side === "ar" && list.item.kind === "group") {
        const englishItems = getAt(next.documents.en, listPath) as unknown[];
        const twin = englishItems.at(-1) as { id?: unknown } | undefined;
        if (twin && "id" in (fresh as object)) (fresh as { id?: unknown }).id = twin.id;
      }
      items.push(fresh);
    } else if (operation.op === "remove" && items.length > list.min && index < items.length) items.splice(index, 1);
    else if (operation.op === "up" && index > 0 && index < items.length)
      [items[index - 1], items[index]] = [items[index], items[index - 1]];
    else if (operation.op === "down" && index < items.length - 1)
      [items[index + 1], items[index]] = [items[index], items[index + 1]];
  }
  const length = (getAt(next.documents.en, listPath) as unknown[] | undefined)?.length ?? 0;
  if (operation.op === "add" && listKeys.length < length)
    listKeys.push(newKey(getAt(next.documents.en, listPath), length - 1));
  else if (operation.op === "remove" && listKeys.length > length) listKeys.splice(index, 1);
  else if (operation.op === "up" && index > 0 && index < listKeys.length)
    [listKeys[index - 1], listKeys[index]] = [listKeys[index]!, listKeys[index - 1]!];
  else if (operation.op === "down" && index < listKeys.length - 1)
    [listKeys[index + 1], listKeys[index]] = [listKeys[index]!, listKeys[index + 1]!];
  return next;
}

function newKey(items: unknown, index: number): string {
  const id = (Array.isArray(items) ? (items[index] as { id?: unknown } | undefined)?.id : undefined) ?? undefined;
  return id !== undefined ? String(id) : `k-${randomBytes(4).toString("hex")}`;
}

/** An item's key: its id when it has one, else its first position. */
function defaultKeys(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.map((item, index) => {
    const id = (item as { id?: unknown } | null)?.id;
    return id !== undefined && id !== null ? String(id) : `k${index}`;
  });
}

/**
 * A field's path with list positions replaced by the items' stable keys: "items[3].title" stays the
 * same field when the owner moves the project up, so a translation mark follows the item.
 */
export function stablePath(document: unknown, keys: ListKeys, root: ContentField, path: FieldPath): string {
  let out = "";
  let field: ContentField | undefined = root;
  let value = document;
  for (const step of path) {
    if (field?.kind === "list" && typeof step === "number") {
      const listKeys = keys[out] ?? defaultKeys(value);
      out += `[${listKeys[step] ?? `k${step}`}]`;
      field = field.item;
    } else {
      out += out ? `.${step}` : String(step);
      field = field?.kind === "group" ? field.fields.find((f) => f.key === step) : undefined;
    }
    value = (value as Record<string | number, unknown> | undefined)?.[step];
  }
  return out;
}

/** Every translatable text field of a document: its position path, stable path and value. */
export function textLeaves(
  root: ContentField,
  document: unknown,
  keys: ListKeys,
): { path: FieldPath; stable: string; value: string }[] {
  const out: { path: FieldPath; stable: string; value: string }[] = [];
  const walk = (field: ContentField, value: unknown, path: FieldPath) => {
    if (field.kind === "group")
      for (const child of field.fields) walk(child, getAt(value, [child.key]), [...path, child.key]);
    else if (field.kind === "list" && Array.isArray(value))
      for (const [index, item] of value.entries()) walk(field.item, item, [...path, index]);
    else if (field.kind === "text" && !field.shared)
      out.push({ path, stable: stablePath(document, keys, root, path), value: typeof value === "string" ? value : "" });
  };
  walk(root, document, []);
  return out;
}

/** Keys for every list in a document that has none recorded yet (ids where items have them). */
export function completeKeys(root: ContentField, document: unknown, keys: ListKeys): ListKeys {
  const out: ListKeys = { ...keys };
  const walk = (field: ContentField, value: unknown, path: FieldPath) => {
    if (field.kind === "group")
      for (const child of field.fields) walk(child, getAt(value, [child.key]), [...path, child.key]);
    else if (field.kind === "list" && Array.isArray(value)) {
      const stable = stablePath(document, out, root, path);
      if (!out[stable] || out[stable].length !== value.length) out[stable] = defaultKeys(value);
      for (const [index, item] of value.entries()) walk(field.item, item, [...path, index]);
    }
  };
  walk(root, document, []);
  return out;
}

/** The kinds of field the editor draws with a place for its error beside it. */
const MARKED = new Set<ContentField["kind"]>(["text", "number", "choice", "image", "list"]);

/**
 * The refusals the editor has no field to mark (an item's hidden id, a rule over a whole item), each
 * named in words the owner reads on the page: "Free intro call › Questions 1 › Id: Required."
 */
export function unplacedErrors(
  root: ContentField,
  document: unknown,
  errors: { en: Record<string, string>; ar: Record<string, string> },
): string[] {
  const out = new Map<string, string>();
  for (const side of ["en", "ar"] as const) {
    for (const [key, message] of Object.entries(errors[side])) {
      const path = key === "" ? [] : key.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step));
      const field = fieldAtPath(root, path);
      if (field && MARKED.has(field.kind)) continue;
      out.set(key, `${describePath(root, document, path) || "The whole form"}: ${message}`);
    }
  }
  return [...out.values()];
}

/** A field's path in the editor's own words: item titles where the item has one, labels elsewhere. */
function describePath(root: ContentField, document: unknown, path: FieldPath): string {
  const names: string[] = [];
  let field: ContentField | undefined = root;
  for (const [at, step] of path.entries()) {
    if (field?.kind === "list" && typeof step === "number") {
      const title = field.itemTitle ? getAt(document, [...path.slice(0, at + 1), field.itemTitle]) : undefined;
      const position = `${field.label || "Item"} ${step + 1}`;
      names.push(typeof title === "string" && title.trim() ? `${position} (${title.trim()})` : position);
      field = field.item;
    } else if (field?.kind === "group") {
      field = field.fields.find((f) => f.key === step);
      if (field?.kind === "list") continue; // named with its item's position next
      names.push(field?.kind === "hidden" ? "Id" : (field?.label ?? String(step)));
    } else {
      names.push(String(step));
      field = undefined;
    }
  }
  return names.join(" › ");
}

/** Plain words for a schema's complaint, in the admin's language. */
export function friendlyMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string") return issue.minimum === 1 ? "Required." : `At least ${issue.minimum} characters.`;
      if (issue.origin === "array") return `At least ${issue.minimum} items.`;
      return `At least ${issue.minimum}.`;
    case "too_big":
      if (issue.origin === "string") return `At most ${issue.maximum} characters.`;
      if (issue.origin === "array") return `At most ${issue.maximum} items.`;
      return `At most ${issue.maximum}.`;
    case "invalid_format":
      if (issue.format === "url") return "A full web address, starting with https://.";
      if (issue.format === "email") return "An e-mail address.";
      if (issue.format === "date") return "A date as YYYY-MM-DD.";
      if (issue.format === "starts_with") return "Choose an image from the list.";
      return "Not in the expected form.";
    case "invalid_type":
      return issue.expected === "number" ? "A number." : "Required.";
    case "invalid_value":
      return "Choose one of the options.";
    case "invalid_union":
      return "A full https:// address or a path on this site such as /tools.";
    default:
      return issue.message;
  }
}

/**
 * The form fields the editor draws for a document, as name → value: what a browser posts back
 * unchanged. `readForm` of these gives the document again (tested for every module).
 */
export function formEntries(root: ContentField, documents: Bilingual, keys: ListKeys): Map<string, string> {
  const form = new Map<string, string>();
  const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
  const walk = (field: ContentField, path: FieldPath) => {
    const name = path.join(".");
    switch (field.kind) {
      case "group":
        for (const child of field.fields) walk(child, [...path, child.key]);
        return;
      case "list": {
        const items = getAt(documents.en, path);
        const length = Array.isArray(items) ? items.length : 0;
        form.set(`#len.${name}`, String(length));
        for (let index = 0; index < length; index++) walk(field.item, [...path, index]);
        return;
      }
      case "text":
        if (!field.shared) {
          form.set(`en.${name}`, text(getAt(documents.en, path)));
          form.set(`ar.${name}`, text(getAt(documents.ar, path)));
          return;
        }
        form.set(`*.${name}`, text(getAt(documents.en, path)));
        return;
      default:
        form.set(`*.${name}`, text(getAt(documents.en, path)));
    }
  };
  walk(root, []);
  form.set("#keys", JSON.stringify(keys));
  return form;
}
