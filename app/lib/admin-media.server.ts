import { type AdminActionResult, MEDIA_MESSAGES } from "#domain/admin-actions.ts";
import { DomainError, STATUS_BY_KIND } from "#domain/errors.ts";
import type { AppLoadContext } from "./server-types.ts";

type Answer = { status: number; result: AdminActionResult };

/**
 * The Media tab's upload, posted to the /admin action as multipart/form-data (the caller has checked
 * the admin; the HTTP shell the Origin and the body size, which only an admin's upload may take up
 * to MEDIA_MAX_BYTES). The file's name and declared type are never read: the service reads its bytes.
 */
export async function mediaUploadAction(context: AppLoadContext, form: FormData): Promise<Answer> {
  const file = form.get("file");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { altEn: text("altEn"), altAr: text("altAr") };
  try {
    const bytes = file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    await context.services.media.upload({ file: bytes, ...values, userId: context.user?.id ?? null });
    return { status: 200, result: { ok: true, message: MEDIA_MESSAGES.uploaded } };
  } catch (error) {
    return refusal(error, values);
  }
}

/** Saves an image's alt texts (the form in its card). */
export async function mediaAltAction(context: AppLoadContext, form: FormData): Promise<Answer> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { altEn: text("altEn"), altAr: text("altAr") };
  try {
    await context.services.media.updateAlt(text("id"), values);
    return { status: 200, result: { ok: true, message: MEDIA_MESSAGES.altSaved } };
  } catch (error) {
    return refusal(error, { ...values, id: text("id") });
  }
}

/** Deletes a library image, or says where it is still used. */
export async function mediaDeleteAction(context: AppLoadContext, id: string): Promise<Answer> {
  try {
    await context.services.media.delete(id);
    return { status: 200, result: { ok: true, message: MEDIA_MESSAGES.deleted } };
  } catch (error) {
    return refusal(error);
  }
}

function refusal(error: unknown, values?: Record<string, string>): Answer {
  if (!(error instanceof DomainError)) throw error;
  return {
    status: STATUS_BY_KIND[error.kind],
    result: { ok: false, message: error.message, errors: error.fields, values },
  };
}
