import { redirect } from "react-router";
import { adminHref, parseAdminSection } from "#app/components/admin/tabs.ts";
import type { Route } from "./+types/index";
import { requireAdmin } from "./admin.server.ts";

/**
 * /admin itself shows no section: it sends the admin to the Overview, and an address from before the
 * sections had routes of their own (`/admin?tab=messages&q=ann`) to the section's (`/admin/messages?q=ann`),
 * with every other parameter kept. 302, not 301: a browser caches a 301 for good, and /admin may yet
 * show something of its own; the old addresses are the owner's bookmarks, one hop each (decision 050).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const section = parseAdminSection(params.get("tab"));
  params.delete("tab");
  const rest = params.toString();
  throw redirect(rest ? `${adminHref(section)}?${rest}` : adminHref(section));
}
