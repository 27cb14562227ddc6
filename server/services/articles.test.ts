import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "#domain/errors.ts";
import type { Database } from "#server/db/client.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { type ArticleSaveInput, createArticleService } from "./articles.ts";

// Articles in two languages (issue #18): lists per language, and translations linked both ways.

const input = (overrides: Partial<ArticleSaveInput> = {}): ArticleSaveInput => ({
  title: "Murabaha for beginners",
  slug: `murabaha-${Math.random().toString(36).slice(2, 8)}`,
  excerpt: "How cost-plus sale financing works, step by step.",
  content: "## What it is\n\nMurabaha is a sale where the bank buys the asset and sells it on at a disclosed markup.",
  category: "Islamic Finance",
  published: true,
  publishedAt: null,
  featuredImage: null,
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  ogImage: null,
  ...overrides,
});

const arabic = (overrides: Partial<ArticleSaveInput> = {}) =>
  input({
    title: "المرابحة للمبتدئين",
    excerpt: "كيف يعمل تمويل المرابحة خطوة بخطوة، من الشراء إلى السداد.",
    content: "## ما هي\n\nالمرابحة بيع تشتري فيه المؤسسة السلعة ثم تبيعها للعميل بربح معلوم مُفصح عنه.",
    category: "التمويل الإسلامي",
    locale: "ar",
    ...overrides,
  });

/** The DomainError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

describe.each(testDatabaseTargets())("article languages on $name", (target) => {
  let database: Database;
  let service: ReturnType<typeof createArticleService>;
  beforeAll(async () => {
    database = await target.open();
    service = createArticleService(database.db);
  });
  afterAll(() => database?.close());

  it("stores English by default, and lists one language when asked (all without one)", async () => {
    const en = await service.create(input(), null);
    const ar = await service.create(arabic(), null);
    expect(en.locale).toBe("en");
    expect(ar.locale).toBe("ar");
    const slugs = async (locale?: "en" | "ar") => (await service.listPublished(100, locale)).map((a) => a.slug);
    expect(await slugs("en")).toContain(en.slug);
    expect(await slugs("en")).not.toContain(ar.slug);
    expect(await slugs("ar")).toEqual(expect.arrayContaining([ar.slug]));
    expect(await slugs("ar")).not.toContain(en.slug);
    expect(await slugs()).toEqual(expect.arrayContaining([en.slug, ar.slug]));
    const feed = await service.listPublishedWithContent(20, "ar");
    expect(feed.map((a) => a.locale)).toEqual(feed.map(() => "ar"));
    expect(feed[0]!.content).toContain("المرابحة");
  });

  it("links a translation both ways, on create and on update, and unlinks both", async () => {
    const en = await service.create(input(), null);
    const ar = await service.create(arabic({ translationId: en.id }), null);
    expect(ar.translationId).toBe(en.id);
    expect((await service.findBySlug(en.slug, { isAdmin: true }))!.translationId).toBe(ar.id);

    // Unlinking from either side clears both.
    await service.update(en.id, input({ slug: en.slug, translationId: null }));
    expect((await service.findBySlug(ar.slug, { isAdmin: true }))!.translationId).toBeNull();
    expect((await service.findBySlug(en.slug, { isAdmin: true }))!.translationId).toBeNull();

    // Linking again from the English side.
    await service.update(en.id, input({ slug: en.slug, translationId: ar.id }));
    expect((await service.findBySlug(ar.slug, { isAdmin: true }))!.translationId).toBe(en.id);

    // Moving the link to another Arabic article frees the first one.
    const ar2 = await service.create(arabic(), null);
    await service.update(en.id, input({ slug: en.slug, translationId: ar2.id }));
    expect((await service.findBySlug(ar.slug, { isAdmin: true }))!.translationId).toBeNull();
    expect((await service.findBySlug(ar2.slug, { isAdmin: true }))!.translationId).toBe(en.id);

    // Deleting one side clears the other's link.
    await service.remove(ar2.id);
    expect((await service.findBySlug(en.slug, { isAdmin: true }))!.translationId).toBeNull();
  });

  it("refuses a translation that does not exist, is in the same language, is itself, or is taken", async () => {
    const en = await service.create(input(), null);
    const otherEn = await service.create(input(), null);
    const missing = await failure(service.create(arabic({ translationId: crypto.randomUUID() }), null));
    expect(missing.kind).toBe("invalid");
    expect(missing.fields).toEqual({ translationId: "The linked translation does not exist" });

    const sameLanguage = await failure(service.create(input({ translationId: en.id }), null));
    expect(sameLanguage.fields).toEqual({ translationId: "The translation must be in the other language" });

    const self = await failure(service.update(en.id, input({ slug: en.slug, translationId: en.id })));
    expect(self.kind).toBe("invalid");

    const ar = await service.create(arabic({ translationId: en.id }), null);
    const taken = await failure(service.update(otherEn.id, input({ slug: otherEn.slug, translationId: ar.id })));
    expect(taken.kind).toBe("invalid");
    expect(taken.message).toContain("Murabaha for beginners");
    // Nothing changed on a refusal.
    expect((await service.findBySlug(en.slug, { isAdmin: true }))!.translationId).toBe(ar.id);
    expect((await service.findBySlug(otherEn.slug, { isAdmin: true }))!.translationId).toBeNull();

    // Switching the article's language to its translation's is refused while they stay linked.
    const switched = await failure(service.update(en.id, input({ slug: en.slug, locale: "ar", translationId: ar.id })));
    expect(switched.fields).toEqual({ translationId: "The translation must be in the other language" });

    // A failed create leaves no article behind.
    const slug = `orphan-${Math.random().toString(36).slice(2, 8)}`;
    await failure(service.create(arabic({ slug, translationId: crypto.randomUUID() }), null));
    expect(await service.findBySlug(slug, { isAdmin: true })).toBeNull();
  });

  it("shows visitors a translation only where they may read it", async () => {
    const en = await service.create(input(), null);
    const draft = await service.create(arabic({ published: false, translationId: en.id }), null);
    const live = await service.findBySlug(en.slug, { isAdmin: false });
    // A live article does not send readers to a draft; the admin sees the link.
    expect(await service.translationOf(live!, { isAdmin: false })).toBeNull();
    expect(await service.translationOf(live!, { isAdmin: true })).toEqual({
      slug: draft.slug,
      locale: "ar",
      title: draft.title,
    });
    // A draft (reachable by its link) points at its live translation.
    expect(await service.translationOf(draft, { isAdmin: false })).toEqual({
      slug: en.slug,
      locale: "en",
      title: en.title,
    });
  });
});
