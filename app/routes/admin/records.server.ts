import { data } from "react-router";
import { ACTION_MESSAGES, type AdminActionResult, type RecordKind } from "#domain/admin-actions.ts";
import { recordIdSchema } from "#domain/schemas/admin.ts";
import { type AdminAnswer, type AdminContext, done, refused } from "./admin.server.ts";

/**
 * A lead's changes, posted by the Messages, Career and Newsletter sections' forms (with JavaScript
 * through fetchers, without it as plain posts): `set-handled` for a message or an inquiry, `delete`
 * for each. A delete without `confirmed=yes` only asks for confirmation (the no-JavaScript path).
 * `kind` is the one kind the posting section lists; a post about another kind is not understood.
 */
export async function recordAction(admin: AdminContext, form: FormData, kind: RecordKind): Promise<AdminAnswer> {
  const { dashboard } = admin.services;
  const intent = form.get("intent");
  const id = recordIdSchema.safeParse(form.get("id"));
  if (form.get("kind") !== kind || !id.success) return refused();

  if (intent === "set-handled" && (kind === "message" || kind === "inquiry")) {
    const handled = form.get("handled") === "true";
    const found =
      kind === "message"
        ? await dashboard.setMessageHandled(id.data, handled)
        : await dashboard.setInquiryHandled(id.data, handled);
    if (!found) return refused(ACTION_MESSAGES.missing(kind), 404);
    return done(handled ? ACTION_MESSAGES.handled : ACTION_MESSAGES.open);
  }

  if (intent === "delete") {
    if (form.get("confirmed") !== "yes") {
      const label = await dashboard.describe(kind, id.data);
      return data<AdminActionResult>({ ok: false, confirm: { kind, id: id.data, label } });
    }
    const remove = {
      message: dashboard.deleteMessage,
      inquiry: dashboard.deleteInquiry,
      subscriber: dashboard.deleteSubscriber,
    }[kind];
    if (!(await remove(id.data))) return refused(ACTION_MESSAGES.missing(kind), 404);
    return done(ACTION_MESSAGES.deleted(kind));
  }
  return refused();
}
