import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

const [pglite] = testDatabaseTargets();
let database: Database;
let ip = 0;
beforeAll(async () => {
  database = await pglite!.open();
});
afterAll(() => database?.close());

const app = () => createTestApp(database, { SITE_URL: "https://owner.example", TRUST_PROXY: "true" }).app;
const visitor = {
  name: "Omar Haddad",
  email: "omar@example.org",
  topic: "Payments roadmap review",
  type: "product-review",
  start: "2099-01-05T09:00:00+04:00",
  timeZone: "Asia/Dubai",
};
async function post(body: unknown) {
  const res = await app().request("/api/booking", jsonPost(body, { "X-Forwarded-For": `198.51.100.${++ip}` }));
  return { status: res.status, body: (await res.json()) as { message: string; errors?: Record<string, string> } };
}

describe("booking errors name the field the client sent, its limit as read, in the page's language (issue #42, item 25)", () => {
  it("slots take `tz`, and an unknown zone is refused under `tz`", async () => {
    const res = await app().request("/api/booking/slots?type=intro-call&days=7&tz=Mars%2FBase");
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors)).toEqual(["tz"]);
  });

  it("an answer too long for any question is `answers.<id>`, at most 2,000 characters (not '<=2001')", async () => {
    const { status, body } = await post({ ...visitor, answers: { stage: "Being built", links: "x".repeat(5000) } });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ "answers.links": "An answer must be at most 2,000 characters" });
  });
});
