import { MEDIA_MESSAGES } from "#domain/admin-actions.ts";
import { type AdminAnswer, type AdminContext, done, refusal } from "./admin.server.ts";

/**
 * The Media section's upload, posted to its action as multipart/form-data (the caller has checked
 * the admin; the HTTP shell the Origin and the body size, which only an admin's upload may take up
 * to MEDIA_MAX_BYTES). The file's name and declared type are never read: the service reads its bytes.
 * A refusal sends the alt texts back, so a page without JavaScript shows them again.
 */
export async function mediaUploadAction(context: AdminContext, form: FormData): Promise<AdminAnswer> {
  const file = form.get("file");
  const values = { altEn: text(form, "altEn"), altAr: text(form, "altAr") };
  try {
    const bytes = file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    await context.services.media.upload({ file: bytes, ...values, userId: context.user.id });
    return done(MEDIA_MESSAGES.uploaded);
  } catch (error) {
    return refusal(error, { values });
  }
}

/** Saves an image's alt texts (the form in its card). */
export async function mediaAltAction(context: AdminContext, form: FormData): Promise<AdminAnswer> {
  const values = { altEn: text(form, "altEn"), altAr: text(form, "altAr") };
  try {
    await context.services.media.updateAlt(text(form, "id"), values);
    return done(MEDIA_MESSAGES.altSaved);
  } catch (error) {
    return refusal(error, { values: { ...values, id: text(form, "id") } });
  }
}

/** Deletes a library image, or says where it is still used. */
export async function mediaDeleteAction(context: AdminContext, id: string): Promise<AdminAnswer> {
  try {
    await context.services.media.delete(id);
    return done(MEDIA_MESSAGES.deleted);
  } catch (error) {
    return refusal(error);
  }
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
