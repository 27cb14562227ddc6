import { AdminSection } from "#app/components/admin/action-answer.tsx";
import { SiteContentTab } from "#app/components/admin/site-content-tab.tsx";
import type { Route } from "./+types/content";
import { requireAdmin } from "./admin.server.ts";

/** /admin/content: every site content module (the page texts), with its draft, live version and marks. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  return { modules: await services.siteContent.overview() };
}

export default function AdminContentList({ loaderData }: Route.ComponentProps) {
  return (
    <AdminSection>
      <SiteContentTab modules={loaderData.modules} />
    </AdminSection>
  );
}
