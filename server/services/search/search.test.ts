import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_CONTENT, setPublishedContent } from "#content/localized.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { Database } from "#server/db/client.ts";
import { articles as articlesTable, newsletterIssues, searchDocuments } from "#server/db/schema.ts";
import { formEntries } from "#server/lib/content-form.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { type ArticleSaveInput, createArticleService } from "../articles.ts";
import { createNewsletterIssueService } from "../newsletter-issues.ts";
import { createOutbox } from "../outbox.ts";
import { createSiteContentService } from "../site-content.ts";
import { createSearchService, editDistance } from "./index.ts";

// Issue #45: the site search against the real index, on PGlite and on PostgreSQL.

const article = (fields: Partial<ArticleSaveInput> & Pick<ArticleSaveInput, "title" | "slug">): ArticleSaveInput => ({
  excerpt: "Notes from practice.",
  content: "Some words about practice.",
  category: "Islamic Finance",
  published: true,
  publishedAt: "2025-01-01T00:00:00.000Z",
  featuredImage: null,
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  ogImage: null,
  ...fields,
});

const ARTICLES: ArticleSaveInput[] = [
  article({
    title: "Diminishing Musharakah explained",
    slug: "diminishing-musharakah-explained",
    excerpt: "Joint ownership that shifts to the customer, unit by unit.",
    content:
      "## How the shares move\n\nThe bank and the customer buy the house together; each month the customer buys more units and pays rent on the rest.",
  }),
  article({
    title: "Open banking APIs in the Gulf",
    slug: "open-banking-apis-gulf",
    excerpt: "What regulators require and what banks ship.",
    content: "## Consent\n\nAccount information and payment initiation, with a note on murabaha checkout at the end.",
  }),
  article({
    title: "Takaful for start-ups",
    slug: "takaful-for-start-ups",
    excerpt: "Mutual cover a young company can afford.",
    content: "## Contributions\n\nParticipants donate to a pool (tabarru') that pays claims.",
  }),
  article({
    title: "Sukuk markets in 2024",
    slug: "sukuk-markets-2024",
    excerpt: "Issuance grew again.",
    content: "## Sovereign issuers\n\nGovernments led the year.",
  }),
  article({
    title: "Zakat on shares",
    slug: "zakat-on-shares",
    excerpt: "Which part of a share is zakatable, and how to count it.",
    content: "## The zakatable assets\n\nCount the company's cash, receivables and stock.",
  }),
  article({
    title: "Designing a learning platform",
    slug: "designing-learning-platform",
    excerpt: "Lessons from building an EdTech product.",
    content:
      "## Assessment\n\nShort quizzes and spaced repetition.\n\n## Calculating progress\n\nA learner's progress bar.",
  }),
  // The same words twice: the newer one comes first at equal relevance.
  article({
    title: "Payment gateways compared",
    slug: "payment-gateways-2023",
    excerpt: "Fees, settlement times and dispute handling.",
    content: "Card schemes and wallets.",
    publishedAt: "2023-03-01T00:00:00.000Z",
  }),
  article({
    title: "Payment gateways compared",
    slug: "payment-gateways-2025",
    excerpt: "Fees, settlement times and dispute handling.",
    content: "Card schemes and wallets.",
    publishedAt: "2025-03-01T00:00:00.000Z",
  }),
  // The words of a phrase together, and the same words apart.
  article({
    title: "Notes from a launch",
    slug: "scattered-words",
    excerpt: "Risk in a product launch, and later some thoughts on what management means.",
    content: "Teams own their roadmap.",
  }),
  article({
    title: "Notes from a kickoff",
    slug: "exact-phrase",
    excerpt: "Why product risk management starts before the first line of code.",
    content: "Roadmaps and budgets.",
  }),
  article({
    title: "An unpublished draft about murabaha",
    slug: "draft-murabaha",
    published: false,
    publishedAt: null,
  }),
  article({
    title: "المشاركة المتناقصة بالتفصيل",
    slug: "ar-diminishing",
    locale: "ar",
    content: "## انتقال الحصص\n\nيشتري العميل حصة البنك تدريجيًا ويدفع أجرة عن الباقي.",
  }),
  article({
    title: "المرابحة والقروض التقليدية",
    slug: "ar-murabaha-loans",
    locale: "ar",
    content: "## الفرق\n\nفي المرابحة يبيع البنك السلعة بربح معلوم.",
  }),
  article({
    title: "التكافل للشركات الناشئة",
    slug: "ar-takaful",
    locale: "ar",
    content: "## الاشتراكات\n\nيتبرع المشتركون لصندوق يدفع التعويضات.",
  }),
  article({
    title: "الصكوك في عام ٢٠٢٤",
    slug: "ar-sukuk-2024",
    locale: "ar",
    content: "## المصدرون\n\nقادت الحكومات الإصدار.",
  }),
  article({
    title: "زكاة الأسهم",
    slug: "ar-zakat-shares",
    locale: "ar",
    content: "## الأصول الزكوية\n\nاحسب النقد والذمم والمخزون.",
  }),
  article({
    title: "الإجارة المنتهية بالتمليك",
    slug: "ar-ijara",
    locale: "ar",
    content: "## الأجرة\n\nيستأجر العميل العين ثم يتملكها في آخر المدة.",
  }),
  article({
    title: "الخدمات المصرفية المفتوحة في الخليج",
    slug: "ar-open-banking",
    locale: "ar",
    content: "## الموافقة\n\nواجهات برمجية للحسابات والمدفوعات، وكلمة عن Open Banking.",
  }),
  article({
    title: "تصميم منصة تعليمية",
    slug: "ar-learning",
    locale: "ar",
    content: "## التقييم\n\nاختبارات قصيرة وتكرار متباعد.",
  }),
];

