import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An S3-compatible bucket on loopback for the media library's tests: PUT, GET and DELETE of objects
 * under /<bucket>/<key>, kept in memory. A request must be signed (AWS Signature V4's headers, with
 * the expected access key and region, and a body hash that matches the body), else 403; the
 * signature itself is aws4fetch's to get right.
 */
export async function startFakeS3(options: { bucket: string; accessKeyId: string; region: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  let failing = false;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
      requests.push(`${request.method} ${path}`);
      const authorization = String(request.headers.authorization ?? "");
      const signed = new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/\\d{8}/${options.region}/s3/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`,
      ).test(authorization);
      const bodyHash = request.headers["x-amz-content-sha256"];
      const hashOk = bodyHash === "UNSIGNED-PAYLOAD" || bodyHash === createHash("sha256").update(body).digest("hex");
      if (failing) return void response.writeHead(500).end();
      if (!signed || !hashOk || !request.headers["x-amz-date"]) return void response.writeHead(403).end();
      const prefix = `/${options.bucket}/`;
      if (!path.startsWith(prefix)) return void response.writeHead(404).end();
      const key = path.slice(prefix.length);
      if (request.method === "PUT") {
        objects.set(key, { body, contentType: String(request.headers["content-type"] ?? "") });
        return void response.writeHead(200).end();
      }
      if (request.method === "DELETE") {
        objects.delete(key);
        return void response.writeHead(204).end();
      }
      const found = objects.get(key);
      if (!found) return void response.writeHead(404).end();
      response.writeHead(200, { "Content-Type": found.contentType, "Content-Length": found.body.length });
      response.end(found.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    /** Answer every request 500 (an outage) until set back. */
    setFailing(value: boolean) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
