import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newSubmissionKey } from "#app/lib/submission-key.ts";
import { assertBuilt } from "#harness/server-process.ts";
import type { Database } from "#server/db/client.ts";
import { bookings, careerInquiries, contactMessages, newsletterSubscribers, outbox } from "#server/db/schema.ts";
import { createDocumentHandler } from "#server/http/react-router.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Issue #34: every public form is declared once and taken by one intake through both doors, the
// `/api/<form>` endpoint (JSON) and the page's action (a form posted without JavaScript). Each rule
// is tried here through both doors and in both languages, against the real pages (the built React
// Router app): a replay of a stored key is answered before the limit; over the limit a page gets its
// whole page back with the form filled in; a trapped (honeypot) submission looks like a real one all
// the way, a booking's manage page included, and stores and sends nothing.
assertBuilt();
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const SITE = "https://owner.example";
const DAY = 86_400_000;
const LOCALES = ["en", "ar"] as const;
type Locale = (typeof LOCALES)[number];

const TOO_MANY = { en: /Too many requests\. Please try again in \d+ minutes?\./, ar: /طلبات كثيرة جدًا\./ };
const BOOKED_TITLE = { en: "You&#x27;re booked!", ar: "تمّ الحجز!" };
const CANCELLED_TITLE = { en: "This consultation is cancelled", ar: "أُلغيت هذه الاستشارة" };
/** Where each page form posts without JavaScript, by language. */
const PAGE = {
  contact: { en: "/?index", ar: "/ar" },
  newsletter: { en: "/?index", ar: "/ar" },
  career: { en: "/career", ar: "/ar/career" },
  booking: { en: "/book", ar: "/ar/book" },
} as const;

let database: Database;
let build: ServerBuild;
beforeAll(async () => {
  build = (await import(path.resolve(import.meta.dirname, "../../build/server/index.js"))) as ServerBuild;
});