/**
 * The relevance table: a query, the page's language, and the address that must come first (null: no
 * result at all). Exact titles, transliterations, Arabic letter variants, prefixes, typos, no result.
 */
const RELEVANCE: [query: string, locale: Locale, first: string | null][] = [
  ["Diminishing Musharakah explained", "en", "/blog/diminishing-musharakah-explained"],
  ["diminishing musharaka explained", "en", "/blog/diminishing-musharakah-explained"],
  ["Open banking APIs in the Gulf", "en", "/blog/open-banking-apis-gulf"],
  ["open banking", "en", "/blog/open-banking-apis-gulf"],
  ["Takaful for start-ups", "en", "/blog/takaful-for-start-ups"],
  ["takaaful start-ups", "en", "/blog/takaful-for-start-ups"],
  ["Sukuk markets", "en", "/blog/sukuk-markets-2024"],
  ["sukuk 2024", "en", "/blog/sukuk-markets-2024"],
  ["zakah on shares", "en", "/blog/zakat-on-shares"],
  ["zakat shares", "en", "/blog/zakat-on-shares"],
  ["zakatable assets", "en", "/blog/zakat-on-shares"],
  ["designing a learning platform", "en", "/blog/designing-learning-platform"],
  ["Adaptive Learning Platform", "en", "/project/5"],
  ["spaced repetition", "en", "/blog/designing-learning-platform"],
  ["payment gateways", "en", "/blog/payment-gateways-2025"],
  ["product risk management", "en", "/blog/exact-phrase"],
  ['"product risk management"', "en", "/blog/exact-phrase"],
  ["Murabaha instalments with APR", "en", "/islamic-fintech/calculators/murabaha"],
  ["murabahah instalments", "en", "/islamic-fintech/calculators/murabaha"],
  ["murabha instalments", "en", "/islamic-fintech/calculators/murabaha"],
  ["Home finance: Ijarah and Diminishing Musharakah", "en", "/islamic-fintech/calculators/home-finance"],
  ["ijara diminishing musharaka home", "en", "/islamic-fintech/calculators/home-finance"],
  ["Zakat on your wealth", "en", "/islamic-fintech/calculators/zakat"],
  ["Loan Calculator", "en", "/tools?tab=loan"],
  ["currency converter", "en", "/tools?tab=currency"],
  ["Website Scanner", "en", "/tools?tab=scanner"],
  ["unit converter", "en", "/tools?tab=units"],
  ["Work With Me", "en", "/career"],
  ["career", "en", "/career"],
  ["Islamic Buy Now, Pay Later", "en", "/islamic-fintech?product=bnpl"],
  ["Car Finance", "en", "/islamic-fintech?product=car-finance"],
  ["Zakat & Waqf", "en", "/islamic-fintech?product=zakat-waqf"],
  ["What is your experience with Islamic finance?", "en", "/#faq"],
  ["xylophonequartz", "en", null],
  ["المشاركة المتناقصة بالتفصيل", "ar", "/ar/blog/ar-diminishing"],
  ["مشاركه متناقصه", "ar", "/ar/blog/ar-diminishing"],
  ["المُشارَكة المُتناقِصة بالتفصيل", "ar", "/ar/blog/ar-diminishing"],
  ["المرابحة والقروض التقليدية", "ar", "/ar/blog/ar-murabaha-loans"],
  ["مرابحه قروض", "ar", "/ar/blog/ar-murabaha-loans"],
  ["والمرابحة وبالقروض", "ar", "/ar/blog/ar-murabaha-loans"],
  ["murabaha القروض", "ar", "/ar/blog/ar-murabaha-loans"],
  ["التكافل للشركات الناشئة", "ar", "/ar/blog/ar-takaful"],
  ["تكافل الشركات", "ar", "/ar/blog/ar-takaful"],
  ["takaful شركات", "ar", "/ar/blog/ar-takaful"],
  ["الصكوك في عام ٢٠٢٤", "ar", "/ar/blog/ar-sukuk-2024"],
  ["صكوك 2024", "ar", "/ar/blog/ar-sukuk-2024"],
  ["sukuk ٢٠٢٤", "ar", "/ar/blog/ar-sukuk-2024"],
  ["زكاة الأسهم", "ar", "/ar/blog/ar-zakat-shares"],
  ["زكاه اسهم", "ar", "/ar/blog/ar-zakat-shares"],
  ["zakah الاسهم", "ar", "/ar/blog/ar-zakat-shares"],
  ["الإجارة المنتهية بالتمليك", "ar", "/ar/blog/ar-ijara"],
  ["اجارة منتهية بالتمليك", "ar", "/ar/blog/ar-ijara"],
  ["ijarah التمليك", "ar", "/ar/blog/ar-ijara"],
  ["الخدمات المصرفية المفتوحة", "ar", "/ar/blog/ar-open-banking"],
  ["خدمات مصرفيه مفتوحه", "ar", "/ar/blog/ar-open-banking"],
  ["تصميم منصة تعليمية", "ar", "/ar/blog/ar-learning"],
  ["تصميـــم منصه تعليميه", "ar", "/ar/blog/ar-learning"],
  ["أقساط المرابحة مع معدل النسبة السنوي", "ar", "/ar/islamic-fintech/calculators/murabaha"],
  ["اقساط المرابحه", "ar", "/ar/islamic-fintech/calculators/murabaha"],
  ["تمويل المسكن: الإجارة والمشاركة المتناقصة", "ar", "/ar/islamic-fintech/calculators/home-finance"],
  ["محول العملات", "ar", "/ar/tools?tab=currency"],
  ["حاسبة القرض", "ar", "/ar/tools?tab=loan"],
  ["تمويل السيارات", "ar", "/ar/islamic-fintech?product=car-finance"],
  ["التكافل", "ar", "/ar/islamic-fintech?product=takaful"],
  ["الزكاة والوقف", "ar", "/ar/islamic-fintech?product=zakat-waqf"],
  ["ما خبرتك في التمويل الإسلامي؟", "ar", "/ar#faq"],
  ["قثصفغبلاتن", "ar", null],
];

