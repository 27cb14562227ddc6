import { AdminSection } from "#app/components/admin/action-answer.tsx";
import { CareerTab } from "#app/components/admin/career-tab.tsx";
import { leadListQuerySchema, searchParamsObject } from "#domain/schemas/admin.ts";
import type { Route } from "./+types/career";
import { requireAdmin } from "./admin.server.ts";
import { recordAction } from "./records.server.ts";

/**
 * /admin/career: Career inquiries, with the search text, filter and page in the address
 * (`/admin/career?q=ann&page=2`), so a refresh keeps the view.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  const query = leadListQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  return { query, inquiries: await services.dashboard.inquiries(query) };
}

/** Mark one handled or open again, or delete it. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  return recordAction(admin, await request.formData(), "inquiry");
}

export default function AdminCareer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSection answer={actionData}>
      <CareerTab data={loaderData.inquiries} query={loaderData.query} />
    </AdminSection>
  );
}
