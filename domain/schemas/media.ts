import { z } from "zod";
import { MEDIA_ALT_MAX, MEDIA_REF_PATTERN } from "#domain/media.ts";

/** One zod piece for a media ref ("/media/<hash>", domain/media.ts). */
export const mediaRefSchema = z.string().regex(MEDIA_REF_PATTERN, "Not a media library image");

/**
 * A content image field: a static file under `staticPrefix` (e.g. "/images/projects/", as today) or
 * a media library image. content/schema.ts uses it for every image field.
 */
export const contentImageSchema = (staticPrefix: string) =>
  z.union([z.string().startsWith(staticPrefix), mediaRefSchema]);

const altText = (language: string) =>
  z
    .string()
    .trim()
    .min(1, `Describe the image in ${language} for people who cannot see it.`)
    .max(MEDIA_ALT_MAX, `Keep the ${language} description under ${MEDIA_ALT_MAX} characters.`);

/** The upload form's text fields (the file is checked from its bytes by the media service). */
export const mediaAltSchema = z.object({ altEn: altText("English"), altAr: altText("Arabic") });
export type MediaAltInput = z.infer<typeof mediaAltSchema>;
