import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("project/:id", "routes/project.tsx"),
  route("solutions/:id", "routes/solution.tsx"),
  route("career", "routes/career.tsx"),
  route("tools", "routes/tools.tsx"),
  route("islamic-fintech", "routes/islamic-fintech.tsx"),
  route("islamic-fintech/calculators/:calculator", "routes/finance-calculator.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("admin", "routes/admin.tsx"),
  route("blog", "routes/blog-index.tsx"),
  route("blog/rss.xml", "routes/blog-feed.ts"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("blog/:slug/og.png", "routes/blog-og-image.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("not-found", "routes/not-found.tsx"),
  // Every path no other route claims answers 404 with the same page.
  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
