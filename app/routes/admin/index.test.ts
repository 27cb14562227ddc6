import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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
import { action, loader } from "./index.tsx";

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

const load = (user: SessionUser | null, search = "") =>
  loader({
    context: context(user),
    request: new Request(`https://owner.example/admin${search}`),
    params: {},
  } as unknown as Parameters<typeof loader>[0]);

async function post(user: SessionUser | null, fields: Record<string, string>) {
  const result = await action({
    context: context(user),
    request: new Request("https://owner.example/admin", { method: "POST", body: new URLSearchParams(fields) }),
    params: {},
  } as unknown as Parameters<typeof action>[0]);
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

describe("the /admin gate, decided on the server", () => {
  it("sends a signed-out visitor and a non-admin to /, for the page and for its action", async () => {
    for (const user of [null, { ...someone, isAdmin: false }]) {
      for (const attempt of [load(user), post(user, { intent: "delete", kind: "message", id: "x" })]) {
        const error = await thrown(attempt);
        expect(error).toBeInstanceOf(Response);
        expect((error as Response).status).toBe(302);
        expect((error as Response).headers.get("Location")).toBe("/");
      }
    }
  });

  it("lets the admin in, on the Overview by default", async () => {
    const data = await load(admin);
    expect(data).toMatchObject({ name: "Someone", tab: "overview", panel: "overview" });
  });
});

describe("the /admin loader reads the view from the address", () => {
  it("loads the open tab's list with its search, filter and page", async () => {
    await seedMessage("Ann");
    await seedMessage("Ben");
    const data = await load(admin, "?tab=messages&q=ann&status=open&page=1");
    expect(data).toMatchObject({ tab: "messages", query: { q: "ann", status: "open", page: 1 } });
    if (data.panel !== "messages") throw new Error("expected the messages panel");
    expect(data.messages.items.map((m) => m.name)).toEqual(["Ann"]);
    expect(data.messages.counts).toMatchObject({ total: 2, open: 2 });
  });

  it("falls back to the Overview for an unknown tab, and loads the content tabs' lists", async () => {
    expect(await load(admin, "?tab=nope")).toMatchObject({ tab: "overview", panel: "overview" });
    expect(await load(admin, "?tab=articles")).toMatchObject({ tab: "articles", panel: "articles", articles: [] });
    expect(await load(admin, "?tab=testimonials")).toMatchObject({ panel: "testimonials", testimonials: [] });
    expect(await load(admin, "?tab=network")).toMatchObject({ panel: "network", networkLinks: [] });
    const content = await load(admin, "?tab=content");
    if (content.panel !== "content") throw new Error("expected the site content panel");
    expect(content.modules.map((m) => m.name)).toContain("projects");
    expect(content.modules.find((m) => m.name === "hero")).toMatchObject({
      hasDraft: false,
      outdated: 0,
      problem: null,
    });
  });
});

describe("the /admin action", () => {
  it("marks a message handled and open again", async () => {
    const row = await seedMessage("Ann");
    expect(await post(admin, { intent: "set-handled", kind: "message", id: row.id, handled: "true" })).toEqual({
      body: { ok: true, message: "Marked as handled" },
      status: 200,
    });
    const handled = await load(admin, "?tab=messages&status=handled");
    if (handled.panel !== "messages") throw new Error("expected the messages panel");
    expect(handled.messages.items.map((m) => m.id)).toEqual([row.id]);
    await post(admin, { intent: "set-handled", kind: "message", id: row.id, handled: "false" });
    const open = await load(admin, "?tab=messages&status=handled");
    if (open.panel !== "messages") throw new Error("expected the messages panel");
    expect(open.messages.total).toBe(0);
  });

  it("asks before deleting when the post is not confirmed, then deletes once", async () => {
    const row = await seedMessage("Ann");
    const ask = await post(admin, { intent: "delete", kind: "message", id: row.id });
    expect(ask.body).toEqual({ ok: false, confirm: { kind: "message", id: row.id, label: "from Ann" } });
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);

    const done = await post(admin, { intent: "delete", kind: "message", id: row.id, confirmed: "yes" });
    expect(done).toEqual({ body: { ok: true, message: "The message was deleted." }, status: 200 });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    const again = await post(admin, { intent: "delete", kind: "message", id: row.id, confirmed: "yes" });
    expect(again).toEqual({ body: { ok: false, message: "This message no longer exists." }, status: 404 });
  });

  it("refuses a malformed post with a message, not an error page", async () => {
    const malformed: Record<string, string>[] = [
      { intent: "delete", kind: "message", id: "not-a-uuid", confirmed: "yes" },
      { intent: "delete", kind: "user", id: "00000000-0000-4000-8000-000000000000" },
      { intent: "set-handled", kind: "subscriber", id: "00000000-0000-4000-8000-000000000000", handled: "true" },
      { intent: "drop-tables", kind: "message", id: "00000000-0000-4000-8000-000000000000" },
    ];
    for (const fields of malformed) {
      expect(await post(admin, fields), JSON.stringify(fields)).toEqual({
        body: { ok: false, message: "That request was not understood." },
        status: 400,
      });
    }
  });
});

