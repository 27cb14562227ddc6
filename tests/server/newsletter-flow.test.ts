import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assertBuilt } from "#harness/server-process.ts";
import { startSmtpServer, waitFor } from "#harness/smtp.ts";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
import { createDocumentHandler } from "#server/http/react-router.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// The whole double opt-in through the real pages (the built React Router app) and a real SMTP server.
assertBuilt();
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const [pglite] = testDatabaseTargets();
let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let build: ServerBuild;
beforeAll(async () => {
  database = await pglite!.open();
  smtp = await startSmtpServer();
  build = (await import(path.resolve(import.meta.dirname, "../../build/server/index.js"))) as ServerBuild;
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

const status = async (email: string) => {
  const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
};

describe("newsletter confirmation through the e-mailed link", () => {
  it("confirms only when the page's button POSTs, never on the GET a mail scanner makes", async () => {
    const { app } = createTestApp(
      database,
      { SMTP_URL: smtp.url, SITE_URL: "http://site.test", NODE_ENV: "production" },
      { handleDocument: createDocumentHandler(build, "production") },
    );
    const res = await app.request("/api/newsletter", jsonPost({ email: "scanner@example.com", subscribed: true }));
    expect(res.status).toBe(200);
    await waitFor(() => smtp.received.some((m) => m.to.includes("scanner@example.com")), "confirmation mail");
    const mail = smtp.received.find((m) => m.to.includes("scanner@example.com"))!;
    const link = /http:\/\/site\.test(\/newsletter\/confirm\?token=\S+)/.exec(mail.text)![1]!;

    // A scanner (or the person) opens the link: the page offers a button and changes nothing.
    for (let i = 0; i < 3; i++) {
      const page = await app.request(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<form[^>]*method="post"/i);
      expect(html).toContain("Confirm subscription");
    }
    expect((await status("scanner@example.com"))!.confirmedAt).toBeNull();

    // The button: a same-origin form POST to the same address.
    const confirmed = await app.request(`http://site.test${link}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://site.test" },
      body: "",
    });
    expect(confirmed.status).toBe(200);
    expect((await status("scanner@example.com"))!.confirmedAt).toBeInstanceOf(Date);

    // The visible unsubscribe link's page also acts only on POST.
    const unsubscribe = /http:\/\/site\.test(\/newsletter\/unsubscribe\?token=\S+)/.exec(mail.text)![1]!;
    await app.request(unsubscribe);
    expect((await status("scanner@example.com"))!.subscribed).toBe(true);
    await app.request(`http://site.test${unsubscribe}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://site.test" },
      body: "",
    });
    expect((await status("scanner@example.com"))!.subscribed).toBe(false);
  });
});
