import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every public page exists in English at its address and in Arabic under /ar: `ar?` is an optional
// static segment, so one route (one module, one id) answers both "/tools" and "/ar/tools", and the
// page reads its language from the address (domain/i18n/locales.ts).
export default [
  // The landing page stays an index route (its no-JavaScript forms post to "/?index"); "/ar" is the same
  // module under its own id and posts to "/ar".
  index("routes/home.tsx"),
  route("ar", "routes/home.tsx", { id: "routes/home-ar" }),
  route("ar?/project/:id", "routes/project.tsx"),
  route("ar?/solutions/:id", "routes/solution.tsx"),
  route("ar?/career", "routes/career.tsx"),
  route("ar?/privacy", "routes/privacy.tsx"),
  route("ar?/tools", "routes/tools.tsx"),
  route("ar?/islamic-fintech", "routes/islamic-fintech.tsx"),
  route("ar?/islamic-fintech/calculators/:calculator", "routes/finance-calculator.tsx"),
  route("ar?/book", "routes/book.tsx"),
  route("ar?/book/manage", "routes/book-manage.tsx"),
  route("ar?/book/manage/invite.ics", "routes/book-invite.ts"),
  route("ar?/newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("ar?/newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("ar?/newsletter", "routes/newsletter-archive.tsx"),
  route("ar?/newsletter/rss.xml", "routes/newsletter-feed.ts"),
  route("ar?/newsletter/issues/:id", "routes/newsletter-issue.tsx"),
  route("ar?/search", "routes/search.tsx"),
  // The admin area: a layout (the gate and the sections' navigation) around one route per section.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("overview", "routes/admin/overview.tsx"),
    route("articles", "routes/admin/articles.tsx"),
    route("testimonials", "routes/admin/testimonials.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("career", "routes/admin/career.tsx"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("content", "routes/admin/content.tsx"),
    route("content/:module", "routes/admin/content-module.tsx"),
    route("media", "routes/admin/media.tsx"),
    route("network", "routes/admin/network.tsx"),
    route("insights", "routes/admin/insights.tsx"),
  ]),
  route("ar?/blog", "routes/blog-index.tsx"),
  route("ar?/blog/rss.xml", "routes/blog-feed.ts"),
  route("ar?/blog/:slug", "routes/blog-article.tsx"),
  route("blog/:slug/og.png", "routes/blog-og-image.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("not-found", "routes/not-found.tsx"),
  // Every path no other route claims answers 404 with the same page, in the language of its prefix.
  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
