import { AdminSection } from "#app/components/admin/action-answer.tsx";
import { OverviewTab } from "#app/components/admin/overview-tab.tsx";
import type { Route } from "./+types/overview";
import { requireAdmin } from "./admin.server.ts";

/** /admin/overview: the stat cards, open work, the weekly chart and the site content's marks. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  const [overview, content] = await Promise.all([services.dashboard.overview(), services.siteContent.overview()]);
  return { overview, content };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return (
    <AdminSection>
      <OverviewTab overview={loaderData.overview} content={loaderData.content} />
    </AdminSection>
  );
}
