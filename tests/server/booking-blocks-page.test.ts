import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assertBuilt } from "#harness/server-process.ts";
import type { Database } from "#server/db/client.ts";
import { bookingBlocks } from "#server/db/schema.ts";
import { createDocumentHandler } from "#server/http/react-router.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Issue #42: a block to 9999-12-31 was stored, and from then on the whole bookings admin answered
// 500 (a RangeError formatting the day after it). The real page, rendered by the built app.
assertBuilt();
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const SITE = "http://site.test";
const ADMIN = "owner@example.com";
const root = path.resolve(import.meta.dirname, "../..");

let database: Database;
let site: ReturnType<typeof createTestApp>;
let cookie: string;

beforeAll(async () => {
  database = await testDatabaseTargets()[0]!.open();
  const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
  site = createTestApp(
    database,
    { SITE_URL: SITE, NODE_ENV: "production", PAGE_CACHE_TTL_MS: "0", ADMIN_EMAILS: ADMIN },
    { handleDocument: createDocumentHandler(build, "production"), clientDir: path.join(root, "build/client") },
  );
  const adminId = await site.services.users.ensureVerified(ADMIN, "Omar Owner");
  cookie = `sid=${(await site.services.sessions.create(adminId!)).token}`;
});
afterAll(async () => {
  await database?.close();
});

const post = (fields: Record<string, string>) =>
  site.app.request(`${SITE}/admin/bookings`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("the bookings admin and its blocked days", () => {
  it("refuses a far-future block with the field named, and stores nothing", async () => {
    for (const [fields, named] of [
      [{ from: "9999-12-31" }, "First day:"],
      [{ from: "2026-12-31", to: "9999-12-31" }, "Last day:"],
    ] as const) {
      const res = await post({ intent: "booking-block", ...fields, note: "" });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(named);
    }
    expect(await database.db.select().from(bookingBlocks)).toEqual([]);
  });

  it("shows a stored row that is no block as not valid, with Unblock, instead of a 500", async () => {
    const [far] = await database.db
      .insert(bookingBlocks)
      .values({ fromDate: "2026-12-31", toDate: "9999-12-31", note: "forever" })
      .returning();
    const page = await site.app.request(`${SITE}/admin/bookings`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Not a valid block.");
    expect(html).toContain("9999-12-31");
    expect(html).toContain(`name="id" value="${far!.id}"`);
    // And the owner can take it away from that same page.
    expect((await post({ intent: "booking-unblock", id: far!.id })).status).toBe(200);
    expect(await database.db.select().from(bookingBlocks)).toEqual([]);
  });
});
