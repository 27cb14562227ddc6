/**
 * What the dashboard's forms post to its sections' actions (app/routes/admin/), and the one set of
 * messages the owner is told afterwards, by the page's toasts and by the JSON API alike.
 */
export const RECORD_KINDS = ["message", "inquiry", "subscriber"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * The owner's posts: articles, testimonials and network links, edited in dialogs and saved as JSON.
 * "Content" means the site's page texts alone (content/, the Site content section), never these.
 */
export const POST_KINDS = ["article", "testimonial", "network-link"] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** A media library image, deleted from the Media tab (decision 030). */
export const MEDIA_KIND = "image";
export type MediaKind = typeof MEDIA_KIND;

export type AdminKind = RecordKind | PostKind | MediaKind;

export const RECORD_NOUNS: Record<AdminKind, string> = {
  message: "message",
  inquiry: "inquiry",
  subscriber: "subscriber",
  article: "article",
  testimonial: "testimonial",
  "network-link": "network article",
  image: "image",
};

/** A toast's title and text. */
export type AdminNotice = { title: string; description?: string };

export type AdminActionResult =
  | { ok: true; message: string; title?: string; feedUrl?: string }
  /** `values`: what a form without JavaScript sent, so the page shows it again beside the errors. */
  | { ok: false; message: string; errors?: Record<string, string>; values?: Record<string, string> }
  /** Without JavaScript a delete first comes back asking to confirm (the dialog's job otherwise). */
  | { ok: false; confirm: { kind: AdminKind; id: string; label: string } };

export const ACTION_MESSAGES = {
  handled: "Marked as handled",
  open: "Marked as open",
  deleted: (kind: AdminKind) => `The ${RECORD_NOUNS[kind]} was deleted.`,
  missing: (kind: AdminKind) => `This ${RECORD_NOUNS[kind]} no longer exists.`,
  invalid: "That request was not understood.",
} as const;

/** The Bookings tab's answers (cancel a booking, block or unblock days, the calendar feed). */
export const BOOKING_MESSAGES = {
  cancelled: (name: string) => `The consultation with ${name} is cancelled; they have been told.`,
  moved: (name: string) => `The consultation with ${name} is moved; they have been sent the updated invitation.`,
  blocked: (fromDate: string, toDate: string, stillBooked = 0) =>
    (fromDate === toDate ? `${fromDate} is blocked.` : `${fromDate} to ${toDate} are blocked.`) +
    (stillBooked === 0
      ? ""
      : stillBooked === 1
        ? " One consultation already booked on those days stays booked: cancel it beside the block if you will not hold it."
        : ` ${stillBooked} consultations already booked on those days stay booked: cancel them beside the block if you will not hold them.`),
  cancelledOnBlock: (count: number) =>
    count === 0
      ? "No consultations were booked on those days."
      : count === 1
        ? "The consultation on those days is cancelled; the visitor has been told."
        : `The ${count} consultations on those days are cancelled; each visitor has been told.`,
  unblocked: "Unblocked.",
  blockMissing: "That block no longer exists.",
  feedRenewed: "A new feed address is ready; the previous one no longer works.",
  feedRevoked: "The feed address is revoked.",
} as const;

/** The connected calendars' notices (admin → Bookings). */
export const CALENDAR_ACTION_MESSAGES = {
  added: (label: string, busy: number) =>
    `${label} is connected: ${busy === 1 ? "1 busy time" : `${busy} busy times`} in the bookable weeks now block those slots.`,
  updated: (label: string) => `${label} is saved and read again.`,
  read: (label: string, busy: number) => `${label} was read: ${busy === 1 ? "1 busy time" : `${busy} busy times`}.`,
  readFailed: (label: string, reason: string) => `${label} could not be read: ${reason}`,
  removed: "The calendar is disconnected; its busy times no longer block slots.",
  missing: "That calendar is no longer connected.",
} as const;

/**
 * After a save or a delete of a post (SPEC §8's toasts). `label` is the item's title, which the
 * network-link notices show.
 */
export const POST_NOTICES: Record<
  PostKind,
  Record<"created" | "updated" | "deleted", (label: string) => AdminNotice>
> = {
  article: {
    created: () => ({ title: "Success", description: "Article created successfully" }),
    updated: () => ({ title: "Success", description: "Article updated successfully" }),
    deleted: () => ({ title: "Success", description: "Article deleted successfully" }),
  },
  testimonial: {
    created: () => ({ title: "Testimonial Created", description: "The testimonial has been created successfully." }),
    updated: () => ({ title: "Testimonial Updated", description: "The testimonial has been updated successfully." }),
    deleted: () => ({ title: "Testimonial Deleted", description: "The testimonial was deleted." }),
  },
  "network-link": {
    created: (title) => ({ title: "Link Added", description: title }),
    updated: (title) => ({ title: "Link Updated", description: title }),
    deleted: (title) => ({ title: "Link Deleted", description: title }),
  },
};

/** A notice as one line, for the JSON API's `message`. */
export const noticeText = (notice: AdminNotice) => notice.description ?? notice.title;

/** The Newsletter tab's answers about issues (write, test, send, schedule, pause…). */
export const NEWSLETTER_MESSAGES = {
  testSent: (to: string) => `A test copy is on its way to ${to}.`,
  started: (count: number) =>
    count === 1 ? "Sending has started: 1 subscriber." : `Sending has started: ${count} subscribers.`,
  scheduled: (when: string) => `Scheduled for ${when} (Dubai time).`,
  paused: "Sending is paused. Nobody else receives it until you resume.",
  resumed: "Sending has resumed.",
  cancelled: "The issue is cancelled; nobody will receive it.",
  deleted: "The issue is deleted.",
  hidden: "The issue no longer shows in the public archive.",
  shown: "The issue shows in the public archive.",
  confirmSend: "Tick the box to confirm you want to send it now.",
  badTime: "Choose a date and a time.",
  welcomeSaved: (language: string) => `The ${language} welcome e-mail is saved.`,
  trackingSaved: (opens: boolean, clicks: boolean) =>
    opens || clicks
      ? `Issues you send from now on count ${[opens ? "opens" : "", clicks ? "clicks" : ""].filter(Boolean).join(" and ")}.`
      : "Issues you send from now on track nothing.",
} as const;

/** The most pixels a media library upload may decode to, in millions (server/services/media-images.ts). */
export const MEDIA_MAX_MEGAPIXELS = 50;

/** The Media tab's answers (decision 030): beside the file field, or as the tab's notice. */
export const MEDIA_MESSAGES = {
  noFile: "Choose an image to upload.",
  tooLarge: (maxBytes: number) => `The image is larger than ${formatMegabytes(maxBytes)}. Choose a smaller file.`,
  svg: "SVG images are not accepted: an SVG file can carry scripts that would run on the site. Export it as PNG and upload that.",
  notImage: "This file is not a JPEG, PNG, WebP or AVIF image (its contents were checked, not its name).",
  unreadable: "This image could not be read: the file may be damaged.",
  tooManyPixels: `The image has more than ${MEDIA_MAX_MEGAPIXELS} million pixels. Scale it down and upload it again.`,
  duplicate: "This image is already in the library.",
  storeDown: "The image store did not answer. Please try again in a moment.",
  fixFields: "The image was not uploaded: see the messages beside the fields.",
  notFound: "This image is no longer in the library.",
  uploaded: "The image was added to the library.",
  altSaved: "The alt text was saved.",
  fixAlt: "The alt text was not saved: see the messages beside the fields.",
  deleted: "The image was deleted from the library.",
  inUse: (places: string[]) =>
    `This image is still used, so it was not deleted. Choose another image in: ${places.join("; ")}.`,
} as const;

/** A byte count as the owner reads it: "10 MB", "2.5 MB". */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
