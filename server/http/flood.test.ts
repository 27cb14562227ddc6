import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import type { DocumentHandler } from "#server/http/app.ts";
import { randomToken } from "#server/lib/tokens.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Issue #41, item 2: a flood of page misses from one client filled the render queue, and the owner's
// admin pages (and every other visitor's misses) were answered 503 until it stopped (decision 036).

const [pglite] = testDatabaseTargets();
let database: Database;
beforeAll(async () => {
  database = await pglite!.open();
});
afterAll(() => database?.close());

const OWNER = "owner@example.com";

/** The site with a render stand-in that holds every public page until `release`, and answers the admin's at once. */
function floodedSite() {
  const held: (() => void)[] = [];
  const rendered: string[] = [];
  const handleDocument: DocumentHandler = async (request, context) => {
    const { pathname } = new URL(request.url);
    if (!context.user?.isAdmin) await new Promise<void>((resolve) => held.push(resolve));
    rendered.push(pathname);
    return new Response(`<!doctype html><title>page</title><p>${pathname}</p>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  const site = createTestApp(
    database,
    {
      ADMIN_EMAILS: OWNER,
      PAGE_CACHE_TTL_MS: "5000",
      RENDER_CONCURRENCY: "1",
      RENDER_QUEUE: "4",
      TRUST_PROXY: "true",
    },
    { handleDocument },
  );
  const from = (ip: string, headers: Record<string, string> = {}) => ({
    headers: { "X-Forwarded-For": ip, ...headers },
  });
  const release = () => {
    for (const resolve of held.splice(0)) resolve();
  };
  /** Lets the held renders' waiting turns come round (each starts from setImmediate). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { ...site, held, rendered, from, release, settle };
}

describe("a flood of page misses", () => {
  it("leaves the signed-in owner a lane of their own: /admin answers 200 while public misses get 503", async () => {
    const site = floodedSite();
    const ownerId = await site.services.users.ensureVerified(OWNER, "Owner");
    const { token } = await site.services.sessions.create(ownerId);
    // One client's misses fill the render and its queue (distinct addresses: no shared flight).
    const flood = Array.from({ length: 5 }, (_, i) => site.app.request(`/blog/miss-${i}`, site.from("203.0.113.9")));
    const refused = await site.app.request("/blog/miss-5", site.from("203.0.113.9"));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("2");
    // A made-up session cookie gets no lane: refused like the flood it came with.
    const madeUp = await site.app.request("/admin", site.from("203.0.113.9", { Cookie: `sid=${randomToken()}` }));
    expect(madeUp.status).toBe(503);
    const started = performance.now();
    const admin = await site.app.request("/admin", site.from("203.0.113.9", { Cookie: `sid=${token}` }));
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain("<p>/admin</p>");
    expect(admin.headers.get("Cache-Control")).toBe("private, no-store");
    expect(performance.now() - started).toBeLessThan(1000);
    // The flood is still held: the owner's page did not wait for it.
    expect(site.rendered).toEqual(["/admin"]);
    for (let i = 0; i < 5; i++) {
      site.release();
      await site.settle();
    }
    expect((await Promise.all(flood)).map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("gives another client a place in a queue one client filled", async () => {
    const site = floodedSite();
    const flood = Array.from({ length: 5 }, (_, i) => site.app.request(`/blog/flood-${i}`, site.from("203.0.113.9")));
    expect((await site.app.request("/blog/flood-5", site.from("203.0.113.9"))).status).toBe(503);
    const visitor = site.app.request("/career", site.from("198.51.100.7"));
    // Its place was the flood's newest: that one is refused instead.
    expect((await flood[4])!.status).toBe(503);
    site.release();
    await site.settle();
    // The first held render ended; the visitor's turn comes before the flood's other waiting pages.
    expect(site.rendered).toEqual(["/blog/flood-0"]);
    site.release();
    await site.settle();
    expect(site.rendered).toEqual(["/blog/flood-0", "/career"]);
    expect((await visitor).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      site.release();
      await site.settle();
    }
    expect((await Promise.all(flood.slice(0, 4))).map((res) => res.status)).toEqual([200, 200, 200, 200]);
  });
});
