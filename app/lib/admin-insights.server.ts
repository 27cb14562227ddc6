import { data, type RouterContextProvider, redirect } from "react-router";
import { getAppContext } from "#app/lib/context.ts";

export type InsightsActionResult = { ok: boolean; message: string };

/**
 * Admin → Insights' one setting (issue #44): the weekly report by mail, on or off, stored in the
 * database (analytics_settings). Admins only, decided here on the server; a plain form post, so it
 * works without JavaScript.
 */
export async function insightsAction({
  context,
  request,
}: {
  context: Readonly<RouterContextProvider>;
  request: Request;
}) {
  const { user, services } = getAppContext(context);
  if (!user?.isAdmin) throw redirect("/");
  const form = await request.formData();
  if (form.get("intent") !== "weekly-report") {
    return data<InsightsActionResult>({ ok: false, message: "Nothing to change." }, { status: 400 });
  }
  const on = form.get("weeklyReport") === "yes";
  await services.weeklyReport.setEnabled(on);
  return data<InsightsActionResult>({
    ok: true,
    message: on ? "The weekly report is on: it comes on Monday morning." : "The weekly report is off.",
  });
}
