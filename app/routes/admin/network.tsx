import { AdminSection } from "#app/components/admin/action-answer.tsx";
import { NetworkLinksTab } from "#app/components/admin/network-links-tab.tsx";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/network";
import { requireAdmin } from "./admin.server.ts";
import { postsAction } from "./posts.server.ts";

/** The editor posts its saves as JSON. */
export const handle = { acceptsJson: true } satisfies RouteFacts;

/** /admin/network: the owner's articles published elsewhere (LinkedIn), linked from the site. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  return { networkLinks: await services.networkLinks.list() };
}

/** A network link's save (JSON, from the editor) or delete. */
export async function action({ context, request }: Route.ActionArgs) {
  return postsAction(requireAdmin(context), request, "network-link");
}

export default function AdminNetwork({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSection answer={actionData}>
      <NetworkLinksTab links={loaderData.networkLinks} />
    </AdminSection>
  );
}
