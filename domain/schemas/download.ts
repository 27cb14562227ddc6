import * as z from "zod/mini";

/** SPEC §7 POST /api/track-download: `{ type: "resume", timestamp: ISO time }`. */
export const trackDownloadSchema = z.object({
  type: z.enum(["resume"], { error: "Unknown download type" }),
  timestamp: z.iso.datetime({ offset: true, error: "timestamp must be an ISO 8601 date-time" }),
});

export type TrackDownloadInput = z.output<typeof trackDownloadSchema>;
