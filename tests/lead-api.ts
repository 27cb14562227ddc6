import { afterAll, afterEach, beforeAll } from "vitest";
import { type ReceivedMail, startSmtpServer } from "#harness/smtp.ts";
import type { Database } from "#server/db/client.ts";
import { createTestApp, jsonPost } from "./app.ts";
import { testDatabaseTargets } from "./db.ts";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * The lead API tests' setup: a PGlite database and a fake SMTP server for the file (mail cleared after
 * each test), and `app()`, the real Hono app posting JSON from a client address of its own, so the
 * form rate limit only bites where a test sets it. Call it at the top of a test file.
 */
export function leadApiFixture(addressPrefix: string) {
  const [pglite] = testDatabaseTargets();
  let database: Database | undefined;
  let smtp: Smtp | undefined;
  beforeAll(async () => {
    database = await pglite!.open();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });
  afterEach(() => {
    if (smtp) smtp.received.length = 0;
  });

  let addressCounter = 0;
  function app(env: Record<string, string> = {}) {
    const ip = `${addressPrefix}.${++addressCounter}`;
    const made = createTestApp(database!, {
      SMTP_URL: smtp!.url,
      OWNER_EMAIL: "owner@example.com",
      SITE_URL: "https://owner.example",
      TRUST_PROXY: "true",
      RATE_LIMIT_FORM_POSTS: "1000",
      ...env,
    });
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      made.app.request(path, jsonPost(body, { "X-Forwarded-For": ip, ...headers }));
    return { ...made, post, ip };
  }

  return {
    app,
    get database() {
      return database!;
    },
    get smtp() {
      return smtp!;
    },
  };
}

/** Picks the mail sent to an address out of the fake server's inbox. */
export const mailTo = (address: string) => (m: ReceivedMail) => m.to.includes(address);
