import { spawnSync } from "node:child_process";
import path from "node:path";
import { freePort } from "#harness/ports.ts";
import { type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

// `npm run admin:link` is the way into /admin without an identity provider. The server test posts the
// form with a hand-made Origin; this one lets Chromium open the printed link and press the button, so
// the page's referrer policy and the origin check meet as they do for the owner.

const root = path.resolve(import.meta.dirname, "../..");
const OWNER = "link-owner@example.com";

/** A port nobody listens on right now, so SITE_URL can name it before the server starts. */
test.describe("one-time admin sign-in link", () => {
  let server: RunningServer | undefined;
  // The page goes first: a dashboard still fetching from a stopped server would log errors.
  test.afterEach(async ({ page }) => {
    await page.close();
    await server?.stop();
  });

  test("the printed link opens a page whose Sign in button lands in the admin dashboard", async ({ page }) => {
    test.setTimeout(60_000);
    const port = await freePort();
    const env = {
      PGLITE_DIR: tempDataDir("site-e2e-link-"),
      ADMIN_EMAILS: OWNER,
      SITE_URL: `http://127.0.0.1:${port}`,
    };
    // The script as the owner runs it (on PGlite, with the server stopped).
    const issued = spawnSync(process.execPath, ["scripts/admin-link.ts", OWNER], {
      cwd: root,
      env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
      encoding: "utf8",
    });
    expect(issued.status, issued.stderr).toBe(0);
    const link = /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/link\?token=[\w-]+/.exec(issued.stdout)?.[0];
    expect(link).toBeDefined();

    server = await startServer({ ...env, PORT: String(port), LOG_LEVEL: "warn" });
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page).toHaveURL(`${env.SITE_URL}/admin/overview`);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await waitForHydration(page);
    expect(await (await page.request.get(`${env.SITE_URL}/api/auth/me`)).json()).toMatchObject({
      email: OWNER,
      isAdmin: true,
    });
  });
});
