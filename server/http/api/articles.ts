import type { Hono, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { noticeText, POST_NOTICES } from "#domain/admin-actions.ts";
import { isLocale } from "#domain/i18n/locales.ts";
import { articlePreviewSchema, articleSchema } from "#domain/schemas/posts.ts";
import type { Services } from "#server/services/index.ts";
import { renderMarkdown } from "#server/services/markdown.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { currentUser, requireAdmin } from "../middleware/auth.ts";
import { readJson } from "../validate.ts";

/** How long one visit lasts for view counting: a reader coming back within it is not counted again. */
export const VIEW_VISIT_SECONDS = 30 * 60;
const viewCookie = (id: string) => `av_${id.replace(/-/g, "").slice(0, 16)}`;

/**
 * SPEC §7 article calls. GET /articles lists live articles to anyone and everything (drafts too) to
 * the admin with `?published=false`; GET /articles/{slug} answers `{ data }` or 404 `{ message }`;
 * POST/PUT/DELETE are the admin's. POST /articles/{slug}/views counts a visitor's view once per visit.
 */
export function mountArticleRoutes(
  api: Hono<AppEnv>,
  { services, beacon, siteUrl }: { services: Services; beacon: MiddlewareHandler<AppEnv>; siteUrl: string },
) {
  const { articles, sessions } = services;
  const admin = requireAdmin(services.sessions);
  // The admin's full list shares the path of the public one, so the guard runs only when asked for it.
  const adminWhenUnpublished: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.query("published") === "false") return admin(c, next);
    await next();
  };

  api.get("/articles", adminWhenUnpublished, async (c) => {
    if (c.req.query("published") === "false") return c.json({ data: await articles.listAll() });
    // `?locale=en|ar`: one language's articles (issue #18); without it, every language's.
    const locale = c.req.query("locale");
    return c.json({ data: await articles.listPublished(100, isLocale(locale) ? locale : undefined) });
  });

  api.get("/articles/:slug", async (c) => {
    const user = await currentUser(c, sessions);
    const article = await articles.findBySlug(c.req.param("slug"), { isAdmin: user?.isAdmin === true });
    if (!article) throw new HttpError(404, "Article not found");
    return c.json({ data: article });
  });

  api.post("/articles", admin, async (c) => {
    const input = await readJson(c, articleSchema);
    const user = await currentUser(c, sessions);
    const article = await articles.create(input, user?.id ?? null);
    return c.json({ data: article, message: noticeText(POST_NOTICES.article.created(input.title)) }, 201);
  });

  // The editor's live preview: the same renderer and sanitiser as the published page.
  api.post("/articles/preview", admin, async (c) => {
    const { content } = await readJson(c, articlePreviewSchema);
    return c.json({ html: renderMarkdown(content).html });
  });

  api.put("/articles/:id", admin, async (c) => {
    const input = await readJson(c, articleSchema);
    const article = await articles.update(c.req.param("id"), input);
    return c.json({ data: article, message: noticeText(POST_NOTICES.article.updated(input.title)) });
  });

  api.delete("/articles/:id", admin, async (c) => {
    await articles.remove(c.req.param("id"));
    return c.json({ message: noticeText(POST_NOTICES.article.deleted("")) });
  });

  api.post("/articles/:slug/views", beacon, async (c) => {
    const slug = c.req.param("slug");
    const user = await currentUser(c, sessions);
    if (user?.isAdmin) return c.json({ counted: false });
    const article = await articles.findBySlug(slug, { isAdmin: false });
    if (!article) throw new HttpError(404, "Article not found");
    // Once per visit (issue #44: no cookie): the reader's visitor hash of the day, remembered for the
    // visit's length in the shared rate-limit table. A browser asking not to be tracked has no hash,
    // so each of its views counts. Only with counting off does the old cookie still do it.
    if (services.analytics) {
      const visitor = await services.analytics.visitorOf(c.get("clientIp"), (name) => c.req.header(name));
      if (visitor) {
        const first = await services.rateLimiter.hit(
          `article-view:${article.id}:${visitor}`,
          1,
          VIEW_VISIT_SECONDS * 1000,
        );
        if (!first.allowed) return c.json({ counted: false });
      }
      return c.json({ counted: await articles.countView(slug) });
    }
    const cookie = viewCookie(article.id);
    if (getCookie(c, cookie)) return c.json({ counted: false });
    const counted = await articles.countView(slug);
    if (counted) {
      setCookie(c, cookie, "1", {
        path: "/api/articles",
        httpOnly: true,
        sameSite: "Lax",
        // As every cookie of the site: Secure when the site is served over HTTPS (SITE_URL), not when
        // this hop happened to be (behind a TLS-terminating proxy the request here is plain HTTP).
        secure: siteUrl.startsWith("https:"),
        maxAge: VIEW_VISIT_SECONDS,
      });
    }
    return c.json({ counted });
  });
}
