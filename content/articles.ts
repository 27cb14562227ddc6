import type { ScholarlyArticle } from "./schema.ts";

export type { ScholarlyArticle } from "./schema.ts";

/**
 * The owner's two scholarly articles, published as schema.org `ScholarlyArticle` structured data on
 * the landing page. The author is the owner, whose name is configured elsewhere. The journal names
 * are the owner's copy; the addresses are example.org placeholders until real ones are supplied.
 */
export const scholarlyArticles: ScholarlyArticle[] = [
  {
    title: "Designing Shariah-Compliant Buy-Now-Pay-Later Products: A Product Management Framework",
    description:
      "A practical framework for turning conventional instalment products into Murabaha-based BNPL offerings, covering contract structure, customer journeys, late-payment charity mechanisms and Shariah board governance, drawn from product launches in the GCC.",
    datePublished: "2023-06-15",
    url: "https://journals.example.org/islamic-finance-digital-innovation/2023/shariah-compliant-bnpl",
    publisher: "Journal of Islamic Finance and Digital Innovation",
    keywords: ["Islamic finance", "BNPL", "Murabaha", "FinTech", "product management", "Shariah governance"],
  },
  {
    title: "From Pilot to Platform: Scaling AI Products in Gulf Telecom Operations",
    description:
      "A case-based study of how telecom operators move AI customer-care initiatives from pilots to production, with lessons on use-case selection, data readiness, human oversight and the delivery practices that keep programmes on time.",
    datePublished: "2025-02-10",
    url: "https://journals.example.org/gcc-technology-management/2025/scaling-ai-telecom",
    publisher: "GCC Review of Technology Management",
    keywords: ["artificial intelligence", "telecom", "customer care", "project delivery", "digital transformation"],
  },
];
