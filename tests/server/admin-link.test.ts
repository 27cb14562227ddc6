import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assertBuilt, startServer, tempDataDir } from "#harness/server-process.ts";

// `npm run admin:link` on the embedded database with the server stopped, then the built server
// takes the printed link once.
assertBuilt();

const root = path.resolve(import.meta.dirname, "../..");
const OWNER = "owner@example.com";

function adminLink(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/admin-link.ts", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run admin:link", () => {
  // Four command runs and a server start, each a Node process opening the database: slow on a busy host.
  it("prints a one-time link that the server takes once and that lands on /admin", { timeout: 90_000 }, async () => {
    const dataDir = tempDataDir();
    const env = { PGLITE_DIR: dataDir, ADMIN_EMAILS: OWNER, SITE_URL: "https://owner.example" };

    const refused = adminLink(env, "stranger@example.com");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("not in ADMIN_EMAILS");
    expect(adminLink(env).code).toBe(2);

    const issued = adminLink(env, OWNER);
    expect(issued.code).toBe(0);
    const link = /https:\/\/owner\.example\/api\/auth\/link\?token=([\w-]+)/.exec(issued.stdout);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const server = await startServer({ PGLITE_DIR: dataDir, ADMIN_EMAILS: OWNER, LOG_LEVEL: "warn" });
    try {
      // On PGlite the command needs the server stopped, and says so.
      const busy = adminLink(env, OWNER);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain("already in use by another server process");

      const page = await fetch(`${server.url}/api/auth/link?token=${token}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Sign in");

      const use = () =>
        fetch(`${server.url}/api/auth/link`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
          body: new URLSearchParams({ token }),
        });
      const first = await use();
      expect(first.status).toBe(303);
      expect(first.headers.get("Location")).toBe("/admin");
      const sid = first.headers
        .getSetCookie()
        .find((c) => c.startsWith("sid="))!
        .split(";")[0]!;

      // /admin opens on the Overview section.
      const entry = await fetch(`${server.url}/admin`, { headers: { Cookie: sid }, redirect: "manual" });
      expect(entry.status).toBe(302);
      expect(entry.headers.get("Location")).toBe("/admin/overview");
      const admin = await fetch(`${server.url}/admin/overview`, { headers: { Cookie: sid }, redirect: "manual" });
      expect(admin.status).toBe(200);
      expect(await admin.text()).toContain("Admin Dashboard");
      expect(await (await fetch(`${server.url}/api/auth/me`, { headers: { Cookie: sid } })).json()).toMatchObject({
        email: OWNER,
        isAdmin: true,
      });

      const second = await use();
      expect(second.status).toBe(400);
      expect(await second.text()).toContain("This sign-in link is invalid, expired or already used.");

      const signedOut = await fetch(`${server.url}/admin`, { redirect: "manual" });
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("Location")).toBe("/");
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
