import type { Hono, MiddlewareHandler } from "hono";
import { noticeText, POST_NOTICES } from "#domain/admin-actions.ts";
import { testimonialSchema } from "#domain/schemas/posts.ts";
import type { Services } from "#server/services/index.ts";
import type { AppEnv } from "../env.ts";
import { requireAdmin } from "../middleware/auth.ts";
import { readJson } from "../validate.ts";

/**
 * SPEC §7 testimonial calls: `?featured=true` is the landing page's public list; the full list and
 * every mutation are the admin's.
 */
export function mountTestimonialRoutes(api: Hono<AppEnv>, { services }: { services: Services }) {
  const { testimonials } = services;
  const admin = requireAdmin(services.sessions);
  const adminUnlessFeatured: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.query("featured") === "true") return next();
    return admin(c, next);
  };

  api.get("/testimonials", adminUnlessFeatured, async (c) => {
    const featuredOnly = c.req.query("featured") === "true";
    return c.json({ data: await testimonials.list({ featuredOnly }) });
  });

  api.post("/testimonials", admin, async (c) => {
    const data = await testimonials.create(await readJson(c, testimonialSchema));
    return c.json({ data, message: noticeText(POST_NOTICES.testimonial.created("")) }, 201);
  });

  api.put("/testimonials/:id", admin, async (c) => {
    const data = await testimonials.update(c.req.param("id"), await readJson(c, testimonialSchema));
    return c.json({ data, message: noticeText(POST_NOTICES.testimonial.updated("")) });
  });

  api.delete("/testimonials/:id", admin, async (c) => {
    await testimonials.remove(c.req.param("id"));
    return c.json({ message: noticeText(POST_NOTICES.testimonial.deleted("")) });
  });
}
