import http from "node:http";
import type { AddressInfo } from "node:net";

/** A page the test site serves: status, headers and body. */
export type TestPage = {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string;
  delayMs?: number;
};

/** An HTML page with well-known SEO markup, for scanner tests. */
export const GOOD_HTML = `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Known Test Page</title>
<meta name="description" content="A page with every SEO basic in place.">
<link rel="canonical" href="/">
<meta property="og:title" content="Known Test Page">
</head><body><h1>Hello</h1><img src="/a.png" alt="A picture"></body></html>`;

export const BARE_HTML = "<html><body><h1>One</h1><h1>Two</h1><img src=/x.png></body></html>";

/** The headers of a well-configured site (graded A+ by the Observatory rules). */
export const STRICT_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; img-src 'self'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/**
 * A web server on loopback with fixed pages, counting every TCP connection it accepts, so tests can
 * prove the scanner never connected.
 */
export async function startTestSite(pages: Record<string, TestPage | ((req: http.IncomingMessage) => TestPage)>) {
  let connections = 0;
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    const entry = pages[new URL(req.url ?? "/", "http://x").pathname];
    const page = typeof entry === "function" ? entry(req) : entry;
    if (!page) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const send = () =>
      res.writeHead(page.status ?? 200, page.headers ?? { "content-type": "text/html" }).end(page.body ?? "");
    if (page.delayMs) setTimeout(send, page.delayMs);
    else send();
  });
  server.on("connection", () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    server,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
