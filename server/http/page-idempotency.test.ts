import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppLoadContext, appLoadContext } from "#app/lib/context.ts";
import { newSubmissionKey } from "#app/lib/submission-key.ts";
import { action as bookAction } from "#app/routes/book.tsx";
import { action as careerAction } from "#app/routes/career.tsx";
import { action as homeAction } from "#app/routes/home.tsx";
import type { Database } from "#server/db/client.ts";
import { bookings, careerInquiries, contactMessages, newsletterSubscribers } from "#server/db/schema.ts";
import type { Services } from "#server/services/index.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Issue #34: posting the same form twice without JavaScript (a double click, the browser's re-post)
// stored two rows, and a re-posted /book form answered 409 "taken" for the visitor's own booking.
// Issue #43: a hydrated page posts its forms to the same action with a key its browser made (the
// `submission` field); without JavaScript there is no key and the page door makes one of the answers
// and who sent them. The same key with the same answers gets the first answer, in both languages.

const DAY = 86_400_000;
type Action = (args: { request: Request; context: RouterContextProvider; params: object }) => Promise<unknown>;

describe.each(testDatabaseTargets())("the page door answers a re-post once on $name", (target) => {
  let database: Database;
  let services: Services;
  let app: ReturnType<typeof createTestApp>["app"];
  beforeAll(async () => {
    database = await target.open();
    ({ services, app } = createTestApp(database, { RATE_LIMIT_FORM_POSTS: "1000" }));
  });
  afterAll(() => database?.close());

  const context = (clientIp: string) => {
    const provider = new RouterContextProvider();
    provider.set(appLoadContext, { services, user: null, clientIp } as unknown as AppLoadContext);
    return provider;
  };
  /** Posts a form as a browser does (from `ip`); answers the address it is sent on to, or the status. */
  async function post(action: unknown, url: string, fields: Record<string, string>, ip = "198.51.100.1") {
    const result = await (action as Action)({
      request: new Request(url, { method: "POST", body: new URLSearchParams(fields) }),
      context: context(ip),
      params: {},
    });
    if (result instanceof Response) return { location: result.headers.get("Location"), status: result.status };
    const { data, init } = result as { data?: unknown; init?: { status?: number } };
    return { location: null, status: init?.status ?? 200, data };
  }

  it.each(["https://owner.example/?index", "https://owner.example/ar"])(
    "stores a contact message once when %s gets it twice with its key",
    async (url) => {
      const email = `twice.${url.endsWith("ar") ? "ar" : "en"}@example.com`;
      const fields = { intent: "contact", name: "Layla", email, message: "Hello, I would like to talk." };
      const key = newSubmissionKey();
      const first = await post(homeAction, url, { ...fields, submission: key });
      const again = await post(homeAction, url, { ...fields, submission: key });
      expect(first.location).toMatch(/sent=contact/);
      expect(again).toEqual(first);
      expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);
      // Another key (the browser's next submission) is a new submission.
      await post(homeAction, url, { ...fields, submission: newSubmissionKey() });
      expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(2);
    },
  );

  it.each(["https://owner.example/?index", "https://owner.example/ar"])(
    "without a key (no JavaScript) %s stores the same answers from the same sender once",
    async (url) => {
      const email = `keyless.${url.endsWith("ar") ? "ar" : "en"}@example.com`;
      const fields = { intent: "contact", name: "Layla", email, message: "Hello, sent without JavaScript." };
      const rows = async () =>
        (await database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).length;
      const first = await post(homeAction, url, fields);
      expect(first.location).toMatch(/sent=contact/);
      expect(await post(homeAction, url, fields)).toEqual(first);
      // A key that is not a browser's (a script's guess) counts as none.
      expect(await post(homeAction, url, { ...fields, submission: "not-a-key" })).toEqual(first);
      expect(await rows()).toBe(1);
      // Other answers, or the same ones from another address, are a submission of their own.
      await post(homeAction, url, { ...fields, message: "Hello again, with another question." });
      await post(homeAction, url, fields, "198.51.100.2");
      expect(await rows()).toBe(3);
    },
  );

  it("answers a hydrated page's post to its data address (/ar.data) in the page's language", async () => {
    const fields = { intent: "contact", name: "ل", email: "layla@example.com", message: "مرحبًا، أود التحدث." };
    const refused = await post(homeAction, "https://owner.example/ar.data", {
      ...fields,
      submission: newSubmissionKey(),
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { name: "يجب ألا يقل الاسم عن حرفين" } });
  });

  it.each([
    ["https://owner.example/?index", "This form was already sent with other answers. Please send it again."],
    ["https://owner.example/ar", "أُرسل هذا النموذج من قبل بإجابات أخرى. يُرجى إرساله مرة أخرى."],
  ])("refuses a key sent again with other answers on %s (422) and stores nothing more", async (url, words) => {
    const key = newSubmissionKey();
    const base = { intent: "contact", name: "Omar", message: "Hello, I would like to talk." };
    const one = `one.${url.endsWith("ar") ? "ar" : "en"}@example.com`;
    const two = `two.${url.endsWith("ar") ? "ar" : "en"}@example.com`;
    expect((await post(homeAction, url, { ...base, email: one, submission: key })).status).toBe(302);
    const other = await post(homeAction, url, { ...base, email: two, submission: key });
    expect(other.status).toBe(422);
    expect(other.data).toMatchObject({ intent: "contact", errors: { form: words }, values: { email: two } });
    const emails = (await database.db.select().from(contactMessages)).map((row) => row.email);
    expect(emails).toContain(one);
    expect(emails).not.toContain(two);
  });

  it("subscribes and records a career inquiry once for a re-post", async () => {
    const key = newSubmissionKey();
    const newsletter = { intent: "newsletter", email: "reader.once@example.com", submission: key };
    await post(homeAction, "https://owner.example/ar", newsletter);
    expect((await post(homeAction, "https://owner.example/ar", newsletter)).location).toMatch(/subscribed=1/);
    expect(
      await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "reader.once@example.com")),
    ).toHaveLength(1);

    const career = {
      name: "Omar",
      email: "career.once@example.com",
      inquiryType: "consulting",
      message: "I would like to work with you on a project.",
      submission: newSubmissionKey(),
    };
    const first = await post(careerAction, "https://owner.example/career", career);
    expect(await post(careerAction, "https://owner.example/career", career)).toEqual(first);
    expect(
      await database.db.select().from(careerInquiries).where(eq(careerInquiries.email, "career.once@example.com")),
    ).toHaveLength(1);
  });

  it.each(["https://owner.example/book", "https://owner.example/ar/book"])(
    "sends a re-posted booking from %s to the visitor's own booking, not a 409",
    async (url) => {
      const from = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
      const [start] = await services.bookings.slots({ type: "intro-call", from, days: 21, timeZone: "Europe/London" });
      const email = `book.once.${url.includes("/ar/") ? "ar" : "en"}@example.com`;
      const fields = {
        type: "intro-call",
        start: new Date(start!).toISOString(),
        name: "Sara",
        email,
        company: "",
        topic: "A Murabaha product launch",
        timeZone: "Europe/London",
        submission: newSubmissionKey(),
      };
      const first = await post(bookAction, url, fields);
      expect(first, JSON.stringify(first)).toMatchObject({ status: 302 });
      expect(first.location).toMatch(/\/book\/manage\?token=.+&booked=1$/);
      const again = await post(bookAction, url, fields);
      expect(again).toEqual(first);
      expect(await database.db.select().from(bookings).where(eq(bookings.email, email))).toHaveLength(1);
      // Another visitor's answers for the same time are still refused: the slot is taken.
      // (another visitor's browser makes its own key; without JavaScript there is none).
      const other = await post(bookAction, url, {
        ...fields,
        email: "someone.else@example.com",
        submission: newSubmissionKey(),
      });
      expect(other.status).toBe(409);
      const { submission: _key, ...keyless } = fields;
      expect((await post(bookAction, url, { ...keyless, email: "someone.else@example.com" })).status).toBe(409);
    },
  );

  it("books once through the API with an Idempotency-Key (on PGlite this waited on itself before)", async () => {
    const from = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const [start] = await services.bookings.slots({ type: "intro-call", from, days: 21, timeZone: "UTC" });
    const body = JSON.stringify({
      type: "intro-call",
      start: new Date(start!).toISOString(),
      name: "Api",
      email: "api.once@example.com",
      topic: "A Murabaha product launch",
      timeZone: "UTC",
    });
    const send = () =>
      app.request("/api/booking", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": "booking-once-1" },
        body,
      });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
  });
});