describe.each(testDatabaseTargets())("site search on $name", (target) => {
  let database: Database;
  let search: ReturnType<typeof createSearchService>;
  let articles: ReturnType<typeof createArticleService>;
  let clock = new Date("2026-06-01T00:00:00.000Z");

  beforeAll(async () => {
    database = await target.open();
    search = createSearchService(database.db, { now: () => clock });
    articles = createArticleService(database.db, { searchIndex: search, now: () => clock });
    for (const input of ARTICLES) await articles.create(input, null);
    await search.rebuild({});
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const first = async (query: string, locale: Locale) =>
    (await search.search(query, locale, 5)).results[0]?.path ?? null;

  it.each(RELEVANCE)("%s (%s) → %s", async (query, locale, expected) => {
    expect(await first(query, locale)).toBe(expected);
  });

  it("holds at least 30 queries in each language", () => {
    expect(RELEVANCE.filter(([, locale]) => locale === "en").length).toBeGreaterThanOrEqual(30);
    expect(RELEVANCE.filter(([, locale]) => locale === "ar").length).toBeGreaterThanOrEqual(30);
  });

  it("lists the page's language first, then the other language's results", async () => {
    const { results } = await search.search("murabaha", "en", 50);
    const locales = results.map((hit) => hit.locale);
    expect(locales).toContain("ar");
    expect(locales.indexOf("ar")).toBeGreaterThan(locales.lastIndexOf("en"));
  });

  it("ranks a title match above a body match", async () => {
    const paths = (await search.search("open banking", "en", 10)).results.map((hit) => hit.path);
    expect(paths[0]).toBe("/blog/open-banking-apis-gulf");
  });

  it("puts the newer of two equally relevant articles first", async () => {
    const paths = (await search.search("payment gateways compared", "en", 10)).results.map((hit) => hit.path);
    expect(paths.slice(0, 2)).toEqual(["/blog/payment-gateways-2025", "/blog/payment-gateways-2023"]);
  });

  it("finds a newly published article at once, and a draft, a removed or unpublished one never", async () => {
    const created = await articles.create(article({ title: "Quantum ledgers", slug: "quantum-ledgers" }), null);
    expect(await first("quantum ledgers", "en")).toBe("/blog/quantum-ledgers");
    await articles.update(created.id, article({ title: "Quantum ledgers", slug: "quantum-ledgers", published: false }));
    expect(await first("quantum ledgers", "en")).toBeNull();
    await articles.update(created.id, article({ title: "Quantum ledgers", slug: "quantum-ledgers" }));
    await articles.remove(created.id);
    expect(await first("quantum ledgers", "en")).toBeNull();
    expect(await first("unpublished draft", "en")).toBeNull();
  });

  it("rebuilds at start only what changed, and drops what is gone", async () => {
    expect(await search.rebuild({})).toMatchObject({ written: 0, removed: 0 });
    const created = await articles.create(article({ title: "Stablecoin rails", slug: "stablecoin-rails" }), null);
    await database.db.delete(searchDocuments).where(eq(searchDocuments.key, `article:${created.id}`));
    expect(await search.rebuild({})).toMatchObject({ written: 1, removed: 0 });
    expect(await first("stablecoin rails", "en")).toBe("/blog/stablecoin-rails");
    await database.db.delete(articlesTable).where(eq(articlesTable.id, created.id));
    expect(await search.rebuild({})).toMatchObject({ written: 0, removed: 1 });
    expect(await first("stablecoin rails", "en")).toBeNull();
  });

  it("finds a scheduled article from its publish time only", async () => {
    await articles.create(
      article({ title: "Tokenised gold", slug: "tokenised-gold", publishedAt: "2026-07-01T00:00:00.000Z" }),
      null,
    );
    expect(await first("tokenised gold", "en")).toBeNull();
    clock = new Date("2026-07-02T00:00:00.000Z");
    expect(await first("tokenised gold", "en")).toBe("/blog/tokenised-gold");
  });

  it("finds a newsletter issue only while it is sent and shown in the archive", async () => {
    const issues = createNewsletterIssueService(
      database.db,
      createOutbox(database.db),
      {
        ownerName: "Owner",
        siteUrl: "https://site.test",
        ownerEmail: "owner@site.test",
        postalAddress: "1 Street",
      },
      undefined,
      undefined,
      search,
    );
    const issue = await issues.create({
      locale: "en",
      subject: "Quarterly halal fintech roundup",
      preheader: "",
      body: "Open finance news.",
      ctaLabel: "",
      ctaUrl: "",
      imageUrl: "",
    });
    expect(await first("halal fintech roundup", "en")).toBeNull();
    await database.db
      .update(newsletterIssues)
      .set({ status: "sent", startedAt: clock })
      .where(eq(newsletterIssues.id, issue.id));
    expect(await first("halal fintech roundup", "en")).toBe(`/newsletter/issues/${issue.id}`);
    await database.db
      .update(newsletterIssues)
      .set({ hiddenFromArchive: true })
      .where(eq(newsletterIssues.id, issue.id));
    expect(await first("halal fintech roundup", "en")).toBeNull();
  });

  it("indexes the site content as published, in the publishing transaction", async () => {
    const faq = FILE_CONTENT.faq.en as { section: unknown; items: { id: string; question: string; answer: string }[] };
    const edited = {
      ...faq,
      items: [{ id: "new", question: "Do you mentor founders?", answer: "Yes, monthly." }, ...faq.items],
    };
    await database.db.transaction(async (tx) => {
      await search.content(tx as never, { faq: { en: edited, ar: FILE_CONTENT.faq.ar } });
    });
    expect(await first("mentor founders", "en")).toBe("/#faq");
    await database.db.transaction(async (tx) => search.content(tx as never, {}));
    expect(await first("mentor founders", "en")).toBeNull();
  });

  it("finds what the owner publishes in Site content at once, never their draft", async () => {
    const versions = { bump: async () => {}, beforeChange: () => {} };
    const siteContent = createSiteContentService(database, versions as never, undefined, search.content);
    await siteContent.load();
    const state = await siteContent.editor("career");
    const form = formEntries(state.fields, state.document, state.document.keys);
    form.set("en.title", "Join the quantum ledger team");
    const saved = await siteContent.save(
      "career",
      { get: (key: string) => form.get(key) ?? null },
      "owner@example.com",
    );
    expect(saved.saved).toBe(true);
    expect(await first("quantum ledger team", "en")).toBeNull();
    await siteContent.publish("career", "owner@example.com");
    expect(await first("quantum ledger team", "en")).toBe("/career");
    setPublishedContent({});
  });

  it("marks the matched words in the title and snippet, and dates articles", async () => {
    const [hit] = (await search.search("diminishing musharaka", "en", 1)).results;
    expect(hit?.kind).toBe("article");
    expect(hit?.date).toBe("2025-01-01T00:00:00.000Z");
    expect(hit?.title.filter((piece) => piece.mark).map((piece) => piece.text)).toEqual(["Diminishing", "Musharakah"]);
    const [arabic] = (await search.search("مرابحه", "ar", 1)).results;
    expect(arabic?.title.some((piece) => piece.mark && piece.text.includes("المرابحة"))).toBe(true);
  });

  it("says what it searched for instead when a typo found nothing", async () => {
    const answer = await search.search("murabha", "en", 5);
    expect(answer.correctedTo).toBe("murabaha");
    expect(answer.results.length).toBeGreaterThan(0);
  });

  it("takes operators, quotes and SQL-looking input as words, never as syntax", async () => {
    for (const query of [
      "'",
      '"',
      "a & b | !c",
      "(murabaha",
      "murabaha:*",
      "'; drop table articles; --",
      "!!",
      "<->",
      "\\",
      "-",
      "or",
      '"unclosed murabaha',
      "a".repeat(200),
    ]) {
      await expect(search.search(query, "en", 5)).resolves.toHaveProperty("results");
    }
    expect(await first("-murabaha", "en")).toBeNull();
  });

  it("finds the start of a word as one types (the dialog's prefix search)", async () => {
    const { results } = await search.search("sukuk mark", "en", 5, { prefix: true });
    expect(results[0]?.path).toBe("/blog/sukuk-markets-2024");
  });
});

describe("editDistance", () => {
  it("counts single-letter edits", () => {
    expect(editDistance("murabha", "murabaha")).toBe(1);
    expect(editDistance("career", "care")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
  });
});
