import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mediaHashOf } from "#domain/media.ts";
import type { Database } from "#server/db/client.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { makeImage } from "#tests/media-fixtures.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const SITE = "https://owner.example";
const [pglite] = testDatabaseTargets();
let database: Database;
let testApp: ReturnType<typeof createTestApp>;
let hash: string;
beforeAll(async () => {
  database = await pglite!.open();
  testApp = createTestApp(database, { SITE_URL: SITE, ADMIN_EMAILS: "boss@example.com", MEDIA_MAX_BYTES: "1048576" });
  const item = await testApp.services.media.upload({
    file: await makeImage("jpeg", { width: 700, height: 400 }),
    altEn: "A desk",
    altAr: "مكتب",
    userId: null,
  });
  hash = mediaHashOf(item.ref)!;
});
afterAll(() => database?.close());

describe("GET /media/…", () => {
  it("answers a variant with its type, a year of immutable caching and an ETag, then 304 to that ETag", async () => {
    const response = await testApp.app.request(`/media/${hash}-640.avif`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("ETag");
    expect(etag).toBe(`"${hash}-640.avif"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(4, 12))).toBe("ftypavif");
    const again = await testApp.app.request(`/media/${hash}-640.avif`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const jpeg = await testApp.app.request(`/media/${hash}-700.jpg`);
    expect(jpeg.headers.get("Content-Type")).toBe("image/jpeg");
    expect([...new Uint8Array(await jpeg.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it("drops every instance's cached pages when an alt text changes (pages say it), not on upload", async () => {
    const before = testApp.services.contentVersion.current("pages");
    const item = await testApp.services.media.upload({
      file: await makeImage("png", { width: 20, height: 10 }),
      altEn: "Dot",
      altAr: "نقطة",
      userId: null,
    });
    expect(testApp.services.contentVersion.current("pages")).toBe(before);
    await testApp.services.media.updateAlt(item.id, { altEn: "A dot", altAr: "نقطة" });
    expect(testApp.services.contentVersion.current("pages")).toBeGreaterThan(before);
  });

  it("answers a bare ref with the default variant, cached a day", async () => {
    const response = await testApp.app.request(`/media/${hash}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
  });

  it("answers 404, never 500, to an unknown image, width or format and to garbage addresses", async () => {
    const paths = [
      `/media/${"0".repeat(32)}-640.avif`,
      `/media/${"0".repeat(32)}`,
      `/media/${hash}-960.avif`, // wider than the upload
      `/media/${hash}-640.png`, // not this image's fallback
      `/media/${hash}-640.gif`,
      `/media/${hash}-0640.jpg`,
      `/media/${hash}.jpg`,
      `/media/${hash}-640.jpg/extra`,
      "/media/",
      `/media/${"a".repeat(5000)}`,
      "/media/..%2f..%2fetc%2fpasswd",
      "/media/%00",
      "/media/%E0%A4%A",
      `/media/${hash}%0a-640.jpg`,
    ];
    for (const path of paths) {
      const response = await testApp.app.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get("Cache-Control") ?? "").not.toContain("immutable");
    }
  });
});

async function adminCookie() {
  const userId = await testApp.services.users.ensureVerified("boss@example.com", "Boss");
  const { token } = await testApp.services.sessions.create(userId!);
  return `sid=${token}`;
}

/** A multipart upload of `size` bytes to the Media tab's action. */
function upload(size: number, headers: Record<string, string>) {
  const form = new FormData();
  form.set("intent", "media-upload");
  form.set("altEn", "A desk");
  form.set("altAr", "مكتب");
  form.set("file", new Blob([new Uint8Array(size)], { type: "image/png" }), "photo.png");
  return testApp.app.request("/admin/media", { method: "POST", body: form, headers });
}

describe("an upload to /admin", () => {
  it("may be as large as MEDIA_MAX_BYTES for a signed-in admin, and no larger", async () => {
    const cookie = await adminCookie();
    const within = await upload(1_000_000, { Origin: SITE, Cookie: cookie });
    expect(within.status).toBe(200); // reached the page (a stand-in here)
    const over = await upload(1_048_576 + 70_000, { Origin: SITE, Cookie: cookie });
    expect(over.status).toBe(413);
    expect(await over.text()).toContain("The image is larger than 1 MB");
  });

  it("keeps a stranger to the page's usual limit (the article editor's), before anything reads the body", async () => {
    const response = await upload(700_000, { Origin: SITE });
    expect(response.status).toBe(413);
    expect(await response.text()).not.toContain("image");
  });

  it("is refused when another site makes the admin's browser send it", async () => {
    const cookie = await adminCookie();
    const response = await upload(1000, { Origin: "https://evil.example", Cookie: cookie });
    expect(response.status).toBe(403);
    const fetchSite = await upload(1000, { "Sec-Fetch-Site": "cross-site", Cookie: cookie });
    expect(fetchSite.status).toBe(403);
  });
});
