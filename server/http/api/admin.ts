import type { Context, Hono } from "hono";
import { ACTION_MESSAGES, type RecordKind } from "#domain/admin-actions.ts";
import { readStatsQuery } from "#domain/analytics.ts";
import {
  csvQuerySchema,
  handledSchema,
  leadListQuerySchema,
  recordIdSchema,
  subscriberListQuerySchema,
} from "#domain/schemas/admin.ts";
import { BREAKDOWNS, isBreakdown, statsCsv, statsJson } from "#server/services/analytics/stats-export.ts";
import type { Services } from "#server/services/index.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { requireAdmin } from "../middleware/auth.ts";
import { parseOrThrow, readJson } from "../validate.ts";

/**
 * The owner's dashboard API (`/api/admin/*`): overview figures, the lead lists with search and pages,
 * handled toggles, deletions and the subscriber CSV. The `/admin` page reaches the same service
 * functions through its loader and action; every route here sits behind `requireAdmin`.
 */
export function mountAdminRoutes(api: Hono<AppEnv>, { services }: { services: Services }) {
  const { dashboard } = services;
  const admin = requireAdmin(services.sessions);
  const query = (c: Context<AppEnv>) => c.req.query();
  const recordId = (c: Context<AppEnv>) => parseOrThrow(recordIdSchema, c.req.param("id"));
  const found = (ok: boolean, kind: RecordKind) => {
    if (!ok) throw new HttpError(404, ACTION_MESSAGES.missing(kind));
  };
  const handledMessage = (handled: boolean) => (handled ? ACTION_MESSAGES.handled : ACTION_MESSAGES.open);

  api.get("/admin/overview", admin, async (c) => c.json(await dashboard.overview()));

  api.get("/admin/messages", admin, async (c) =>
    c.json(await dashboard.messages(parseOrThrow(leadListQuerySchema, query(c)))),
  );
  api.patch("/admin/messages/:id", admin, async (c) => {
    const id = recordId(c);
    const { handled } = await readJson(c, handledSchema);
    found(await dashboard.setMessageHandled(id, handled), "message");
    return c.json({ message: handledMessage(handled) });
  });
  api.delete("/admin/messages/:id", admin, async (c) => {
    found(await dashboard.deleteMessage(recordId(c)), "message");
    return c.json({ message: ACTION_MESSAGES.deleted("message") });
  });

  api.get("/admin/inquiries", admin, async (c) =>
    c.json(await dashboard.inquiries(parseOrThrow(leadListQuerySchema, query(c)))),
  );
  api.patch("/admin/inquiries/:id", admin, async (c) => {
    const id = recordId(c);
    const { handled } = await readJson(c, handledSchema);
    found(await dashboard.setInquiryHandled(id, handled), "inquiry");
    return c.json({ message: handledMessage(handled) });
  });
  api.delete("/admin/inquiries/:id", admin, async (c) => {
    found(await dashboard.deleteInquiry(recordId(c)), "inquiry");
    return c.json({ message: ACTION_MESSAGES.deleted("inquiry") });
  });

  api.get("/admin/newsletter/subscribers", admin, async (c) =>
    c.json(await dashboard.subscribers(parseOrThrow(subscriberListQuerySchema, query(c)))),
  );
  api.delete("/admin/newsletter/subscribers/:id", admin, async (c) => {
    found(await dashboard.deleteSubscriber(recordId(c)), "subscriber");
    return c.json({ message: ACTION_MESSAGES.deleted("subscriber") });
  });

  // Insights' figures for the owner's own scripts (issue #44): the same numbers as /admin/insights.
  const statsQuery = (c: Context<AppEnv>) => {
    const read = readStatsQuery(new URL(c.req.url).searchParams, services.insights.today());
    if (!read.ok) throw new HttpError(400, read.message, { [read.field]: read.message });
    return read.query;
  };
  /** This instance's waiting views first, so the figures include the last seconds (decision 044). */
  const stats = async (c: Context<AppEnv>) => {
    const query = statsQuery(c);
    await services.analytics?.flush();
    return { query, stats: await services.insights.stats(query) };
  };
  api.get("/admin/stats", admin, async (c) => {
    const { stats: figures } = await stats(c);
    c.header("Cache-Control", "no-store");
    return c.json(statsJson(figures));
  });
  api.get("/admin/stats.csv", admin, async (c) => {
    const name = c.req.query("breakdown") ?? "";
    if (!isBreakdown(name)) {
      const message = `breakdown must be one of ${[...BREAKDOWNS, "notFound", "conversions"].join(", ")}`;
      throw new HttpError(400, message, { breakdown: message });
    }
    const { query, stats: figures } = await stats(c);
    const csv = statsCsv(figures, name);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header(
      "Content-Disposition",
      `attachment; filename="insights-${name}-${query.range.from}-to-${query.range.to}.csv"`,
    );
    c.header("Cache-Control", "no-store");
    return c.body(`\uFEFF${csv}`);
  });

  // A download, not a page: `attachment` with a dated file name; never cached (it holds addresses).
  api.get("/admin/newsletter/subscribers.csv", admin, async (c) => {
    const { status } = parseOrThrow(csvQuerySchema, query(c));
    const csv = await dashboard.subscribersCsv(status);
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="newsletter-subscribers-${status}-${day}.csv"`);
    c.header("Cache-Control", "no-store");
    // A byte-order mark so spreadsheet programs read names with accents as UTF-8.
    return c.body(`\uFEFF${csv}`);
  });
}
