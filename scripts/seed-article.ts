// The sample articles: one in English and its Arabic translation, linked to each other. The measuring
// scripts (bench, Lighthouse) write them straight into a database before its server starts (PGlite
// allows one process at a time); `npm run db:seed` writes them into the configured database, so a
// fresh install shows an article at /blog and at /ar/blog.
import type { Database } from "#server/db/client.ts";
import { type ArticleService, createArticleService } from "#server/services/articles.ts";
import { createUserService } from "#server/services/users.ts";

export const ARTICLE_SLUG = "murabaha-for-product-teams";
export const ARABIC_ARTICLE_SLUG = "murabaha-bi-lughat-fariq-al-muntaj";

const NO_EXTRAS = { featuredImage: null, metaTitle: null, metaDescription: null, metaKeywords: null, ogImage: null };

const englishBody = Array.from(
  { length: 8 },
  (_, i) =>
    `## Part ${i + 1}\n\nMurabaha is a cost-plus sale: the financier buys the asset and sells it on at a disclosed markup. ${"The customer knows the cost and the profit up front. ".repeat(5)}\n\n\`\`\`ts\nconst total = price * (1 + markup); // part ${i + 1}\n\`\`\``,
).join("\n\n");

const arabicBody = `## ما المرابحة؟

المرابحة بيعٌ بالتكلفة مع ربحٍ معلوم: تشتري المؤسسة المالية السلعة التي يحتاجها العميل، فتتملّكها وتتحمّل مخاطرها، ثم تبيعها له بثمنٍ يساوي تكلفتها مضافًا إليه هامش ربحٍ يُتّفق عليه ويُفصَح عنه منذ البداية. ولا يتغيّر هذا الثمن بعد توقيع العقد، حتى لو تأخّر السداد.

## لماذا تهمّ فريق المنتج؟

حين يطلب العميل تمويل سيارة أو جهاز أو بضاعة، لا يرى في تطبيقك عقد قرضٍ بفائدة، بل عملية شراءٍ واضحة الأطراف. وهذا يغيّر تصميم رحلة الاستخدام كلها:

- تُعرض التكلفة والربح والثمن الإجمالي في شاشة واحدة قبل الموافقة.
- يجب أن تتملّك المؤسسة السلعة قبل بيعها، فتظهر في الرحلة خطوة شراءٍ مستقلة.
- لا تُضاف غرامات تأخيرٍ إلى ربح المؤسسة؛ وما يُلزَم به العميل المماطل يُصرف في وجوه الخير.

## كيف يُحسب الثمن؟

الحساب بسيط، ويجب أن يطابق ما يراه العميل حرفيًا:

\`\`\`ts
const total = price * (1 + markup);
const instalment = total / months;
\`\`\`

فإذا كانت تكلفة السلعة 100,000 درهم وهامش الربح المتفق عليه 8% على ثلاث سنوات، فالثمن الإجمالي 108,000 درهم، يُسدَّد على 36 قسطًا شهريًا قيمة كلٍّ منها 3,000 درهم.

## قبل الإطلاق

اعرض الرحلة على هيئة الرقابة الشرعية مبكرًا، لا بعد اكتمال التطوير. واحرص على أن تُرسل العقود وإشعارات السداد بالعربية والإنجليزية معًا، كما يتوقّع المصرف المركزي من المنتجات المالية الموجّهة للأفراد.`;

/** The pair, each written once (by slug): the English article, then its Arabic translation linked to it. */
export async function writeSampleArticles(articles: ArticleService, authorId: string | null) {
  const existing = async (slug: string) => articles.findBySlug(slug, { isAdmin: true });
  const english =
    (await existing(ARTICLE_SLUG)) ??
    (await articles.create(
      {
        title: "Murabaha, explained for product teams",
        slug: ARTICLE_SLUG,
        excerpt: "How cost-plus sale financing works, and what it means for your checkout.",
        content: englishBody,
        category: "Islamic Finance",
        published: true,
        publishedAt: null,
        locale: "en",
        ...NO_EXTRAS,
      },
      authorId,
    ));
  if (await existing(ARABIC_ARTICLE_SLUG)) return;
  await articles.create(
    {
      title: "المرابحة بلغة فريق المنتج",
      slug: ARABIC_ARTICLE_SLUG,
      excerpt:
        "كيف يعمل تمويل المرابحة القائم على البيع بالتكلفة مع ربح معلوم، وما الذي يعنيه ذلك لرحلة الشراء في منتجك.",
      content: arabicBody,
      category: "التمويل الإسلامي",
      published: true,
      publishedAt: null,
      locale: "ar",
      translationId: english.translationId ? null : english.id,
      ...NO_EXTRAS,
    },
    authorId,
  );
}

/** The sample pair, written before the server starts (PGlite allows one process at a time); closes the database. */
export async function seedArticle(database: Database) {
  try {
    const authorId = await createUserService(database.db).ensureVerified("owner@example.com", "Bench Owner");
    await writeSampleArticles(createArticleService(database.db), authorId);
  } finally {
    await database.close();
  }
}
