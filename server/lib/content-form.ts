import { randomBytes } from "node:crypto";
import { z } from "zod";
import { contentForm } from "#content/schema.ts";
import type { ContentField, FieldMeta, FieldPath, ListOperation } from "#domain/content-fields.ts";

/**
 * Forms for the owner's content, read off the module's zod schema and the form metadata declared on
 * it (content/schema.ts stays the one definition, decision 047): which fields there are, how a posted form becomes a document in each language, list
 * changes, and the stable field paths the translation marks use. Pure functions; no I/O.
 */

export type Bilingual<T = unknown> = { en: T; ar: T };
export type ListKeys = Record<string, string[]>;

/** A schema without its optional, nullable and default wrappers, with the form metadata of all of them. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean; meta: FieldMeta } {
  let current = schema;
  let optional = false;
  // Outermost first: metadata given around `.optional()` wins over what the inner schema declares.
  const layers: FieldMeta[] = [];
  for (;;) {
    layers.push(contentForm.get(current) ?? {});
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) optional = true;
    else if (!(current instanceof z.ZodDefault))
      return { schema: current, optional, meta: Object.assign({}, ...layers.reverse()) };
    current = current.unwrap() as z.ZodType;
  }
}

/** A list's length bounds, as zod's own JSON Schema states them (refinements are not bounds). */
function listBounds(list: z.ZodArray): { min: number; max: number } {
  const json = z.toJSONSchema(list, { unrepresentable: "any" });
  return { min: json.minItems ?? 0, max: json.maxItems ?? 1000 };
}

/** What an item's id is, from its schema (not from its siblings, which a new list does not have). */
function idKind(schema: z.ZodType): "number" | "slug" | readonly string[] {
  const inner = unwrap(schema).schema;
  if (inner instanceof z.ZodNumber) return "number";
  if (inner instanceof z.ZodEnum) return inner.options.map(String);
  return "slug";
}

/**
 * The form's fields for one schema, as content/schema.ts declares them (decision 047); `key` is the
 * field's key in its parent ("" for the root and list items). `id` is the one key with a meaning of
 * its own: an item's stable identity, kept in the form but not shown. `named` is the label of a field
 * its parent names (a list's words, a record's entries).
 */
export function fieldsOf(schema: z.ZodType, key = "", named?: string): ContentField {
  const { schema: inner, optional, meta } = unwrap(schema);
  const label = meta.label ?? named ?? "";
  if (inner instanceof z.ZodObject)
    return {
      kind: "group",
      key,
      label,
      fields: Object.entries(inner.shape as Record<string, z.ZodType>).map(([name, child]) =>
        name === "id" ? { kind: "hidden", key: "id", id: idKind(child) } : fieldsOf(child, name),
      ),
    };
  if (inner instanceof z.ZodRecord) {
    // A record keyed by a closed list (e.g. a label per project category): one field per key, named by it.
    const keys = unwrap(inner.keyType as z.ZodType).schema;
    const names = keys instanceof z.ZodEnum ? keys.options.map(String) : [];
    return {
      kind: "group",
      key,
      label,
      fields: names.map((name) => fieldsOf(inner.valueType as z.ZodType, name, name)),
    };
  }
  if (inner instanceof z.ZodArray)
    return {
      kind: "list",
      key,
      label,
      itemLabel: meta.itemLabel ?? "",
      item: fieldsOf(inner.element as z.ZodType, key, label),
      ...listBounds(inner),
      itemTitle: meta.itemTitle,
    };
  if (inner instanceof z.ZodEnum)
    return {
      kind: "choice",
      key,
      label,
      shared: true,
      optional,
      options: inner.options.map(String),
      ...(meta.optionLabels ? { optionLabels: meta.optionLabels } : {}),
      ...(meta.icon ? { icon: true } : {}),
    };
  if (inner instanceof z.ZodNumber) return { kind: "number", key, label, shared: true, optional };
  if (meta.image) return { kind: "image", key, label, shared: true, optional };
  return { kind: "text", key, label, optional, shared: meta.shared ?? false, multiline: meta.multiline ?? false };
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
 * named in words the owner reads on the page, as the editor numbers items:
 * "Booking type 1 (Free intro call) › Question 1 › Id: Required."
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
      const position = `${field.itemLabel} ${step + 1}`;
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
