import { AdminSection } from "#app/components/admin/action-answer.tsx";
import { TestimonialsTab } from "#app/components/admin/testimonials-tab.tsx";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/testimonials";
import { requireAdmin } from "./admin.server.ts";
import { postsAction } from "./posts.server.ts";

/** The editor posts its saves as JSON. */
export const handle = { acceptsJson: true } satisfies RouteFacts;

/** /admin/testimonials: every testimonial, in the order the site shows them. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  return { testimonials: await services.testimonials.list() };
}

/** A testimonial's save (JSON, from the editor) or delete. */
export async function action({ context, request }: Route.ActionArgs) {
  return postsAction(requireAdmin(context), request, "testimonial");
}

export default function AdminTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSection answer={actionData}>
      <TestimonialsTab testimonials={loaderData.testimonials} />
    </AdminSection>
  );
}
