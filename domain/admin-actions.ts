/** What the dashboard's forms post to the `/admin` action (the JSON API offers the same changes). */
export const RECORD_KINDS = ["message", "inquiry", "subscriber"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORD_NOUNS: Record<RecordKind, string> = {
  message: "message",
  inquiry: "inquiry",
  subscriber: "subscriber",
};

export type AdminActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string }
  /** Without JavaScript a delete first comes back asking to confirm (the dialog's job otherwise). */
  | { ok: false; confirm: { kind: RecordKind; id: string; label: string } };

export const ACTION_MESSAGES = {
  handled: "Marked as handled",
  open: "Marked as open",
  deleted: (kind: RecordKind) => `The ${RECORD_NOUNS[kind]} was deleted.`,
  missing: (kind: RecordKind) => `This ${RECORD_NOUNS[kind]} no longer exists.`,
  invalid: "That request was not understood.",
} as const;
