import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// The blog and testimonial API on every database target: SPEC §5 validation, §7 shapes, visibility of
// drafts and scheduled articles, view counting, and the admin guard.

const SITE = "https://owner.example";
const ADMIN = "boss@example.com";

const article = (overrides: Record<string, unknown> = {}) => ({
  title: "Murabaha for beginners",
  slug: `murabaha-${Math.random().toString(36).slice(2, 8)}`,
  excerpt: "How cost-plus sale financing works, step by step.",
  content: "## What it is\n\nMurabaha is a sale where the bank buys the asset and sells it on at a disclosed markup.",
  category: "Islamic Finance",
  published: false,
  publishedAt: null,
  ...overrides,
});

const testimonial = (overrides: Record<string, unknown> = {}) => ({
  name: "Sara Ahmed",
  role: "CTO",
  company: "Fintech Co",
  content: "Delivered our lending product on time and on budget.",
  rating: 5,
  image: "",
  featured: true,
  order: 0,
  ...overrides,
});

describe.each(testDatabaseTargets())("content API on $name", (target) => {
  let database: Database;
  let testApp: ReturnType<typeof createTestApp>;
  let adminCookie: string;
  let visitorCookie: string;
  beforeAll(async () => {
    database = await target.open();
    // A general body limit below the default (128 KB), so a long article is over it and under its own.
    testApp = createTestApp(database, { SITE_URL: SITE, ADMIN_EMAILS: ADMIN, BODY_LIMIT_BYTES: String(64 * 1024) });
    const adminId = await testApp.services.users.ensureVerified(ADMIN, "Omar Owner");
    adminCookie = `sid=${(await testApp.services.sessions.create(adminId!)).token}`;
    const visitorId = await testApp.services.users.ensureVerified("reader@example.com", "Reader");
    visitorCookie = `sid=${(await testApp.services.sessions.create(visitorId!)).token}`;
  });
  afterAll(() => database?.close());

  const call = (method: string, path: string, body?: unknown, cookie?: string) =>
    testApp.app.request(path, {
      method,
      headers: {
        Origin: SITE,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, body, adminCookie);

  describe("articles", () => {
    it("creates a draft with the admin as author; publishing sets publishedAt, unpublishing clears it", async () => {
      // Every change moves the pages version, which drops every instance's cached pages.
      const versionBefore = testApp.services.contentVersion.current("pages");
      const input = article();
      const created = await asAdmin("POST", "/api/articles", input);
      expect(created.status).toBe(201);
      const { data: draft } = await created.json();
      expect(draft).toMatchObject({
        slug: input.slug,
        published: false,
        publishedAt: null,
        authorName: "Omar Owner",
        views: 0,
        readTime: 1,
      });

      const before = Date.now();
      const published = await (await asAdmin("PUT", `/api/articles/${draft.id}`, { ...input, published: true })).json();
      expect(published.data.published).toBe(true);
      const publishedAt = new Date(published.data.publishedAt).getTime();
      expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000);

      // Editing a published article keeps its original date.
      const edited = await (
        await asAdmin("PUT", `/api/articles/${draft.id}`, { ...input, title: "Murabaha, explained", published: true })
      ).json();
      expect(edited.data).toMatchObject({ title: "Murabaha, explained", publishedAt: published.data.publishedAt });

      const unpublished = await (
        await asAdmin("PUT", `/api/articles/${draft.id}`, {
          ...input,
          published: false,
          publishedAt: new Date().toISOString(),
        })
      ).json();
      expect(unpublished.data).toMatchObject({ published: false, publishedAt: null });
      expect(testApp.services.contentVersion.current("pages")).toBe(versionBefore + 4);
    });

    it("works the read time out from the content on every save, whatever the client sends", async () => {
      // 450 words: 3 minutes at 200 a minute, rounded up.
      const long = `## Long read\n\n${"word ".repeat(448)}`;
      const created = await (await asAdmin("POST", "/api/articles", article({ content: long, readTime: 99 }))).json();
      expect(created.data.readTime).toBe(3);
      const edited = await (
        await asAdmin("PUT", `/api/articles/${created.data.id}`, article({ slug: created.data.slug, readTime: 42 }))
      ).json();
      expect(edited.data.readTime).toBe(1);
      // The article page, the /blog list and the landing card read the stored value.
      const [summary] = (await testApp.services.articles.listAll()).filter((a) => a.id === created.data.id);
      expect(summary?.readTime).toBe(1);
    });

    it("refuses invalid input with the SPEC §5 messages", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: "Shrt" }, "title", "Title must be at least 5 characters"],
        [{ slug: "ab" }, "slug", "Slug must be at least 3 characters"],
        [{ slug: "Has Spaces" }, "slug", "Slug can only contain lowercase letters, numbers, and hyphens"],
        [{ excerpt: "too short" }, "excerpt", "Excerpt must be at least 20 characters"],
        [{ content: "too short" }, "content", "Content must be at least 50 characters"],
        [{ category: "" }, "category", "Category is required"],
        [{ featuredImage: "javascript:alert(1)" }, "featuredImage", expect.any(String) as unknown as string],
        [{ ogImage: "//evil.example/x.png" }, "ogImage", expect.any(String) as unknown as string],
      ];
      for (const [change, field, message] of cases) {
        const res = await asAdmin("POST", "/api/articles", article(change));
        expect(res.status, field).toBe(400);
        const body = await res.json();
        expect(body.errors?.[field], field).toEqual(message);
      }
    });

    it("answers 409 with a clear message when the slug is taken, on create and on update", async () => {
      const first = article();
      await asAdmin("POST", "/api/articles", first);
      const again = await asAdmin("POST", "/api/articles", article({ slug: first.slug }));
      expect(again.status).toBe(409);
      expect((await again.json()).message).toBe(
        `An article with the slug "${first.slug}" already exists. Please choose another slug.`,
      );
      const other = (await (await asAdmin("POST", "/api/articles", article())).json()).data;
      const clash = await asAdmin("PUT", `/api/articles/${other.id}`, article({ slug: first.slug }));
      expect(clash.status).toBe(409);
    });

    it("shows drafts by slug to anyone, hides scheduled articles from visitors, lists only live ones", async () => {
      const draft = article();
      const live = article({ published: true });
      const future = new Date(Date.now() + 86_400_000).toISOString();
      const scheduled = article({ published: true, publishedAt: future });
      for (const a of [draft, live, scheduled]) expect((await asAdmin("POST", "/api/articles", a)).status).toBe(201);

      const draftRes = await call("GET", `/api/articles/${draft.slug}`);
      expect(draftRes.status).toBe(200);
      expect((await draftRes.json()).data).toMatchObject({ slug: draft.slug, published: false });

      const hidden = await call("GET", `/api/articles/${scheduled.slug}`);
      expect(hidden.status).toBe(404);
      expect(await hidden.json()).toEqual({ message: "Article not found" });
      const forAdmin = await asAdmin("GET", `/api/articles/${scheduled.slug}`);
      expect((await forAdmin.json()).data.publishedAt).toBe(future);

      const missing = await call("GET", "/api/articles/no-such-article");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: "Article not found" });

      const publicSlugs = ((await (await call("GET", "/api/articles")).json()).data as { slug: string }[]).map(
        (a) => a.slug,
      );
      expect(publicSlugs).toContain(live.slug);
      expect(publicSlugs).not.toContain(draft.slug);
      expect(publicSlugs).not.toContain(scheduled.slug);

      const adminList = (await (await asAdmin("GET", "/api/articles?published=false")).json()).data as {
        slug: string;
        authorName: string;
      }[];
      expect(adminList.map((a) => a.slug)).toEqual(expect.arrayContaining([draft.slug, live.slug, scheduled.slug]));
      expect(adminList.every((a) => a.authorName === "Omar Owner")).toBe(true);
    });

    it("keeps the full list, and every mutation, to the admin", async () => {
      expect((await call("GET", "/api/articles?published=false")).status).toBe(401);
      expect((await call("GET", "/api/articles?published=false", undefined, visitorCookie)).status).toBe(403);
      expect((await call("POST", "/api/articles", article(), visitorCookie)).status).toBe(403);
      const { data } = await (await asAdmin("POST", "/api/articles", article())).json();
      expect((await call("DELETE", `/api/articles/${data.id}`)).status).toBe(401);
      expect((await call("PUT", `/api/articles/${data.id}`, article(), visitorCookie)).status).toBe(403);
    });

    it("saves a long Arabic article (over the general body limit, 2 bytes a character) and keeps the limit elsewhere", async () => {
      // 45,000 Arabic characters: ~90 KB of UTF-8, more than this app's BODY_LIMIT_BYTES (64 KB).
      const content = `## مقدمة\n\n${"المرابحة بيع بالتكلفة مع ربح معلوم. ".repeat(1250)}`.slice(0, 45_000);
      const body = article({ title: "المرابحة بالتفصيل", content, locale: "ar" });
      expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(testApp.config.BODY_LIMIT_BYTES);
      const created = await asAdmin("POST", "/api/articles", body);
      expect(created.status).toBe(201);
      const saved = (await created.json()).data;
      expect(saved.content).toBe(content.trim());
      expect(saved.locale).toBe("ar");
      expect((await asAdmin("PUT", `/api/articles/${saved.id}`, { ...body, content: `${content} نهاية` })).status).toBe(
        200,
      );
      expect((await asAdmin("POST", "/api/articles/preview", { content })).status).toBe(200);
      // The admin page's action (where the editor saves) takes it too: refused for its size it would be 413.
      const viaAdmin = await testApp.app.request("/admin/articles.data", {
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/json", Cookie: adminCookie },
        body: JSON.stringify({ intent: "save", kind: "article", id: null, label: "x", input: body }),
      });
      expect(viaAdmin.status).not.toBe(413);
      // Every other body keeps the general limit, a visitor's view count included.
      const big = "x".repeat(testApp.config.BODY_LIMIT_BYTES + 1);
      expect((await call("POST", "/api/track-download", { type: "resume", pad: big })).status).toBe(413);
      expect((await call("POST", `/api/articles/${saved.slug}/views`, { pad: big })).status).toBe(413);
      // And an article save has its own ceiling.
      const huge = "ا".repeat(testApp.config.ARTICLE_BODY_LIMIT_BYTES);
      expect((await asAdmin("POST", "/api/articles", { ...body, content: huge })).status).toBe(413);
    });

    it("previews markdown for the admin with the published page's sanitiser", async () => {
      const res = await asAdmin("POST", "/api/articles/preview", { content: "## Hi\n\n<img src=x onerror=alert(1)>" });
      expect(res.status).toBe(200);
      const { html } = await res.json();
      expect(html).toContain('<h2 id="hi">Hi');
      expect(html).not.toContain("onerror");
      expect((await call("POST", "/api/articles/preview", { content: "x" }, visitorCookie)).status).toBe(403);
    });

    it("deletes, then answers 404 for the article and for a second delete", async () => {
      const input = article({ published: true });
      const { data } = await (await asAdmin("POST", "/api/articles", input)).json();
      const deleted = await asAdmin("DELETE", `/api/articles/${data.id}`);
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ message: "Article deleted successfully" });
      expect((await call("GET", `/api/articles/${input.slug}`)).status).toBe(404);
      expect((await asAdmin("DELETE", `/api/articles/${data.id}`)).status).toBe(404);
      expect((await asAdmin("DELETE", "/api/articles/not-a-uuid")).status).toBe(404);
    });

    it("counts a visitor's view once per visit, and never the admin's or a draft's", async () => {
      const live = article({ published: true });
      const draft = article();
      await asAdmin("POST", "/api/articles", live);
      await asAdmin("POST", "/api/articles", draft);
      const views = async () => (await (await call("GET", `/api/articles/${live.slug}`)).json()).data.views;

      const first = await call("POST", `/api/articles/${live.slug}/views`, {});
      expect(await first.json()).toEqual({ counted: true });
      // No cookie (issue #44): the same reader is known on the server by the day's visitor hash.
      expect(first.headers.get("Set-Cookie")).toBeNull();
      expect(await views()).toBe(1);

      const sameVisit = await call("POST", `/api/articles/${live.slug}/views`, {});
      expect(await sameVisit.json()).toEqual({ counted: false });
      expect(await (await asAdmin("POST", `/api/articles/${live.slug}/views`, {})).json()).toEqual({ counted: false });
      expect(await views()).toBe(1);

      // A browser asking not to be tracked has no hash: each of its views counts.
      await testApp.app.request(`/api/articles/${live.slug}/views`, {
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/json", "Sec-GPC": "1" },
        body: "{}",
      });
      expect(await views()).toBe(2);

      expect(await (await call("POST", `/api/articles/${draft.slug}/views`, {})).json()).toEqual({ counted: false });
      expect((await call("POST", "/api/articles/missing-one/views", {})).status).toBe(404);
    });
  });

  describe("testimonials", () => {
    it("lists featured ones publicly by display order, and everything to the admin only", async () => {
      const second = testimonial({ name: "Second", order: 2 });
      const first = testimonial({ name: "First", order: 1 });
      const hidden = testimonial({ name: "Not Featured", featured: false, order: 0 });
      for (const t of [second, first, hidden]) expect((await asAdmin("POST", "/api/testimonials", t)).status).toBe(201);

      const featured = await call("GET", "/api/testimonials?featured=true");
      expect(featured.status).toBe(200);
      const names = ((await featured.json()).data as { name: string }[]).map((t) => t.name);
      expect(names.indexOf("First")).toBeLessThan(names.indexOf("Second"));
      expect(names).not.toContain("Not Featured");

      expect((await call("GET", "/api/testimonials")).status).toBe(401);
      expect((await call("GET", "/api/testimonials", undefined, visitorCookie)).status).toBe(403);
      const all = ((await (await asAdmin("GET", "/api/testimonials")).json()).data as { name: string }[]).map(
        (t) => t.name,
      );
      expect(all).toEqual(expect.arrayContaining(["First", "Second", "Not Featured"]));
    });

    it("applies the defaults and the SPEC §5 rules", async () => {
      const res = await asAdmin("POST", "/api/testimonials", {
        name: "Defaulted",
        role: "PM",
        company: "Acme",
        content: "Great to work with, truly.",
      });
      expect(res.status).toBe(201);
      expect((await res.json()).data).toMatchObject({ rating: 5, featured: false, order: 0, image: null });

      const bad: [Record<string, unknown>, string][] = [
        [{ name: "A" }, "name"],
        [{ role: "x" }, "role"],
        [{ company: "" }, "company"],
        [{ content: "short" }, "content"],
        [{ rating: 0 }, "rating"],
        [{ rating: 6 }, "rating"],
        [{ rating: 4.5 }, "rating"],
        [{ image: "javascript:alert(1)" }, "image"],
      ];
      for (const [change, field] of bad) {
        const response = await asAdmin("POST", "/api/testimonials", testimonial(change));
        expect(response.status, field).toBe(400);
        expect(Object.keys((await response.json()).errors), field).toContain(field);
      }
    });

    it("updates and deletes, answering 404 for one that does not exist", async () => {
      const { data } = await (await asAdmin("POST", "/api/testimonials", testimonial())).json();
      const updated = await asAdmin("PUT", `/api/testimonials/${data.id}`, testimonial({ rating: 3, featured: false }));
      expect((await updated.json()).data).toMatchObject({ id: data.id, rating: 3, featured: false });
      expect((await asAdmin("DELETE", `/api/testimonials/${data.id}`)).status).toBe(200);
      expect((await asAdmin("PUT", `/api/testimonials/${data.id}`, testimonial())).status).toBe(404);
      expect((await asAdmin("DELETE", `/api/testimonials/${data.id}`)).status).toBe(404);
    });
  });
});
