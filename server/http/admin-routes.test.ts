import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { isAdminGuard } from "./middleware/auth.ts";

// Every admin API route, found in the router itself (each one's handler chain holds the guard that
// `requireAdmin` makes), answers 401 without a session and 403 to a signed-in non-admin. A new admin
// route is covered the moment it is mounted.

const SITE = "https://owner.example";
const [pglite] = testDatabaseTargets();
let database: Database;
beforeAll(async () => {
  database = await pglite!.open();
});
afterAll(() => database?.close());

const made = () =>
  createTestApp(database, { SITE_URL: SITE, ADMIN_EMAILS: "boss@example.com,unverified-boss@example.com" });

function adminRoutes(app: ReturnType<typeof made>["app"]) {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (isAdminGuard(route.handler))
      seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** A concrete URL for a route pattern: every parameter becomes a well-formed id that exists nowhere. */
const concrete = (path: string) => path.replace(/:\w+(\{[^}]*\})?/g, "00000000-0000-4000-8000-000000000000");

async function cookieFor(testApp: ReturnType<typeof made>, email: string, verified: boolean) {
  const userId = verified
    ? await testApp.services.users.ensureVerified(email, "Someone")
    : await testApp.services.users.upsertFromIdentity({ email, emailVerified: false, name: "Someone", picture: null });
  const { token } = await testApp.services.sessions.create(userId!);
  return `sid=${token}`;
}

describe("every admin API route", () => {
  it("is found in the router, including today's lead lists", () => {
    const routes = adminRoutes(made().app).map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/contact",
        "GET /api/newsletter",
        "GET /api/career",
        "GET /api/admin/overview",
        "PATCH /api/admin/messages/:id",
        "DELETE /api/admin/newsletter/subscribers/:id",
        "GET /api/admin/newsletter/subscribers.csv",
        "POST /api/articles",
        "PUT /api/articles/:id",
        "DELETE /api/articles/:id",
        "POST /api/testimonials",
        "PUT /api/testimonials/:id",
        "DELETE /api/testimonials/:id",
      ]),
    );
    for (const route of routes) expect(route).toMatch(/^[A-Z]+ \/api\//);
  });

  it("answers 401 without a session and 403 to anyone but a verified admin", async () => {
    const testApp = made();
    const visitor = await cookieFor(testApp, "visitor@example.com", true);
    const unverifiedBoss = await cookieFor(testApp, "unverified-boss@example.com", false);
    const boss = await cookieFor(testApp, "boss@example.com", true);
    const routes = adminRoutes(testApp.app);
    expect(routes.length).toBeGreaterThanOrEqual(3);

    for (const { method, path } of routes) {
      const request = (cookie?: string) =>
        testApp.app.request(concrete(path), {
          method,
          headers: {
            Origin: SITE,
            "Content-Type": "application/json",
            ...(cookie ? { Cookie: cookie } : {}),
          },
          ...(method === "GET" || method === "HEAD" ? {} : { body: "{}" }),
        });
      const label = `${method} ${path}`;
      const signedOut = await request();
      expect(signedOut.status, label).toBe(401);
      expect(await signedOut.json(), label).toEqual({ message: expect.any(String) });
      expect((await request("sid=not-a-session")).status, label).toBe(401);
      expect((await request(visitor)).status, label).toBe(403);
      expect((await request(unverifiedBoss)).status, label).toBe(403);
      // The admin gets past the guard (whatever the route then answers to an empty request).
      expect([401, 403], label).not.toContain((await request(boss)).status);
    }
  });

  it("refuses every mutating admin route from another site, named by Origin or, without Origin, by Referer", async () => {
    const testApp = made();
    const boss = await cookieFor(testApp, "boss@example.com", true);
    const mutating = adminRoutes(testApp.app).filter(({ method }) => !["GET", "HEAD", "OPTIONS"].includes(method));
    expect(mutating.length).toBeGreaterThanOrEqual(10);
    for (const { method, path } of mutating) {
      const foreigners: Record<string, string>[] = [
        { Origin: "https://evil.example" },
        { Referer: "https://evil.example/innocent-page" },
      ];
      for (const foreign of foreigners) {
        const label = `${method} ${path} ${JSON.stringify(foreign)}`;
        const res = await testApp.app.request(concrete(path), {
          method,
          headers: { ...foreign, Cookie: boss, "Content-Type": "application/json" },
          body: "{}",
        });
        expect(res.status, label).toBe(403);
        expect(await res.json(), label).toEqual({ message: "This request came from another site and was refused." });
      }
    }
  });
});
