import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_SECTIONS } from "#app/components/admin/tabs.ts";
import { type AppLoadContext, appLoadContext } from "#app/lib/context.ts";
import type { Database } from "#server/db/client.ts";
import { articles, contactMessages, networkLinks, newsletterSubscribers, testimonials } from "#server/db/schema.ts";
import { createArticleService } from "#server/services/articles.ts";
import { createContentVersionService } from "#server/services/content-version.ts";
import { createDashboardService } from "#server/services/dashboard.ts";
import type { Services } from "#server/services/index.ts";
import { createNetworkLinkService } from "#server/services/live-data/network-links.ts";
import type { SessionUser } from "#server/services/sessions.ts";
import { createSiteContentService } from "#server/services/site-content.ts";
import { createTestimonialService } from "#server/services/testimonials.ts";
import { createUserService } from "#server/services/users.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import * as articlesRoute from "./articles.tsx";
import * as bookingsRoute from "./bookings.tsx";
import * as careerRoute from "./career.tsx";
import * as contentRoute from "./content.tsx";
import * as contentModuleRoute from "./content-module.tsx";
import * as indexRoute from "./index.tsx";
import * as insightsRoute from "./insights.tsx";
import * as layoutRoute from "./layout.tsx";
import * as mediaRoute from "./media.tsx";
import * as messagesRoute from "./messages.tsx";
import * as networkRoute from "./network.tsx";
import * as newsletterRoute from "./newsletter.tsx";
import * as overviewRoute from "./overview.tsx";
import * as testimonialsRoute from "./testimonials.tsx";

/** A section's route module: its loader, and its action if it takes changes. */
type Section = {
  loader: (args: never) => Promise<unknown>;
  action?: (args: never) => Promise<unknown>;
};
/** Every route of the admin area, by its address: each checks the admin itself (decision 050). */
const SECTIONS: Record<string, Section> = {
  "/admin (the layout)": layoutRoute,
  "/admin": indexRoute,
  "/admin/overview": overviewRoute,
  "/admin/articles": articlesRoute,
  "/admin/testimonials": testimonialsRoute,
  "/admin/messages": messagesRoute,
  "/admin/career": careerRoute,
  "/admin/network": networkRoute,
  "/admin/newsletter": newsletterRoute,
  "/admin/bookings": bookingsRoute,
  "/admin/content": contentRoute,
  "/admin/content/hero": contentModuleRoute,
  "/admin/media": mediaRoute,
  "/admin/insights": insightsRoute,
};

const [pglite] = testDatabaseTargets();
let database: Database;
let services: Services;
beforeAll(async () => {
  database = await pglite!.open();
  services = {
    dashboard: createDashboardService(database.db),
    articles: createArticleService(database.db),
    testimonials: createTestimonialService(database.db),
    networkLinks: createNetworkLinkService(database.db),
    siteContent: createSiteContentService(database, createContentVersionService(database)),
  } as unknown as Services;
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.delete(contactMessages);
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(articles);
  await database.db.delete(testimonials);
  await database.db.delete(networkLinks);
});

const someone = { id: "u1", email: "someone@example.com", name: "Someone", picture: null };
const admin = { ...someone, isAdmin: true };

function context(user: SessionUser | null) {
  const provider = new RouterContextProvider();
  provider.set(appLoadContext, { user, services } as AppLoadContext);
  return provider;
}

/** The loader of the section at `address` (with its query), as the admin or someone else. */
function load<S extends Section>(section: S, user: SessionUser | null, address: string): ReturnType<S["loader"]> {
  return section.loader({
    context: context(user),
    request: new Request(`https://owner.example${address}`),
    params: {},
  } as never) as ReturnType<S["loader"]>;
}

