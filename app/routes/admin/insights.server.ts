import type { RouterContextProvider } from "react-router";
import { type AdminAnswer, done, refused, requireAdmin } from "./admin.server.ts";

/**
 * Admin → Insights' one setting (issue #44): the weekly report by mail, on or off, stored in the
 * database (analytics_settings). A plain form post, so it works without JavaScript.
 */
export async function insightsAction({
  context,
  request,
}: {
  context: Readonly<RouterContextProvider>;
  request: Request;
}): Promise<AdminAnswer> {
  const { services } = requireAdmin(context);
  const form = await request.formData();
  if (form.get("intent") !== "weekly-report") return refused("Nothing to change.");
  const on = form.get("weeklyReport") === "yes";
  await services.weeklyReport.setEnabled(on);
  return done(on ? "The weekly report is on: it comes on Monday morning." : "The weekly report is off.");
}
