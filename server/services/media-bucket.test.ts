import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MEDIA_MESSAGES } from "#domain/admin-actions.ts";
import { mediaHashOf } from "#domain/media.ts";
import { createMediaBucket, parseBucketUrl } from "#server/adapters/media-bucket.ts";
import { type Database, queryRows } from "#server/db/client.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { startFakeS3 } from "#tests/fake-s3.ts";
import { makeImage } from "#tests/media-fixtures.ts";
import { createMediaService, type MediaService } from "./media.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const ALTS = { altEn: "A bridge", altAr: "جسر" };
const [pglite] = testDatabaseTargets();

describe("the media library with an S3-compatible bucket", () => {
  let database: Database;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let media: MediaService;
  beforeAll(async () => {
    database = await pglite!.open();
    s3 = await startFakeS3({ bucket: "site-media", accessKeyId: "AKIDEXAMPLE", region: "eu-central-1" });
    const bucket = createMediaBucket({
      url: `${s3.endpoint.replace("://", "://AKIDEXAMPLE:s%2Fcr%2Bt@")}/site-media`,
      region: "eu-central-1",
      timeoutMs: 2000,
    });
    media = createMediaService(database.db, { maxBytes: 1_000_000, findUsages: async () => [], bucket });
  });
  afterAll(async () => {
    await database?.close();
    await s3?.close();
  });

  it("puts the variants' bytes in the bucket, signed, and serves them from there (the row stays in the database)", async () => {
    const item = await media.upload({
      file: await makeImage("jpeg", { width: 700, height: 350 }),
      ...ALTS,
      userId: null,
    });
    const hash = mediaHashOf(item.ref)!;
    expect([...s3.objects.keys()].sort()).toEqual(
      [320, 640, 700].flatMap((w) => ["avif", "jpg", "webp"].map((f) => `media/${hash}-${w}.${f}`)).sort(),
    );
    expect(s3.objects.get(`media/${hash}-640.avif`)?.contentType).toBe("image/avif");
    const [rows] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from media_variants`);
    expect(rows!.n).toBe(0);
    const served = await media.variant(hash, 640, "avif");
    expect(served?.body.equals(s3.objects.get(`media/${hash}-640.avif`)!.body)).toBe(true);
    // Not a variant the library made: no request to the bucket at all.
    const asked = s3.requests.length;
    expect(await media.variant(hash, 960, "avif")).toBeUndefined();
    expect(await media.variant(hash, 640, "png")).toBeUndefined();
    expect(s3.requests.length).toBe(asked);
    // Served again from the instance's memory (the bytes at an address never change).
    await media.variant(hash, 640, "avif");
    expect(s3.requests.length).toBe(asked);

    await media.delete(item.id);
    expect(s3.objects.size).toBe(0);
    expect(await media.variant(hash, 640, "avif")).toBeUndefined();
  });

  it("says the store is down, beside the file, when the bucket fails, and stores no row", async () => {
    s3.setFailing(true);
    try {
      const failure = await media
        .upload({ file: await makeImage("png", { width: 40, height: 30 }), ...ALTS, userId: null })
        .catch((e: unknown) => e);
      expect(failure).toMatchObject({ kind: "unavailable", fields: { file: MEDIA_MESSAGES.storeDown } });
      expect(await media.list()).toEqual([]);
    } finally {
      s3.setFailing(false);
    }
  });

  it("reads its address and keys from one URL, refusing one without keys or bucket", () => {
    expect(parseBucketUrl("https://AK:s%2Fcr%2Bt@s3.example.com/site-media/")).toEqual({
      base: "https://s3.example.com/site-media",
      accessKeyId: "AK",
      secretAccessKey: "s/cr+t",
    });
    expect(() => parseBucketUrl("https://s3.example.com/site-media")).toThrow(/ACCESS_KEY/);
    expect(() => parseBucketUrl("https://AK:S@s3.example.com/")).toThrow(/bucket/);
  });
});
