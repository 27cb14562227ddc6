import { AdminSection } from "#app/components/admin/action-answer.tsx";
import { ArticlesTab } from "#app/components/admin/articles-tab.tsx";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/articles";
import { requireAdmin } from "./admin.server.ts";
import { postsAction } from "./posts.server.ts";

/** The editor posts its saves as JSON; an article's may be long (the larger body limit). */
export const handle = { acceptsJson: true, largeBody: true } satisfies RouteFacts;

/** /admin/articles: every article, drafts and scheduled ones included. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  return { articles: await services.articles.listAll() };
}

/** An article's save (JSON, from the editor) or delete. */
export async function action({ context, request }: Route.ActionArgs) {
  return postsAction(requireAdmin(context), request, "article");
}

export default function AdminArticles({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSection answer={actionData}>
      <ArticlesTab articles={loaderData.articles} />
    </AdminSection>
  );
}