let nextIp = 10;
/** The site with its real pages, for one client address (so each test has buckets of its own). */
function site(env: Record<string, string> = {}) {
  const made = createTestApp(
    database,
    { SITE_URL: SITE, TRUST_PROXY: "true", PAGE_CACHE_TTL_MS: "0", RATE_LIMIT_FORM_POSTS: "1000", ...env },
    { handleDocument: createDocumentHandler(build, "production") },
  );
  const ip = { "X-Forwarded-For": `203.0.113.${nextIp++}` };
  return {
    ...made,
    /** The `/api` door, in a language (as the site's forms send it), with an idempotency key if given. */
    api: (form: string, body: unknown, locale: Locale, key?: string) =>
      made.app.request(
        `${SITE}/api/${form}`,
        jsonPost(body, { ...ip, "Accept-Language": locale, ...(key ? { "Idempotency-Key": key } : {}) }),
      ),
    /** The page door: a form posted as a browser without JavaScript posts it. */
    page: (path: string, fields: Record<string, string>) =>
      made.app.request(`${SITE}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...ip },
        body: new URLSearchParams(fields),
      }),
    get: (path: string) => made.app.request(`${SITE}${path}`, { headers: ip }),
  };
}

const contact = (email: string) => ({ name: "Layla", email, message: "Hello, I would like to talk." });
const career = (email: string) => ({
  name: "Omar",
  email,
  inquiryType: "consulting",
  message: "I would like to work with you on a project.",
});

/** A free start for a booking, days ahead (each call a later one, so tests never share a slot). */
let dayOffset = 5;
async function freeStart(made: ReturnType<typeof site>): Promise<string> {
  const from = new Date(Date.now() + dayOffset * DAY).toISOString().slice(0, 10);
  dayOffset += 2;
  const [start] = await made.services.bookings.slots({ type: "intro-call", from, days: 14, timeZone: "UTC" });
  return new Date(start!).toISOString();
}
const booking = (start: string, email: string) => ({
  type: "intro-call",
  start,
  name: "Sara",
  email,
  topic: "A Murabaha product launch",
  timeZone: "UTC",
});

const rowsFor = async (email: string) => ({
  contact: await database.db.select().from(contactMessages).where(eq(contactMessages.email, email)),
  career: await database.db.select().from(careerInquiries).where(eq(careerInquiries.email, email)),
  newsletter: await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
  booking: await database.db.select().from(bookings).where(eq(bookings.email, email)),
  mail: (await database.db.select().from(outbox)).filter((mail) => JSON.stringify(mail).includes(email)),
});

describe.each(testDatabaseTargets())("both doors of every form on $name", (target) => {
  beforeAll(async () => {
    database = await target.open();
    dayOffset = 5;
  });
  afterAll(() => database?.close());

  describe("the pages' HTML (issue #43)", () => {
    it.each(["/", "/ar", "/career", "/ar/career"])(
      "%s holds no submission key: every visitor gets the same bytes, cached or rendered anew",
      async (path) => {
        for (const cacheMs of ["0", "60000"]) {
          const made = site({ PAGE_CACHE_TTL_MS: cacheMs });
          // Three visitors from two addresses.
          const bodies = await Promise.all(
            ["198.51.100.20", "198.51.100.21", "198.51.100.20"].map(async (ip) => {
              const response = await made.app.request(`${SITE}${path}`, { headers: { "X-Forwarded-For": ip } });
              expect(response.status).toBe(200);
              // A render's own script nonce is the one per-response part of an uncached page.
              return (await response.text()).replace(/ nonce="[^"]*"/g, "");
            }),
          );
          for (const body of bodies) {
            expect(body).not.toMatch(/name="submission"/);
            expect(body).not.toMatch(/submissionKey/);
            expect(body).toBe(bodies[0]);
          }
        }
      },
    );
  });

  describe.each(LOCALES)("a replay of a stored key while the bucket is full (%s)", (locale) => {
    it("gets the first answer through the /api door", async () => {
      const made = site({ RATE_LIMIT_FORM_POSTS: "1" });
      const email = `replay.api.${locale}@example.com`;
      const first = await made.api("contact", contact(email), locale, `replay-api-${locale}`);
      expect(first.status).toBe(201);
      // The bucket is full now: a new message is refused, the same one with its key is answered.
      const other = await made.api("contact", contact(`other.${email}`), locale);
      expect(other.status).toBe(429);
      expect((await other.json()).message).toMatch(TOO_MANY[locale]);
      const again = await made.api("contact", contact(email), locale, `replay-api-${locale}`);
      expect(again.status).toBe(201);
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await again.json()).toEqual(await first.json());
      expect((await rowsFor(email)).contact).toHaveLength(1);
    });

    it("gets the first answer through the page door, for each form", async () => {
      const made = site({ RATE_LIMIT_FORM_POSTS: "1" });
      const email = `replay.page.${locale}@example.com`;
      const forms = {
        contact: { intent: "contact", ...contact(email) },
        newsletter: { intent: "newsletter", email },
        career: career(email),
        booking: booking(await freeStart(made), email),
      };
      for (const [form, fields] of Object.entries(forms) as [keyof typeof PAGE, Record<string, string>][]) {
        const submission = newSubmissionKey();
        const first = await made.page(PAGE[form][locale], { ...fields, submission });
        expect(first.status, form).toBe(302);
        const full = await made.page(PAGE[form][locale], {
          ...fields,
          email: `full.${email}`,
          submission: newSubmissionKey(),
        });
        expect(full.status, form).toBe(429);
        const again = await made.page(PAGE[form][locale], { ...fields, submission });
        expect(again.status, form).toBe(302);
        expect(again.headers.get("Location"), form).toBe(first.headers.get("Location"));
        expect(again.headers.get("Location"), form).toMatch(locale === "ar" ? /^\/ar[/?]/ : /^\/(?!ar)/);
      }
      const rows = await rowsFor(email);
      expect([rows.contact.length, rows.newsletter.length, rows.career.length, rows.booking.length]).toEqual([
        1, 1, 1, 1,
      ]);
    });
  });

  describe.each(LOCALES)("a re-post without JavaScript (no key) while the bucket is full (%s)", (locale) => {
    it("gets the first answer through the page door, for each form", async () => {
      const made = site({ RATE_LIMIT_FORM_POSTS: "1" });
      const email = `keyless.page.${locale}@example.com`;
      const forms = {
        contact: { intent: "contact", ...contact(email) },
        newsletter: { intent: "newsletter", email },
        career: career(email),
        booking: booking(await freeStart(made), email),
      };
      for (const [form, fields] of Object.entries(forms) as [keyof typeof PAGE, Record<string, string>][]) {
        const first = await made.page(PAGE[form][locale], fields);
        expect(first.status, form).toBe(302);
        expect((await made.page(PAGE[form][locale], { ...fields, email: `full.${email}` })).status, form).toBe(429);
        const again = await made.page(PAGE[form][locale], fields);
        expect(again.status, form).toBe(302);
        expect(again.headers.get("Location"), form).toBe(first.headers.get("Location"));
      }
      const rows = await rowsFor(email);
      expect([rows.contact.length, rows.newsletter.length, rows.career.length, rows.booking.length]).toEqual([
        1, 1, 1, 1,
      ]);
    });
  });

  describe.each(LOCALES)("over a form's limit (%s)", (locale) => {
    it("the page door answers the whole page with its form filled in again, a message and Retry-After", async () => {
      const made = site({ RATE_LIMIT_FORM_POSTS: "1" });
      const email = `limit.page.${locale}@example.com`;
      const start = await freeStart(made);
      const forms = {
        contact: { intent: "contact", ...contact(email) },
        newsletter: { intent: "newsletter", email, name: "Nadia" },
        career: career(email),
        booking: booking(start, email),
      };
      for (const [form, fields] of Object.entries(forms) as [keyof typeof PAGE, Record<string, string>][]) {
        // Another submission first (the same answers again, keyless, would be the first one's replay).
        const other =
          form === "booking"
            ? { ...fields, start: await freeStart(made), email: `x.${email}` }
            : { ...fields, name: "Another Person" };
        await made.page(PAGE[form][locale], other);
        const refused = await made.page(PAGE[form][locale], fields);
        expect(refused.status, form).toBe(429);
        expect(Number(refused.headers.get("Retry-After")), form).toBeGreaterThan(0);
        expect(refused.headers.get("Content-Type"), form).toMatch(/^text\/html/);
        const html = await refused.text();
        expect(html, form).toContain(locale === "ar" ? '<html lang="ar" dir="rtl"' : '<html lang="en" dir="ltr"');
        // The page itself (its header and footer, not a small page), the message where the form is...
        expect(html, form).toContain('id="main"');
        expect(html, form).toMatch(/<footer/);
        expect(html, form).toMatch(new RegExp(`role="alert"[^>]*>(?:(?!</p>).)*${TOO_MANY[locale].source}`, "s"));
        // ...and what was typed, to send again later.
        expect(html, form).toContain(`value="${email}"`);
      }
      // Only the first of each was taken.
      const rows = await rowsFor(email);
      expect([rows.contact.length, rows.newsletter.length, rows.career.length, rows.booking.length]).toEqual([
        1, 1, 1, 0,
      ]);
    });

    it("the /api door answers JSON in the request's language with Retry-After", async () => {
      const made = site({ RATE_LIMIT_FORM_POSTS: "1" });
      const email = `limit.api.${locale}@example.com`;
      for (const [form, body] of [
        ["contact", contact(email)],
        ["newsletter", { email }],
        ["career", career(email)],
        ["booking", booking(await freeStart(made), email)],
      ] as const) {
        expect((await made.api(form, body, locale)).status, form).toBeLessThan(300);
        const refused = await made.api(form, { ...body, email: `again.${email}` }, locale);
        expect(refused.status, form).toBe(429);
        expect(refused.headers.get("Content-Type"), form).toMatch(/^application\/json/);
        expect(Number(refused.headers.get("Retry-After")), form).toBeGreaterThan(0);
        expect((await refused.json()).message, form).toMatch(TOO_MANY[locale]);
      }
    });
  });

  describe.each(LOCALES)("a trapped (honeypot) submission (%s)", (locale) => {
    it("through the page door goes where a real one goes, and stores and sends nothing", async () => {
      const made = site();
      const person = `person.page.${locale}@example.com`;
      const bot = `bot.page.${locale}@example.com`;
      const forms = {
        contact: (email: string) => ({ intent: "contact", ...contact(email) }),
        newsletter: (email: string) => ({ intent: "newsletter", email }),
        career,
      };
      for (const [form, fields] of Object.entries(forms) as [keyof typeof forms, (email: string) => object][]) {
        const real = await made.page(PAGE[form][locale], { ...fields(person), submission: newSubmissionKey() });
        const submission = newSubmissionKey();
        const trapped = await made.page(PAGE[form][locale], { ...fields(bot), fax: "+1 555 0100", submission });
        expect(trapped.status, form).toBe(real.status);
        expect(trapped.headers.get("Location"), form).toBe(real.headers.get("Location"));
        const again = await made.page(PAGE[form][locale], { ...fields(bot), fax: "+1 555 0100", submission });
        expect(again.headers.get("Location"), form).toBe(real.headers.get("Location"));
      }
      const rows = await rowsFor(bot);
      expect(rows).toEqual({ contact: [], career: [], newsletter: [], booking: [], mail: [] });
    });

    it("through the /api door is answered as a real one, a replay included, and stores and sends nothing", async () => {
      const made = site();
      const person = `person.api.${locale}@example.com`;
      const bot = `bot.api.${locale}@example.com`;
      for (const [form, body] of [
        ["contact", contact],
        ["newsletter", (email: string) => ({ email })],
        ["career", career],
      ] as const) {
        const real = await made.api(form, body(person), locale, `hp-real-${form}-${locale}`);
        const trapped = await made.api(form, { ...body(bot), fax: "1" }, locale, `hp-bot-${form}-${locale}`);
        const again = await made.api(form, { ...body(bot), fax: "1" }, locale, `hp-bot-${form}-${locale}`);
        expect(trapped.status, form).toBe(real.status);
        expect(again.headers.get("Idempotent-Replayed"), form).toBe("true");
        const [realBody, trappedBody] = [await real.json(), await trapped.json()];
        // The same words in the same language, an id of the same kind where there is one.
        expect(trappedBody.message, form).toBe(realBody.message);
        expect(Object.keys(trappedBody).sort(), form).toEqual(Object.keys(realBody).sort());
        expect(await again.json(), form).toEqual(trappedBody);
      }
      const start = await freeStart(made);
      const trapped = await made.api("booking", { ...booking(start, bot), fax: "1" }, locale);
      expect(trapped.status).toBe(201);
      expect(Object.keys(await trapped.json()).sort()).toEqual(["end", "id", "start"]);
      expect(await rowsFor(bot)).toEqual({ contact: [], career: [], newsletter: [], booking: [], mail: [] });
    });

    it("booked without JavaScript shows the confirmation a real booking shows, its calendar file, cancel and move", async () => {
      const made = site();
      const person = `person.book.${locale}@example.com`;
      const bot = `bot.book.${locale}@example.com`;
      const real = await made.page(PAGE.booking[locale], booking(await freeStart(made), person));
      const trapped = await made.page(PAGE.booking[locale], { ...booking(await freeStart(made), bot), fax: "1" });
      const manage = new RegExp(`^${locale === "ar" ? "/ar" : ""}/book/manage\\?token=[\\w-]{43}&booked=1$`);
      expect(real.headers.get("Location")).toMatch(manage);
      expect(trapped.headers.get("Location")).toMatch(manage);

      const pages = await Promise.all([real, trapped].map((answer) => made.get(answer.headers.get("Location")!)));
      expect(pages.map((page) => page.status)).toEqual([200, 200]);
      const [realHtml, trappedHtml] = await Promise.all(pages.map((page) => page.text()));
      for (const [html, email] of [
        [realHtml, person],
        [trappedHtml, bot],
      ] as const) {
        expect(html).toContain(BOOKED_TITLE[locale]);
        expect(html).toContain(email);
        expect(html).toContain("A Murabaha product launch");
        expect(html).toContain("/book/manage/invite.ics?token=");
        expect(html).toContain('name="intent" value="cancel"');
      }
      const token = new URL(trapped.headers.get("Location")!, SITE).searchParams.get("token")!;
      const ics = await made.get(`/book/manage/invite.ics?token=${encodeURIComponent(token)}`);
      expect(ics.status).toBe(200);
      expect(await ics.text()).toContain("BEGIN:VEVENT");

      const manageAt = `${PAGE.booking[locale]}/manage?token=${encodeURIComponent(token)}`;
      const moved = await made.page(manageAt, { intent: "move", start: await freeStart(made) });
      expect(moved.status).toBe(302);
      expect(moved.headers.get("Location")).toMatch(/&moved=1$/);
      const cancelled = await made.page(manageAt, { intent: "cancel", reason: "" });
      expect(cancelled.status).toBe(302);
      expect(await (await made.get(manageAt)).text()).toContain(CANCELLED_TITLE[locale]);
      expect(await rowsFor(bot)).toEqual({ contact: [], career: [], newsletter: [], booking: [], mail: [] });
    });
  });
});
