import { lazyOnVisible } from "#app/lib/deferred-section.tsx";

// The landing sections below the hero: server-rendered with the page, their code loaded and hydrated
// only as the visitor scrolls towards them (see app/lib/deferred-section.tsx). The insights block
// carries TanStack Query and the live widgets, so those wait too. The statistics are one of them: on
// a phone they are below the hero, and where they are in the first screen their code loads just after
// the page has hydrated, in a task of its own, while their server HTML (the final figures) shows.

export const DeferredStatsSection = lazyOnVisible("stats", () =>
  import("#app/components/landing/stats-section.tsx").then((m) => m.StatsSection),
);
export const DeferredAboutSection = lazyOnVisible("about", () =>
  import("#app/components/landing/about-section.tsx").then((m) => m.AboutSection),
);
export const DeferredServicesSection = lazyOnVisible("services", () =>
  import("#app/components/landing/services-section.tsx").then((m) => m.ServicesSection),
);
export const DeferredSkillsSection = lazyOnVisible("skills", () =>
  import("#app/components/landing/skills-section.tsx").then((m) => m.SkillsSection),
);
export const DeferredSolutionsSection = lazyOnVisible("solutions", () =>
  import("#app/components/landing/solutions-section.tsx").then((m) => m.SolutionsSection),
);
export const DeferredPortfolioSection = lazyOnVisible("portfolio", () =>
  import("#app/components/landing/portfolio-section.tsx").then((m) => m.PortfolioSection),
);
export const DeferredArticlesSection = lazyOnVisible("articles", () =>
  import("#app/components/landing/articles-section.tsx").then((m) => m.ArticlesSection),
);
export const DeferredBlogSection = lazyOnVisible("blog", () =>
  import("#app/components/landing/blog-section.tsx").then((m) => m.BlogSection),
);
export const DeferredTestimonialsSection = lazyOnVisible("testimonials", () =>
  import("#app/components/landing/testimonials-section.tsx").then((m) => m.TestimonialsSection),
);
export const DeferredFaqSection = lazyOnVisible("faq", () =>
  import("#app/components/landing/faq-section.tsx").then((m) => m.FaqSection),
);
export const DeferredInsightsBlock = lazyOnVisible("insights", () =>
  import("#app/components/landing/insights-block.tsx").then((m) => m.InsightsBlock),
);
export const DeferredContactSection = lazyOnVisible("contact", () =>
  import("#app/components/landing/contact-section.tsx").then((m) => m.ContactSection),
);

const deferredSections = [
  DeferredStatsSection,
  DeferredAboutSection,
  DeferredServicesSection,
  DeferredSkillsSection,
  DeferredSolutionsSection,
  DeferredPortfolioSection,
  DeferredArticlesSection,
  DeferredBlogSection,
  DeferredTestimonialsSection,
  DeferredFaqSection,
  DeferredInsightsBlock,
  DeferredContactSection,
];

/**
 * Loads every section's code. The landing loader awaits it on the server, and a render thread before its first page (entry.server.tsx),
 * so no page renders a section before its module is there (the HTML would otherwise stream it after
 * the shell).
 */
export function preloadDeferredSections() {
  return Promise.all(deferredSections.map((section) => section.preload()));
}
