import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppLoadContext, appLoadContext } from "#app/lib/context.ts";
import { action as careerAction } from "#app/routes/career.tsx";
import { action as homeAction } from "#app/routes/home.tsx";
import type { Database } from "#server/db/client.ts";
import { careerInquiries, contactMessages, newsletterSubscribers, outbox } from "#server/db/schema.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Control characters in a lead: PostgreSQL refuses NUL outright, so before the shared schemas refused
// them a name like "A\u0000B" was a 500 and the lead was lost. Now it is the field's 400, on both
// databases, through the API and through the forms without JavaScript, and nothing is stored.

const NAME_MESSAGE = "Name must not contain control characters";
const MESSAGE_MESSAGE = "Message must not contain control characters";
// Fields without words of their own get the edge's general one (server/http/middleware/input-guard.ts).
const ANY_FIELD_MESSAGE = "This field must not contain control characters";

const contact = { name: "Layla", email: "layla@example.com", message: "Hello, I would like to talk." };
const career = {
  name: "Omar",
  email: "omar@example.com",
  inquiryType: "consulting",
  message: "I would like to work with you on a project.",
};

describe.each(testDatabaseTargets())("control characters in leads on $name", (target) => {
  let database: Database;
  let made: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    database = await target.open();
    made = createTestApp(database, { RATE_LIMIT_FORM_POSTS: "100000" });
  });
  afterAll(() => database?.close());

  async function nothingStored() {
    const db = database.db;
    expect(await db.select().from(contactMessages)).toEqual([]);
    expect(await db.select().from(careerInquiries)).toEqual([]);
    expect(await db.select().from(newsletterSubscribers)).toEqual([]);
    expect(await db.select().from(outbox)).toEqual([]);
  }

  const post = async (path: string, body: unknown) => {
    const res = await made.app.request(path, jsonPost(body));
    return { status: res.status, body: (await res.json()) as { message: string; errors?: Record<string, string> } };
  };

  it.each([
    ["/api/contact", { ...contact, name: "A\u0000B" }, "name", NAME_MESSAGE],
    ["/api/contact", { ...contact, message: "Hello\u0000, I would like to talk." }, "message", MESSAGE_MESSAGE],
    ["/api/contact", { ...contact, email: "lay\u0000la@example.com" }, "email", ANY_FIELD_MESSAGE],
    ["/api/career", { ...career, name: "A\u0000B" }, "name", NAME_MESSAGE],
    ["/api/career", { ...career, phone: "+971\u0000 50" }, "phone", "Phone must not contain control characters"],
    ["/api/career", { ...career, portfolioUrl: "https://example.com/\u0000" }, "portfolioUrl", ANY_FIELD_MESSAGE],
    ["/api/career", { ...career, message: "Escape \u001b[31m is not text either." }, "message", MESSAGE_MESSAGE],
    ["/api/newsletter", { email: "reader@example.com", name: "A\u0000B" }, "name", NAME_MESSAGE],
    ["/api/newsletter", { email: "reader@example.com", name: "A\u0085B" }, "name", NAME_MESSAGE],
  ])("POST %s with %j is a 400 naming the field", async (path, body, field, message) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    await nothingStored();
  });

  it("keeps tabs and line breaks in a message (a textarea posts CR LF)", async () => {
    const res = await post("/api/contact", { ...contact, message: "Line one,\r\nline two\tand a tab." });
    expect(res.status).toBe(201);
    await database.db.delete(outbox);
    await database.db.delete(contactMessages);
  });

  function context() {
    const provider = new RouterContextProvider();
    provider.set(appLoadContext, { services: made.services, user: null } as unknown as AppLoadContext);
    return provider;
  }
  type Action = (args: { context: RouterContextProvider; request: Request; params: object }) => Promise<unknown>;
  async function submit(action: Action, url: string, fields: Record<string, string>) {
    const result = await action({
      context: context(),
      request: new Request(url, { method: "POST", body: new URLSearchParams(fields) }),
      params: {},
    });
    const { data, init } = result as unknown as {
      data: { errors: Record<string, string>; values: Record<string, string> };
      init: { status?: number } | null;
    };
    return { status: init?.status ?? 200, ...data };
  }

  it("refuses them in the forms without JavaScript with the same field message", async () => {
    const home = "https://owner.example/?index";
    const contactForm = await submit(homeAction as unknown as Action, home, {
      intent: "contact",
      ...contact,
      name: "A\u0000B",
    });
    expect(contactForm.status).toBe(400);
    expect(contactForm.errors.name).toBe(NAME_MESSAGE);

    const newsletterForm = await submit(homeAction as unknown as Action, home, {
      intent: "newsletter",
      email: "reader@example.com",
      name: "A\u0000B",
    });
    expect(newsletterForm.status).toBe(400);
    expect(newsletterForm.errors.name).toBe(NAME_MESSAGE);

    const careerForm = await submit(careerAction as unknown as Action, "https://owner.example/career", {
      ...career,
      name: "A\u0000B",
    });
    expect(careerForm.status).toBe(400);
    expect(careerForm.errors.name).toBe(NAME_MESSAGE);
    await nothingStored();
  });
});
