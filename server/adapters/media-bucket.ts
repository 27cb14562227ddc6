import { AwsClient } from "aws4fetch";

/**
 * Where the media library keeps its variants' bytes when a bucket is configured (decision 030): any
 * S3-compatible store (AWS S3, Cloudflare R2, MinIO, Backblaze B2…), addressed path-style as
 * `<endpoint>/<bucket>/<key>`, requests signed with AWS Signature V4 by aws4fetch. Without one the
 * bytes live in the database (`media_variants`), the default.
 */
export type MediaBucket = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when the bucket has no such key. */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
};

export class MediaBucketError extends Error {}

/** Reads `https://ACCESS_KEY:SECRET@endpoint/bucket` (the keys percent-encoded) into its parts. */
export function parseBucketUrl(text: string): { base: string; accessKeyId: string; secretAccessKey: string } {
  const url = new URL(text);
  const bucket = url.pathname.replace(/^\/+|\/+$/g, "");
  if (!url.username || !url.password || !bucket || bucket.includes("/")) {
    throw new MediaBucketError("MEDIA_BUCKET_URL must be https://ACCESS_KEY:SECRET@endpoint/bucket");
  }
  return {
    base: `${url.protocol}//${url.host}/${bucket}`,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

export function createMediaBucket(options: { url: string; region: string; timeoutMs?: number }): MediaBucket {
  const { base, accessKeyId, secretAccessKey } = parseBucketUrl(options.url);
  const client = new AwsClient({ accessKeyId, secretAccessKey, service: "s3", region: options.region, retries: 0 });
  const timeoutMs = options.timeoutMs ?? 10_000;
  const address = (key: string) => `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;
  const call = async (key: string, init: RequestInit) => {
    try {
      return await client.fetch(address(key), { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new MediaBucketError(`The media bucket did not answer (${(error as Error).name})`);
    }
  };
  const refused = async (response: Response, what: string) => {
    await response.body?.cancel();
    return new MediaBucketError(`The media bucket refused to ${what}: HTTP ${response.status}`);
  };
  return {
    async put(key, body, contentType) {
      const response = await call(key, {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "Content-Type": contentType },
      });
      if (!response.ok) throw await refused(response, "store an image");
      await response.body?.cancel();
    },
    async get(key) {
      const response = await call(key, { method: "GET" });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw await refused(response, "send an image");
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await call(key, { method: "DELETE" });
      // S3 answers 204 whether or not the key existed.
      if (!response.ok && response.status !== 404) throw await refused(response, "delete an image");
      await response.body?.cancel();
    },
  };
}
