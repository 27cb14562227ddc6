import { AdminSection } from "#app/components/admin/action-answer.tsx";
import { MessagesTab } from "#app/components/admin/messages-tab.tsx";
import { leadListQuerySchema, searchParamsObject } from "#domain/schemas/admin.ts";
import type { Route } from "./+types/messages";
import { requireAdmin } from "./admin.server.ts";
import { recordAction } from "./records.server.ts";

/**
 * /admin/messages: Contact messages, with the search text, filter and page in the address
 * (`/admin/messages?q=ann&page=2`), so a refresh keeps the view.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  const query = leadListQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  return { query, messages: await services.dashboard.messages(query) };
}

/** Mark one handled or open again, or delete it. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  return recordAction(admin, await request.formData(), "message");
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSection answer={actionData}>
      <MessagesTab data={loaderData.messages} query={loaderData.query} />
    </AdminSection>
  );
}
