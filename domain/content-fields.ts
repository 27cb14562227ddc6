/**
 * The shape of a site-content editing form, built on the server from a module's zod schema
 * (server/lib/content-form.ts) and drawn by the admin's editor (app/components/admin/content-editor.tsx).
 * A field is "shared" when both languages hold the same value (an id, an icon, a number, an address):
 * the editor shows it once and saves it into both.
 */
export type ContentField =
  | { kind: "text"; key: string; label: string; shared: boolean; optional: boolean; multiline: boolean }
  | { kind: "number"; key: string; label: string; shared: true; optional: boolean }
  | { kind: "choice"; key: string; label: string; shared: true; optional: boolean; options: readonly string[] }
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
