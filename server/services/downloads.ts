import { and, count, eq } from "drizzle-orm";
import type { TrackDownloadInput } from "#domain/schemas/download.ts";
import type { Db } from "#server/db/client.ts";
import { downloads } from "#server/db/schema.ts";

export function createDownloadService(db: Db) {
  return {
    async track(input: TrackDownloadInput, userAgent: string | undefined) {
      const [row] = await db
        .insert(downloads)
        .values({ type: input.type, requestedAt: new Date(input.timestamp), userAgent: userAgent?.slice(0, 512) })
        .returning({ id: downloads.id });
      return row!;
    },

    async count(type: TrackDownloadInput["type"]) {
      const [row] = await db
        .select({ value: count() })
        .from(downloads)
        .where(and(eq(downloads.type, type)));
      return row?.value ?? 0;
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
