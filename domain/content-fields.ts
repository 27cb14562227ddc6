/**
 * What the owner's editing form shows of a content field, declared beside its zod schema in
 * content/schema.ts (decision 047) and read by server/lib/content-form.ts. Nothing is guessed from a
 * field's name: a field the form draws declares its label, and a list the name of one item.
 */
export type FieldMeta = {
  /** The owner's name for the field ("Minimum notice (minutes)"); a list's heading ("Questions"). */
  label?: string;
  /** A list: one item's name, numbered in the editor ("Question" gives "Question 1"). */
  itemLabel?: string;
  /** A list of groups: the item's text field whose English value names the item ("title"). */
  itemTitle?: string;
  /** Text written in paragraphs: a text area rather than one line. */
  multiline?: boolean;
  /** Text both languages hold alike (an address, a date): shown once and saved into both. */
  shared?: boolean;
  /** A choice among the site's icons: each option drawn as its icon. */
  icon?: boolean;
  /** A picture: a library image or one of the site's own files, chosen in the media picker. */
  image?: boolean;
  /** A choice whose stored values are codes: what the owner reads instead ("short" → "Short text"). */
  optionLabels?: Readonly<Record<string, string>>;
};

/**
 * The shape of a site-content editing form, built on the server from a module's zod schema
 * (server/lib/content-form.ts) and drawn by the admin's editor (app/components/admin/content-editor.tsx).
 * A field is "shared" when both languages hold the same value (an id, an icon, a number, an address):
 * the editor shows it once and saves it into both.
 */
export type ContentField =
  | { kind: "text"; key: string; label: string; shared: boolean; optional: boolean; multiline: boolean }
  | { kind: "number"; key: string; label: string; shared: true; optional: boolean }
  | {
      kind: "choice";
      key: string;
      label: string;
      shared: true;
      optional: boolean;
      options: readonly string[];
      /** The owner's words for options that are codes ("short" → "Short text"); others show as they are. */
      optionLabels?: Readonly<Record<string, string>>;
      /** The options are icon names: the editor draws each. */
      icon?: true;
    }
  | { kind: "image"; key: string; label: string; shared: true; optional: boolean }
  /**
   * An item's id, kept in the form but not shown. `id` says what a new item's id is: the next number,
   * a fresh slug, or the first of a closed list's values no sibling holds yet.
   */
  | { kind: "hidden"; key: string; id: "number" | "slug" | readonly string[] }
  | { kind: "group"; key: string; label: string; fields: readonly ContentField[] }
  | {
      kind: "list";
      key: string;
      label: string;
      /** One item's name, numbered in the editor: "Question 1" in the list "Questions". */
      itemLabel: string;
      /** What one item is: a text field (a list of words) or a group. */
      item: ContentField;
      min: number;
      max: number;
      /** The item field whose English value names an item in the editor ("title", "question"…). */
      itemTitle?: string;
    };

/** A field's address in a document: object keys and list positions, e.g. ["items", 2, "title"]. */
export type FieldPath = readonly (string | number)[];

/** The form name of a field: "en.items.2.title"; "*" for a shared field saved into both languages. */
export function fieldName(side: "en" | "ar" | "*", path: FieldPath): string {
  return [side, ...path].join(".");
}

/** The DOM id of a field's input (names hold dots, which CSS selectors and `for` handle badly). */
export function fieldId(side: "en" | "ar" | "*", path: FieldPath): string {
  return `cf-${side === "*" ? "both" : side}-${path.join("-")}`;
}

/** A path as the server's messages write it ("items.2.title"): list positions become numbers again. */
export function parseFieldPath(path: string): FieldPath {
  return path === "" ? [] : path.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step));
}

/**
 * The field at `path` and the names the editor gives the steps to it: a list's item by its number
 * ("Question 2", not "Questions › Question 2"), a list itself by its heading when the path ends there.
 */
function walkFields(root: ContentField, path: FieldPath): { field: ContentField | undefined; names: string[] } {
  let field: ContentField | undefined = root;
  const names: string[] = [];
  for (const step of path) {
    if (field?.kind === "list" && typeof step === "number") {
      names.push(`${field.itemLabel} ${step + 1}`);
      field = field.item;
    } else if (field?.kind === "group") {
      field = field.fields.find((child) => child.key === step);
      if (field && field.kind !== "hidden" && field.kind !== "list") names.push(field.label);
    } else return { field: undefined, names };
  }
  if (field?.kind === "list" && path.length > 0) names.push(field.label);
  return { field, names };
}

/**
 * A field as the editor labels it, for the places that name one away from the form (the refusal's
 * summary, the comparison of two versions): "Project 3 › Title (English)". A text field each language
 * holds on its own is named with its language.
 */
export function fieldLabel(root: ContentField, path: FieldPath, side: "en" | "ar" | "*" = "*"): string {
  const { field, names } = walkFields(root, path);
  const base = names.join(" › ") || "The whole form";
  if (side === "*" || field?.kind !== "text" || field.shared) return base;
  return `${base} (${side === "en" ? "English" : "Arabic"})`;
}

/** The field described at `path`, if the form has one (list positions step into the item). */
export function fieldAt(root: ContentField, path: FieldPath): ContentField | undefined {
  return walkFields(root, path).field;
}

/** Structural changes a list button asks for: add an item, remove one, move one up or down. */
export type ListOperation = { op: "add"; path: FieldPath } | { op: "remove" | "up" | "down"; path: FieldPath };

export function parseListOperation(raw: string): ListOperation | null {
  const match = /^(add|remove|up|down):([\w.]*)$/.exec(raw);
  if (!match) return null;
  const path = match[2] ? match[2].split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step)) : [];
  return { op: match[1] as ListOperation["op"], path };
}

export function encodeListOperation(operation: ListOperation): string {
  return `${operation.op}:${operation.path.join(".")}`;
}

/** The cookie the admin's "Preview" sets: pages then show the drafts, to a signed-in admin alone. */
export const PREVIEW_COOKIE = "site_preview";