async function post(section: Section, user: SessionUser | null, fields: Record<string, string>) {
  const result = await section.action!({
    context: context(user),
    request: new Request("https://owner.example/admin", { method: "POST", body: new URLSearchParams(fields) }),
    params: {},
  } as never);
  const { data, init } = result as unknown as { data: unknown; init: { status?: number } | null };
  return { body: data, status: init?.status ?? 200 };
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

async function seedMessage(name: string) {
  const [row] = await database.db
    .insert(contactMessages)
    .values({ name, email: `${name.toLowerCase()}@example.com`, message: "A question about a project." })
    .returning();
  return row!;
}

describe("the admin gate, decided on the server by every loader and action", () => {
  it("sends a signed-out visitor and a non-admin to /, from every section's page and action", async () => {
    for (const [address, section] of Object.entries(SECTIONS)) {
      for (const user of [null, { ...someone, isAdmin: false }]) {
        const attempts = [load(section, user, address.split(" ")[0]!)];
        if (section.action) attempts.push(post(section, user, { intent: "delete", kind: "message", id: "x" }));
        for (const attempt of attempts) {
          const error = await thrown(attempt);
          expect(error, address).toBeInstanceOf(Response);
          expect((error as Response).status, address).toBe(302);
          expect((error as Response).headers.get("Location"), address).toBe("/");
        }
      }
    }
  });

  it("lets the admin in: the layout names them, the Overview loads", async () => {
    expect(await load(layoutRoute, admin, "/admin/overview")).toEqual({ name: "Someone" });
    expect(await load(overviewRoute, admin, "/admin/overview")).toMatchObject({ overview: expect.any(Object) });
  });
});

describe("the addresses from before the sections had routes", () => {
  it("send /admin to the Overview and every old /admin?tab=x to /admin/x, keeping the other parameters", async () => {
    const cases: [string, string][] = [
      ["/admin", "/admin/overview"],
      ["/admin?tab=nope&x=1", "/admin/overview?x=1"],
      ["/admin?tab=newsletter&issue=new&translationOf=abc", "/admin/newsletter?issue=new&translationOf=abc"],
      ...ADMIN_SECTIONS.map(({ id }): [string, string] => [
        `/admin?tab=${id}&q=ann&page=2`,
        `/admin/${id}?q=ann&page=2`,
      ]),
    ];
    for (const [old, now] of cases) {
      const answer = await thrown(load(indexRoute, admin, old));
      expect(answer, old).toBeInstanceOf(Response);
      expect((answer as Response).status, old).toBe(302);
      expect((answer as Response).headers.get("Location"), old).toBe(now);
    }
  });
});

describe("the sections' loaders read the view from the address", () => {
  it("loads the messages with their search, filter and page", async () => {
    await seedMessage("Ann");
    await seedMessage("Ben");
    const data = await load(messagesRoute, admin, "/admin/messages?q=ann&status=open&page=1");
    expect(data).toMatchObject({ query: { q: "ann", status: "open", page: 1 } });
    expect(data.messages.items.map((m) => m.name)).toEqual(["Ann"]);
    expect(data.messages.counts).toMatchObject({ total: 2, open: 2 });
  });

  it("loads the posts' lists", async () => {
    expect(await load(articlesRoute, admin, "/admin/articles")).toEqual({ articles: [] });
    expect(await load(testimonialsRoute, admin, "/admin/testimonials")).toEqual({ testimonials: [] });
    expect(await load(networkRoute, admin, "/admin/network")).toEqual({ networkLinks: [] });
    const overviewData = await load(overviewRoute, admin, "/admin/overview");
    expect(overviewData.content.find((m) => m.name === "hero")).toMatchObject({
      hasDraft: false,
      outdated: 0,
      problem: null,
    });
  });
});

describe("the Messages action", () => {
  it("marks a message handled and open again", async () => {
    const row = await seedMessage("Ann");
    expect(
      await post(messagesRoute, admin, { intent: "set-handled", kind: "message", id: row.id, handled: "true" }),
    ).toEqual({
      body: { ok: true, message: "Marked as handled" },
      status: 200,
    });
    const handled = await load(messagesRoute, admin, "/admin/messages?status=handled");
    expect(handled.messages.items.map((m) => m.id)).toEqual([row.id]);
    await post(messagesRoute, admin, { intent: "set-handled", kind: "message", id: row.id, handled: "false" });
    const open = await load(messagesRoute, admin, "/admin/messages?status=handled");
    expect(open.messages.total).toBe(0);
  });

  it("asks before deleting when the post is not confirmed, then deletes once", async () => {
    const row = await seedMessage("Ann");
    const ask = await post(messagesRoute, admin, { intent: "delete", kind: "message", id: row.id });
    expect(ask.body).toEqual({ ok: false, confirm: { kind: "message", id: row.id, label: "from Ann" } });
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);

    const done = await post(messagesRoute, admin, { intent: "delete", kind: "message", id: row.id, confirmed: "yes" });
    expect(done).toEqual({ body: { ok: true, message: "The message was deleted." }, status: 200 });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    const again = await post(messagesRoute, admin, { intent: "delete", kind: "message", id: row.id, confirmed: "yes" });
    expect(again).toEqual({ body: { ok: false, message: "This message no longer exists." }, status: 404 });
  });

  it("refuses a malformed post with a message, not an error page", async () => {
    const row = await seedMessage("Ann");
    const malformed: [Section, Record<string, string>][] = [
      [messagesRoute, { intent: "delete", kind: "message", id: "not-a-uuid", confirmed: "yes" }],
      [messagesRoute, { intent: "delete", kind: "user", id: "00000000-0000-4000-8000-000000000000" }],
      [messagesRoute, { intent: "drop-tables", kind: "message", id: "00000000-0000-4000-8000-000000000000" }],
      // A section changes only what it lists: a message is not deleted from Career.
      [careerRoute, { intent: "delete", kind: "message", id: row.id, confirmed: "yes" }],
      [articlesRoute, { intent: "delete", kind: "message", id: row.id, confirmed: "yes" }],
    ];
    for (const [section, fields] of malformed) {
      expect(await post(section, admin, fields), JSON.stringify(fields)).toEqual({
        body: { ok: false, message: "That request was not understood." },
        status: 400,
      });
    }
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
  });
});

