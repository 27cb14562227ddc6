import { createHash } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { MEDIA_MESSAGES } from "#domain/admin-actions.ts";
import { DomainError } from "#domain/errors.ts";
import {
  defaultVariantWidth,
  MEDIA_CONTENT_TYPES,
  MEDIA_HASH_LENGTH,
  type MediaFormat,
  type MediaImage,
  type MediaUploadType,
  mediaHashOf,
  mediaRef,
  variantPath,
  variantWidths,
} from "#domain/media.ts";
import { mediaAltSchema } from "#domain/schemas/media.ts";
import type { MediaBucket } from "#server/adapters/media-bucket.ts";
import type { Db } from "#server/db/client.ts";
import { media, mediaVariants } from "#server/db/schema.ts";
import { processImage, sniffImageType, TooManyPixelsError } from "./media-images.ts";

/** A library image as the admin lists it. */
export type MediaItem = MediaImage & {
  id: string;
  originalType: MediaUploadType;
  byteSize: number;
  createdAt: string;
};

/** Human-readable places that use a ref ("Article “Hello” (en)"); empty when nothing does. */
export type MediaUsageFinder = (ref: string) => Promise<string[]>;

export type MediaUpload = {
  /** The uploaded file's bytes (its name and declared type are ignored), or null when none was chosen. */
  file: Uint8Array | null;
  altEn: unknown;
  altAr: unknown;
  userId: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toImage = (row: typeof media.$inferSelect): MediaImage => ({
  ref: mediaRef(row.hash),
  width: row.width,
  height: row.height,
  fallback: row.fallback,
  alt: { en: row.altEn, ar: row.altAr },
});

const toItem = (row: typeof media.$inferSelect): MediaItem => ({
  ...toImage(row),
  id: row.id,
  originalType: row.originalType,
  byteSize: row.byteSize,
  createdAt: row.createdAt.toISOString(),
});

/** The bucket's key of a variant: its address without the leading slash ("media/<hash>-640.avif"). */
export const bucketKey = (hash: string, width: number, format: MediaFormat) =>
  variantPath(hash, width, format).slice(1);

/** How many bytes of bucket reads an instance keeps in memory (variants never change: no invalidation). */
const BUCKET_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The media library (decision 030): uploads checked from their bytes, stored with their variants in
 * the database (so every instance serves them) or, when one is configured, their variants' bytes in
 * an S3-compatible bucket; listed for the admin and the picker, described for the pages, served by
 * address, and deleted only when nothing uses them.
 */
export function createMediaService(
  db: Db,
  options: { maxBytes: number; findUsages: MediaUsageFinder; bucket?: MediaBucket },
) {
  const { maxBytes, findUsages, bucket } = options;
  const fromBucket = new ByteCache(BUCKET_CACHE_BYTES);

  async function variant(hash: string, width: number, format: MediaFormat) {
    const contentType = MEDIA_CONTENT_TYPES[format];
    const [row] = await db
      .select({ body: mediaVariants.body })
      .from(mediaVariants)
      .innerJoin(media, eq(media.id, mediaVariants.mediaId))
      .where(and(eq(media.hash, hash), eq(mediaVariants.width, width), eq(mediaVariants.format, format)));
    if (row) return { body: row.body, contentType };
    if (!bucket) return undefined;
    // In the bucket: only the widths and formats the library made for this image are asked for.
    const [image] = await db
      .select({ width: media.width, fallback: media.fallback })
      .from(media)
      .where(eq(media.hash, hash));
    if (!image || !variantWidths(image.width).includes(width) || !["avif", "webp", image.fallback].includes(format)) {
      return undefined;
    }
    const key = bucketKey(hash, width, format);
    const cached = fromBucket.get(key);
    if (cached) return { body: cached, contentType };
    const body = await bucket.get(key).catch(() => {
      throw new DomainError("unavailable", MEDIA_MESSAGES.storeDown);
    });
    if (body) fromBucket.set(key, body);
    return body ? { body, contentType } : undefined;
  }

  return {
    maxBytes,

    /** Checks and stores an upload; field errors (`file`, `altEn`, `altAr`) come back together. */
    async upload(input: MediaUpload): Promise<MediaItem> {
      const errors: Record<string, string> = {};
      const alts = mediaAltSchema.safeParse({ altEn: input.altEn ?? "", altAr: input.altAr ?? "" });
      if (!alts.success) {
        for (const issue of alts.error.issues) errors[String(issue.path[0])] ??= issue.message;
      }
      const file = input.file;
      let type: MediaUploadType | undefined;
      if (!file || file.byteLength === 0) errors.file = MEDIA_MESSAGES.noFile;
      else if (file.byteLength > maxBytes) errors.file = MEDIA_MESSAGES.tooLarge(maxBytes);
      else {
        const sniffed = sniffImageType(file);
        if (sniffed === "svg") errors.file = MEDIA_MESSAGES.svg;
        else if (!sniffed) errors.file = MEDIA_MESSAGES.notImage;
        else type = sniffed;
      }
      if (Object.keys(errors).length || !file || !type || !alts.success) {
        throw new DomainError("invalid", MEDIA_MESSAGES.fixFields, errors);
      }
      const hash = createHash("sha256").update(file).digest("hex").slice(0, MEDIA_HASH_LENGTH);
      const [existing] = await db.select({ id: media.id }).from(media).where(eq(media.hash, hash));
      if (existing) throw new DomainError("conflict", MEDIA_MESSAGES.duplicate, { file: MEDIA_MESSAGES.duplicate });
      let processed: Awaited<ReturnType<typeof processImage>>;
      try {
        processed = await processImage(file, type);
      } catch (error) {
        const message = error instanceof TooManyPixelsError ? MEDIA_MESSAGES.tooManyPixels : MEDIA_MESSAGES.unreadable;
        throw new DomainError("invalid", MEDIA_MESSAGES.fixFields, { file: message });
      }
      if (bucket) {
        // The bytes first, the row last: a failed upload leaves at most unreferenced objects, which
        // are named by their content and harmless; never a row whose image cannot be served.
        try {
          for (const v of processed.variants) {
            await bucket.put(bucketKey(hash, v.width, v.format), v.body, MEDIA_CONTENT_TYPES[v.format]);
          }
        } catch {
          throw new DomainError("unavailable", MEDIA_MESSAGES.storeDown, { file: MEDIA_MESSAGES.storeDown });
        }
      }
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(media)
          .values({
            hash,
            originalType: type,
            width: processed.width,
            height: processed.height,
            fallback: processed.fallback,
            byteSize: file.byteLength,
            altEn: alts.data.altEn,
            altAr: alts.data.altAr,
            createdBy: input.userId,
          })
          .onConflictDoNothing({ target: media.hash })
          .returning();
        // The same image uploaded twice at once: the second finds the first's row.
        if (!inserted) return undefined;
        if (!bucket) {
          await tx.insert(mediaVariants).values(processed.variants.map((v) => ({ ...v, mediaId: inserted.id })));
        }
        return inserted;
      });
      if (!row) throw new DomainError("conflict", MEDIA_MESSAGES.duplicate, { file: MEDIA_MESSAGES.duplicate });
      return toItem(row);
    },

    /** Every library image, newest first (no bytes): the Media tab and the picker. */
    async list(): Promise<MediaItem[]> {
      const rows = await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id));
      return rows.map(toItem);
    },

    /** The library images `refs` name, by ref (refs the library lacks are left out); no query for none. */
    async describe(refs: readonly string[]): Promise<Record<string, MediaImage>> {
      const hashes = [...new Set(refs.map(mediaHashOf).filter((hash) => hash !== undefined))];
      if (hashes.length === 0) return {};
      const rows = await db.select().from(media).where(inArray(media.hash, hashes));
      return Object.fromEntries(rows.map((row) => [mediaRef(row.hash), toImage(row)]));
    },

    /** A variant's bytes and type, or undefined when the library has no such image, width or format. */
    variant,

    /** What a bare ref (/media/<hash>) answers: the fallback format at the default width. */
    async defaultVariant(hash: string) {
      const [row] = await db
        .select({ width: media.width, fallback: media.fallback })
        .from(media)
        .where(eq(media.hash, hash));
      if (!row) return undefined;
      const width = defaultVariantWidth(row.width);
      const found = await variant(hash, width, row.fallback);
      return found ? { ...found, width, format: row.fallback } : undefined;
    },

    /**
     * Deletes a library image and its variants, unless something still uses it: then a `conflict`
     * naming every place, and nothing is deleted.
     */
    async delete(id: string): Promise<{ ref: string }> {
      if (!UUID.test(id)) throw new DomainError("not_found", MEDIA_MESSAGES.notFound);
      const [row] = await db.select().from(media).where(eq(media.id, id));
      if (!row) throw new DomainError("not_found", MEDIA_MESSAGES.notFound);
      const ref = mediaRef(row.hash);
      const places = await findUsages(ref);
      if (places.length) throw new DomainError("conflict", MEDIA_MESSAGES.inUse(places));
      await db.delete(media).where(eq(media.id, id));
      if (bucket) {
        // The row is gone, so nothing serves these any more; an object left behind is only storage.
        const keys = variantWidths(row.width).flatMap((w) =>
          (["avif", "webp", row.fallback] as const).map((f) => bucketKey(row.hash, w, f)),
        );
        await Promise.allSettled(keys.map((key) => bucket.remove(key)));
        for (const key of keys) fromBucket.delete(key);
      }
      return { ref };
    },

    /**
     * Changes an image's alt texts (both required, as at upload). The pages say them, so the caller
     * (createServices) drops every instance's cached pages afterwards.
     */
    async updateAlt(id: string, input: { altEn: unknown; altAr: unknown }): Promise<MediaItem> {
      if (!UUID.test(id)) throw new DomainError("not_found", MEDIA_MESSAGES.notFound);
      const alts = mediaAltSchema.safeParse({ altEn: input.altEn ?? "", altAr: input.altAr ?? "" });
      if (!alts.success) {
        const errors: Record<string, string> = {};
        for (const issue of alts.error.issues) errors[String(issue.path[0])] ??= issue.message;
        throw new DomainError("invalid", MEDIA_MESSAGES.fixAlt, errors);
      }
      const [row] = await db
        .update(media)
        .set({ altEn: alts.data.altEn, altAr: alts.data.altAr })
        .where(eq(media.id, id))
        .returning();
      if (!row) throw new DomainError("not_found", MEDIA_MESSAGES.notFound);
      return toItem(row);
    },

    /** The admin's short name for an image in a confirmation: its English alt text. */
    async label(id: string): Promise<string | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select({ altEn: media.altEn }).from(media).where(eq(media.id, id));
      return row ? `“${row.altEn}”` : undefined;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

/** A small least-recently-used map of immutable bytes, bounded by their total size. */
class ByteCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  private readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: Buffer) {
    if (value.length > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
  delete(key: string) {
    const value = this.entries.get(key);
    if (value) this.bytes -= value.length;
    this.entries.delete(key);
  }
}