async function postJson(user: SessionUser | null, body: unknown) {
  const result = await action({
    context: context(user),
    request: new Request("https://owner.example/admin", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    params: {},
  } as unknown as Parameters<typeof action>[0]);
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

describe("the /admin action for content (the editors' JSON posts)", () => {
  // An article names its author, so the admin here is a stored user.
  let owner: SessionUser;
  beforeAll(async () => {
    const id = await createUserService(database.db).ensureVerified("owner@example.com", "Owner");
    owner = { ...admin, id: id! };
  });
  const postJsonAsOwner = (body: unknown) => postJson(owner, body);
  it("creates, updates and deletes an article, with the one set of notices; the loader lists it", async () => {
    expect(await postJsonAsOwner({ intent: "save", kind: "article", id: null, input: ARTICLE })).toEqual({
      body: { ok: true, title: "Success", message: "Article created successfully" },
      status: 200,
    });
    const listed = await load(admin, "?tab=articles");
    if (listed.panel !== "articles") throw new Error("expected the articles panel");
    const [article] = listed.articles;
    expect(article).toMatchObject({ slug: ARTICLE.slug, published: false });

    const input = { ...ARTICLE, title: "Murabaha, in short" };
    expect((await postJsonAsOwner({ intent: "save", kind: "article", id: article!.id, input })).body).toEqual({
      ok: true,
      title: "Success",
      message: "Article updated successfully",
    });
    expect(await post(admin, { intent: "delete", kind: "article", id: article!.id, confirmed: "yes" })).toEqual({
      body: { ok: true, title: "Success", message: "Article deleted successfully" },
      status: 200,
    });
    const again = await post(admin, { intent: "delete", kind: "article", id: article!.id, confirmed: "yes" });
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
    for (const body of [null, { intent: "save", kind: "user" }, { intent: "delete", kind: "article" }]) {
      expect(await postJsonAsOwner(body), JSON.stringify(body)).toEqual({
        body: { ok: false, message: "That request was not understood." },
        status: 400,
      });
    }
  });

  it("asks before deleting a network link without JavaScript, naming it", async () => {
    const input = { title: "On Takaful", link: "https://www.linkedin.com/pulse/takaful", publishedAt: "2026-01-05" };
    expect(
      (await postJsonAsOwner({ intent: "save", kind: "network-link", id: null, label: input.title, input })).body,
    ).toEqual({ ok: true, title: "Link Added", message: "On Takaful" });
    const listed = await load(admin, "?tab=network");
    if (listed.panel !== "network") throw new Error("expected the network panel");
    const id = listed.networkLinks[0]!.id;
    const ask = await post(admin, { intent: "delete", kind: "network-link", id });
    expect(ask.body).toEqual({ ok: false, confirm: { kind: "network-link", id, label: "On Takaful" } });
  });
});
