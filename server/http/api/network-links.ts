import type { Hono } from "hono";
import { networkLinkSchema } from "#domain/schemas/network-links.ts";
import type { Services } from "#server/services/index.ts";
import type { AppEnv } from "../env.ts";
import { requireAdmin } from "../middleware/auth.ts";
import { readJson } from "../validate.ts";

/** Admin CRUD for network articles added by hand (merged into GET /api/linkedin-articles). */
export function mountNetworkLinkRoutes(api: Hono<AppEnv>, { services }: { services: Services }) {
  const admin = requireAdmin(services.sessions);
  const { networkLinks } = services;

  api.get("/network-links", admin, async (c) => c.json({ data: await networkLinks.list() }));
  api.post("/network-links", admin, async (c) => {
    const input = await readJson(c, networkLinkSchema);
    return c.json({ data: await networkLinks.create(input) }, 201);
  });
  api.put("/network-links/:id", admin, async (c) => {
    const input = await readJson(c, networkLinkSchema);
    return c.json({ data: await networkLinks.update(c.req.param("id"), input) });
  });
  api.delete("/network-links/:id", admin, async (c) => {
    await networkLinks.remove(c.req.param("id"));
    return c.json({ ok: true });
  });
}
