import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { openDatabase } from "#server/db/client.ts";
import { contactMessages, outbox } from "#server/db/schema.ts";

// The page door (a form without JavaScript) under a hard crash: a contact message the server
// answered is on disk with its mail when the process is SIGKILLed right after, and the browser's
// re-post of the same form (the same server-rendered key) after the restart is answered with the
// first answer instead of storing it again (issue #34).
assertBuilt();

const dir = tempDataDir("page-door-kill-");
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop("SIGKILL");
});

const form = new URLSearchParams({
  intent: "contact",
  name: "Layla",
  email: "killed.page@example.com",
  message: "Hello, I would like to talk about a product.",
  submission: "0123456789abcdef0123456789abcdef",
});
const post = (url: string) =>
  fetch(`${url}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });

describe("a page-door lead and SIGKILL", () => {
  it("keeps the answered lead and its mail, and answers the re-post after the restart once", async () => {
    server = await startServer({ PGLITE_DIR: dir });
    const first = await post(server.url);
    expect(first.status).toBe(302);
    const location = first.headers.get("Location");
    expect(location).toMatch(/sent=contact/);
    expect(await server.stop("SIGKILL")).toBeNull();

    server = await startServer({ PGLITE_DIR: dir });
    const again = await post(server.url);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(location);
    await server.stop("SIGKILL");
    server = undefined;

    const database = await openDatabase({ kind: "pglite", dir });
    try {
      const rows = await database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, "killed.page@example.com"));
      expect(rows).toHaveLength(1);
      const mails = await database.db.select().from(outbox);
      expect(mails.filter((mail) => JSON.stringify(mail).includes("killed.page@example.com"))).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 90_000);
});
