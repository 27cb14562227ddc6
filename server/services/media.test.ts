import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MEDIA_MESSAGES } from "#domain/admin-actions.ts";
import { DomainError } from "#domain/errors.ts";
import { mediaHashOf } from "#domain/media.ts";
import { type Database, queryRows } from "#server/db/client.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { makeImage } from "#tests/media-fixtures.ts";
import { createMediaService, type MediaService } from "./media.ts";
import { createMediaUsageFinder } from "./media-usages.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const ALTS = { altEn: "A chart of savings", altAr: "رسم بياني للمدخرات" };

/** The field errors a refused upload carried. */
async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string>> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).fields ?? {};
}

describe.each(testDatabaseTargets())("the media library on $name", ({ open }) => {
  let database: Database;
  let media: MediaService;
  const extraPlaces: string[] = [];
  beforeAll(async () => {
    database = await open();
    const findUsages = createMediaUsageFinder(database.db, [async () => extraPlaces]);
    media = createMediaService(database.db, { maxBytes: 200_000, findUsages });
  });
  afterAll(() => database?.close());

  it("stores an upload with both alt texts and its variants, lists and describes it", async () => {
    const item = await media.upload({
      file: await makeImage("png", { width: 700, height: 350 }),
      ...ALTS,
      userId: null,
    });
    expect(item).toMatchObject({ width: 700, height: 350, fallback: "png", originalType: "png" });
    expect(item.alt).toEqual({ en: ALTS.altEn, ar: ALTS.altAr });
    expect(item.ref).toMatch(/^\/media\/[0-9a-f]{32}$/);
    const hash = mediaHashOf(item.ref)!;
    const variant = await media.variant(hash, 640, "avif");
    expect(variant?.contentType).toBe("image/avif");
    expect(variant!.body.length).toBeGreaterThan(100);
    expect(await media.variant(hash, 960, "avif")).toBeUndefined(); // never wider than the upload
    expect(await media.variant(hash, 640, "jpg")).toBeUndefined(); // a PNG's fallback is PNG
    expect((await media.defaultVariant(hash))?.width).toBe(700);
    expect((await media.list()).map((i) => i.id)).toContain(item.id);
    expect(await media.describe([item.ref, "/images/projects/1.svg", `/media/${"0".repeat(32)}`])).toEqual({
      [item.ref]: { ref: item.ref, width: 700, height: 350, fallback: "png", alt: { en: ALTS.altEn, ar: ALTS.altAr } },
    });
  });

  it("answers every missing field at once: the file and both alt texts", async () => {
    const errors = await fieldErrors(media.upload({ file: null, altEn: " ", altAr: undefined, userId: null }));
    expect(errors).toEqual({
      file: MEDIA_MESSAGES.noFile,
      altEn: expect.stringMatching(/English/),
      altAr: expect.stringMatching(/Arabic/),
    });
  });

  it("refuses an SVG, a file that is not an image whatever its name, and one over the size limit", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(await fieldErrors(media.upload({ file: svg, ...ALTS, userId: null }))).toEqual({ file: MEDIA_MESSAGES.svg });
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect(await fieldErrors(media.upload({ file: html, ...ALTS, userId: null }))).toEqual({
      file: MEDIA_MESSAGES.notImage,
    });
    const big = await makeImage("png", { width: 400, height: 400 });
    const padded = Buffer.concat([big, Buffer.alloc(200_001 - big.length)]);
    expect(await fieldErrors(media.upload({ file: padded, ...ALTS, userId: null }))).toEqual({
      file: MEDIA_MESSAGES.tooLarge(200_000),
    });
    const [count] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from media`);
    expect(count!.n).toBe(1); // the first test's image only
  });

  it("changes an image's alt texts, both still required", async () => {
    const item = await media.upload({ file: await makeImage("png", { width: 30, height: 20 }), ...ALTS, userId: null });
    const errors = await fieldErrors(media.updateAlt(item.id, { altEn: "A new description", altAr: "" }));
    expect(Object.keys(errors)).toEqual(["altAr"]);
    const changed = await media.updateAlt(item.id, { altEn: " A new description ", altAr: "وصف جديد" });
    expect(changed.alt).toEqual({ en: "A new description", ar: "وصف جديد" });
    expect((await media.describe([item.ref]))[item.ref]?.alt).toEqual({ en: "A new description", ar: "وصف جديد" });
    await expect(media.updateAlt("not-an-id", ALTS)).rejects.toMatchObject({ kind: "not_found" });
  });

  it("refuses the same image twice", async () => {
    const file = await makeImage("jpeg", { width: 90, height: 60 });
    await media.upload({ file, ...ALTS, userId: null });
    expect(await fieldErrors(media.upload({ file, ...ALTS, userId: null }))).toEqual({
      file: MEDIA_MESSAGES.duplicate,
    });
  });

  it("refuses to delete an image that something uses, naming each place, then deletes it once unused", async () => {
    const item = await media.upload({
      file: await makeImage("webp", { width: 120, height: 80 }),
      ...ALTS,
      userId: null,
    });
    const hash = mediaHashOf(item.ref)!;
    await database.db.execute(sql`insert into articles (title, slug, excerpt, content, category, locale)
      values ('Savings', 'savings-media', 'Ex', ${`Look: ![chart](/media/${hash}-120.webp)`}, 'fintech', 'en')`);
    await database.db.execute(
      sql`insert into newsletter_issues (locale, subject, image_url) values ('ar', 'العدد', ${item.ref})`,
    );
    await database.db.execute(
      sql`insert into testimonials (name, role, company, content, image) values ('Mona', 'CEO', 'Co', 'Great', ${item.ref})`,
    );
    extraPlaces.push("Site content “Projects” (English)");
    const refusal = await media.delete(item.id).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).kind).toBe("conflict");
    const message = (refusal as DomainError).message;
    for (const place of [
      "Article “Savings” (English)",
      "Newsletter issue “العدد” (Arabic)",
      "Testimonial from Mona",
      "Site content “Projects” (English)",
    ]) {
      expect(message).toContain(place);
    }
    expect(await media.variant(hash, 120, "webp")).toBeDefined();

    extraPlaces.length = 0;
    await database.db.execute(sql`delete from articles where slug = 'savings-media'`);
    await database.db.execute(sql`delete from newsletter_issues`);
    await database.db.execute(sql`update testimonials set image = null`);
    expect(await media.delete(item.id)).toEqual({ ref: item.ref });
    expect(await media.variant(hash, 120, "webp")).toBeUndefined();
    expect((await media.list()).some((i) => i.id === item.id)).toBe(false);
    await expect(media.delete(item.id)).rejects.toMatchObject({ kind: "not_found" });
    await expect(media.delete("not-an-id")).rejects.toMatchObject({ kind: "not_found" });
  });
});
