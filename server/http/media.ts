import type { Hono } from "hono";
import { mediaHashOf, parseVariantPath } from "#domain/media.ts";
import type { MediaService } from "#server/services/media.ts";
import type { AppEnv } from "./env.ts";

/** A variant's address never changes what it answers (decision 030): browsers and CDNs keep it a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** A bare ref answers the default variant, which a later release may choose differently: a day. */
const BARE_REF_CACHE = "public, max-age=86400";
/** The longest address that can name a variant ("/media/" + 32 + "-1920.avif"); longer is 404 unread. */
const LONGEST_PATH = 64;

/**
 * GET /media/<hash>-<width>.<format> (a variant) and /media/<hash> (the default variant) from the
 * database. Anything else under /media is a 404 without a query: a garbage path (control characters
 * are stopped before, by the input guard; overlong or malformed here) never reaches the database.
 */
export function mountMediaRoutes(app: Hono<AppEnv>, media: MediaService) {
  app.get("/media/*", async (c) => {
    const path = c.req.path;
    const notFound = () => {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    };
    if (path.length > LONGEST_PATH) return notFound();
    const variant = parseVariantPath(path);
    const bareHash = variant ? undefined : mediaHashOf(path);
    if (!variant && !bareHash) return notFound();
    const found = variant
      ? await media.variant(variant.hash, variant.width, variant.format)
      : await media.defaultVariant(bareHash!);
    if (!found) return notFound();
    const name = variant ? `${variant.hash}-${variant.width}.${variant.format}` : bareHash!;
    const etag = `"${name}"`;
    c.header("Cache-Control", variant ? IMMUTABLE : BARE_REF_CACHE);
    c.header("ETag", etag);
    c.header("X-Content-Type-Options", "nosniff");
    if (
      c.req
        .header("If-None-Match")
        ?.split(",")
        .some((candidate) => candidate.trim() === etag)
    )
      return c.body(null, 304);
    c.header("Content-Type", found.contentType);
    return c.body(new Uint8Array(found.body));
  });
}
