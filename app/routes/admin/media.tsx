import { data } from "react-router";
import { AdminSection } from "#app/components/admin/action-answer.tsx";
import { MediaTab } from "#app/components/admin/media-tab.tsx";
import { type AdminActionResult, MEDIA_KIND, MEDIA_MESSAGES } from "#domain/admin-actions.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import { recordIdSchema } from "#domain/schemas/admin.ts";
import type { Route } from "./+types/media";
import { refused, requireAdmin } from "./admin.server.ts";
import { mediaAltAction, mediaDeleteAction, mediaUploadAction } from "./media.server.ts";

/** The uploads are multipart posts: an admin's may be up to MEDIA_MAX_BYTES (decision 030). */
export const handle = { uploads: true } satisfies RouteFacts;

/** /admin/media: the image library (decision 030). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  return { media: await services.media.list(), maxBytes: services.media.maxBytes };
}

/** An upload, an image's alt texts, or a delete (asking first without JavaScript). */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "media-upload") return mediaUploadAction(admin, form);
  if (intent === "media-alt") return mediaAltAction(admin, form);
  const id = recordIdSchema.safeParse(form.get("id"));
  if (intent !== "delete" || form.get("kind") !== MEDIA_KIND || !id.success) return refused();
  if (form.get("confirmed") !== "yes") {
    const label = await admin.services.media.label(id.data);
    if (!label) return refused(MEDIA_MESSAGES.notFound, 404);
    return data<AdminActionResult>({ ok: false, confirm: { kind: MEDIA_KIND, id: id.data, label } });
  }
  return mediaDeleteAction(admin, id.data);
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSection answer={actionData}>
      <MediaTab items={loaderData.media} maxBytes={loaderData.maxBytes} />
    </AdminSection>
  );
}