async function postJson(section: Section, user: SessionUser | null, body: unknown) {
  const result = await section.action!({
    context: context(user),
    request: new Request("https://owner.example/admin", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    params: {},
  } as never);
  const { data, init } = result as unknown as { data: unknown; init: { status?: number } | null };
  return { body: data, status: init?.status ?? 200 };
}

const ARTICLE = {
  title: "Murabaha, explained",
  slug: "murabaha-explained",
  excerpt: "What a cost-plus sale is, and why banks use it.",
  content: "A murabaha is a sale at cost plus an agreed profit, paid in instalments over a term.",
  category: "Islamic Finance",
};

describe("the posts' actions (the editors' JSON saves, the deletes)", () => {
  // An article names its author, so the admin here is a stored user.
  let owner: SessionUser;
  beforeAll(async () => {
    const id = await createUserService(database.db).ensureVerified("owner@example.com", "Owner");
    owner = { ...admin, id: id! };
  });
  const postJsonAsOwner = (body: unknown, section: Section = articlesRoute) => postJson(section, owner, body);
  it("creates, updates and deletes an article, with the one set of notices; the loader lists it", async () => {
    expect(await postJsonAsOwner({ intent: "save", kind: "article", id: null, input: ARTICLE })).toEqual({
      body: { ok: true, title: "Success", message: "Article created successfully" },
      status: 200,
    });
    const listed = await load(articlesRoute, admin, "/admin/articles");
    const [article] = listed.articles;
    expect(article).toMatchObject({ slug: ARTICLE.slug, published: false });

    const input = { ...ARTICLE, title: "Murabaha, in short" };
    expect((await postJsonAsOwner({ intent: "save", kind: "article", id: article!.id, input })).body).toEqual({
      ok: true,
      title: "Success",
      message: "Article updated successfully",
    });
    expect(
      await post(articlesRoute, admin, { intent: "delete", kind: "article", id: article!.id, confirmed: "yes" }),
    ).toEqual({
      body: { ok: true, title: "Success", message: "Article deleted successfully" },
      status: 200,
    });
    const again = await post(articlesRoute, admin, {
      intent: "delete",
      kind: "article",
      id: article!.id,
      confirmed: "yes",
    });
    expect(again).toEqual({ body: { ok: false, message: "This article no longer exists." }, status: 404 });
  });

  it("answers a schema failure and a taken slug with field errors, not an error page", async () => {
    const bad = await postJsonAsOwner({
      intent: "save",
      kind: "article",
      id: null,
      input: { ...ARTICLE, slug: "A B" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, errors: { slug: expect.any(String) } });
    await postJsonAsOwner({ intent: "save", kind: "article", id: null, input: ARTICLE });
    const taken = await postJsonAsOwner({ intent: "save", kind: "article", id: null, input: ARTICLE });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ ok: false, errors: { slug: expect.any(String) } });
    // Nothing, an unknown kind, a delete without its id, an article posted to the testimonials.
    const testimonialsSave = {
      body: { intent: "save", kind: "article", id: null, input: ARTICLE },
      at: testimonialsRoute,
    };
    for (const { body, at } of [
      { body: null, at: articlesRoute },
      { body: { intent: "save", kind: "user" }, at: articlesRoute },
      { body: { intent: "delete", kind: "article" }, at: articlesRoute },
      testimonialsSave,
    ]) {
      expect(await postJsonAsOwner(body, at), JSON.stringify(body)).toEqual({
        body: { ok: false, message: "That request was not understood." },
        status: 400,
      });
    }
  });

  it("asks before deleting a network link without JavaScript, naming it", async () => {
    const input = { title: "On Takaful", link: "https://www.linkedin.com/pulse/takaful", publishedAt: "2026-01-05" };
    expect(
      (
        await postJsonAsOwner(
          { intent: "save", kind: "network-link", id: null, label: input.title, input },
          networkRoute,
        )
      ).body,
    ).toEqual({ ok: true, title: "Link Added", message: "On Takaful" });
    const listed = await load(networkRoute, admin, "/admin/network");
    const id = listed.networkLinks[0]!.id;
    const ask = await post(networkRoute, admin, { intent: "delete", kind: "network-link", id });
    expect(ask.body).toEqual({ ok: false, confirm: { kind: "network-link", id, label: "On Takaful" } });
  });
});
