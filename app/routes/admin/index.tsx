import { data, redirect } from "react-router";
import { ActionAnswer } from "#app/components/admin/action-answer.tsx";
import { BookingsTab } from "#app/components/admin/bookings-tab.tsx";
import { MediaTab } from "#app/components/admin/media-tab.tsx";
import { NewsletterTab } from "#app/components/admin/newsletter-tab.tsx";
import { SiteContentTab } from "#app/components/admin/site-content-tab.tsx";
import { adminHref, isNested, parseAdminSection } from "#app/components/admin/tabs.ts";
import { bookingAdminAction } from "#app/lib/admin-bookings.server.ts";
import { mediaAltAction, mediaDeleteAction, mediaUploadAction } from "#app/lib/admin-media.server.ts";
import { newsletterAdminAction, newsletterIssuesData } from "#app/lib/admin-newsletter.server.ts";
import { ACTION_MESSAGES, type AdminActionResult, MEDIA_KIND, MEDIA_MESSAGES } from "#domain/admin-actions.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import { recordIdSchema, searchParamsObject, subscriberListQuerySchema } from "#domain/schemas/admin.ts";
import type { Route } from "./+types/index";
import { requireAdmin } from "./admin.server.ts";

/**
 * The content editors post JSON to this route's action (see admin-posts.server.ts); an article's
 * save may be long (the larger body limit); the Media tab posts its uploads here as multipart forms
 * (`uploads`: an admin's upload may be up to MEDIA_MAX_BYTES).
 */
export const handle = { acceptsJson: true, largeBody: true, uploads: true } satisfies RouteFacts;

/**
 * /admin (SPEC §2 "Admin dashboard"): the gate is decided on the server, in this loader and the
 * action, so nothing of the page (and no change) reaches anyone but an admin; they are sent to /.
 * The tab, search text, filter and page live in the address (`/admin?tab=messages&q=ann&page=2`),
 * so a refresh keeps the view; the loader reads only what the open tab shows.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const { user, services } = admin;
  const params = new URL(request.url).searchParams;
  const tab = parseAdminSection(params.get("tab"));
  if (isNested(tab)) {
    params.delete("tab");
    throw redirect(adminHref(tab, Object.fromEntries(params)));
  }
  const query = searchParamsObject(params);
  const { dashboard } = services;
  const base = { name: user.name, tab };
  switch (tab) {
    case "content":
      return { ...base, panel: "content" as const, modules: await services.siteContent.overview() };
    case "newsletter": {
      const listQuery = subscriberListQuerySchema.parse(query);
      const [subscribers, issues] = await Promise.all([
        dashboard.subscribers(listQuery),
        newsletterIssuesData(admin, params),
      ]);
      return { ...base, panel: "newsletter" as const, query: listQuery, subscribers, issues };
    }
    case "media":
      return {
        ...base,
        panel: "media" as const,
        media: await services.media.list(),
        maxBytes: services.media.maxBytes,
      };
    case "bookings": {
      const when = params.get("when") === "past" ? ("past" as const) : ("upcoming" as const);
      const [list, counts, blocks, feedCreatedAt, connected] = await Promise.all([
        services.bookings.list(when),
        services.bookings.counts(),
        services.bookings.blocks(),
        services.bookings.feedCreatedAt(),
        services.calendars.list(),
      ]);
      const ownerTimeZone = services.bookings.rules().timeZone;
      const calendars = {
        list: connected,
        configured: services.calendars.configured,
        staleMinutes: services.calendars.staleMinutes,
        limits: services.calendars.limits,
      };
      return {
        ...base,
        panel: "bookings" as const,
        bookings: {
          when,
          bookings: list,
          counts,
          blocks,
          blockDays: services.bookings.blockDays(),
          feedCreatedAt,
          ownerTimeZone,
          calendars,
        },
      };
    }
    default:
      throw redirect(adminHref(tab));
  }
}

/**
 * The dashboard's changes, posted by its forms (with JavaScript through fetchers, without it as
 * plain posts): `set-handled` for messages and inquiries, `delete` for every kind. A delete without
 * `confirmed=yes` only asks for confirmation (the no-JavaScript path). The content editors post
 * JSON (see admin-posts.server.ts).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const appContext = requireAdmin(context);
  const { services } = appContext;
  const { dashboard } = services;
  const form = await request.formData();
  const intent = form.get("intent");
  if (typeof intent === "string" && intent.startsWith("booking-")) {
    const { status, result } = await bookingAdminAction(appContext, intent, form);
    return data<AdminActionResult>(result, { status });
  }
  if (intent === "media-upload" || intent === "media-alt") {
    const { status, result } = await (intent === "media-upload" ? mediaUploadAction : mediaAltAction)(appContext, form);
    return data<AdminActionResult>(result, { status });
  }
  if (typeof intent === "string" && intent.startsWith("newsletter-")) {
    const { status, result } = await newsletterAdminAction(appContext, intent, form);
    // A new or saved issue opens in the editor, with its preview.
    if (result.ok && result.issueId) throw redirect(adminHref("newsletter", { issue: result.issueId }));
    return data<AdminActionResult>(result, { status });
  }
  const kind = ["subscriber" as const, MEDIA_KIND].find((k) => k === form.get("kind"));
  const id = recordIdSchema.safeParse(form.get("id"));
  const fail = (message: string, status: number) => data<AdminActionResult>({ ok: false, message }, { status });
  if (!kind || !id.success) return fail(ACTION_MESSAGES.invalid, 400);

  if (intent === "delete" && kind === MEDIA_KIND) {
    if (form.get("confirmed") !== "yes") {
      const label = await services.media.label(id.data);
      if (!label) return fail(MEDIA_MESSAGES.notFound, 404);
      return data<AdminActionResult>({ ok: false, confirm: { kind, id: id.data, label } });
    }
    const { status, result } = await mediaDeleteAction(appContext, id.data);
    return data<AdminActionResult>(result, { status });
  }

  if (intent === "delete" && kind === "subscriber") {
    if (form.get("confirmed") !== "yes") {
      const label = await dashboard.describe(kind, id.data);
      return data<AdminActionResult>({ ok: false, confirm: { kind, id: id.data, label } });
    }
    if (!(await dashboard.deleteSubscriber(id.data))) return fail(ACTION_MESSAGES.missing(kind), 404);
    return data<AdminActionResult>({ ok: true, message: ACTION_MESSAGES.deleted(kind) });
  }
  return fail(ACTION_MESSAGES.invalid, 400);
}

export default function AdminIndex({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <ActionAnswer answer={actionData} />
      <Panel data={loaderData} />
    </div>
  );
}

function Panel({ data: loaded }: { data: Route.ComponentProps["loaderData"] }) {
  switch (loaded.panel) {
    case "content":
      return <SiteContentTab modules={loaded.modules} />;
    case "newsletter":
      return <NewsletterTab data={loaded.subscribers} query={loaded.query} issues={loaded.issues} />;
    case "media":
      return <MediaTab items={loaded.media} maxBytes={loaded.maxBytes} />;
    case "bookings":
      return <BookingsTab data={loaded.bookings} />;
  }
}
