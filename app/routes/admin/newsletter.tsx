import { AdminSection } from "#app/components/admin/action-answer.tsx";
import { NewsletterTab } from "#app/components/admin/newsletter-tab.tsx";
import { searchParamsObject, subscriberListQuerySchema } from "#domain/schemas/admin.ts";
import type { Route } from "./+types/newsletter";
import { answering, requireAdmin } from "./admin.server.ts";
import { newsletterAction, newsletterIssuesData } from "./newsletter.server.ts";
import { recordAction } from "./records.server.ts";

/**
 * /admin/newsletter: the subscribers (search, filter and page in the address) and the issues, with
 * the one open in the editor (`?issue=<id>` or `?issue=new`).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const query = subscriberListQuerySchema.parse(searchParamsObject(params));
  const [subscribers, issues] = await Promise.all([
    admin.services.dashboard.subscribers(query),
    newsletterIssuesData(admin, params),
  ]);
  return { query, subscribers, issues };
}

/** An issue's changes (`newsletter-*`: a save opens the issue in the editor), or a subscriber's delete. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent.startsWith("newsletter-")) return answering(() => newsletterAction(admin, intent, form));
  return recordAction(admin, form, "subscriber");
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSection answer={actionData}>
      <NewsletterTab data={loaderData.subscribers} query={loaderData.query} issues={loaderData.issues} />
    </AdminSection>
  );
}
