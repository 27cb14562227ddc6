import fs from "node:fs/promises";
import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { routeManifest } from "#tests/route-manifest.ts";

// Posts to pages against the built server over real sockets: huge bodies (with a length and
// streamed without one) must be refused before anything reads them, and no content type or body
// may turn a page's form action into a 5xx or a plain-text stack trace in the log.
assertBuilt();

const MB = 1024 * 1024;
/**
 * Every page with an action, in each language, as a browser posts it without JavaScript and (`.data`)
 * with it: read from app/routes.ts and the route modules, so a page that gains an action is covered.
 */
const PAGE_ACTIONS = pageActionPaths(await routeManifest());

function pageActionPaths(routes: Awaited<ReturnType<typeof routeManifest>>): string[] {
  const paths: string[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root" || !("action" in route.module)) continue;
    if (route.index) {
      // React Router 8 posts the index page's action to "/_.data" (7 did to "/_root.data").
      paths.push("/?index", "/_.data", "/_root.data");
      continue;
    }
    // A layout's route (an admin section) is at its parents' path and its own.
    const segments: string[] = [];
    for (let at: typeof route | undefined = route; at && at.id !== "root"; at = routes[at.parentId ?? ""])
      if (at.path) segments.unshift(at.path);
    const pattern = segments.join("/").replace(/:[^/]+/g, "x");
    const variants = pattern.startsWith("ar?/") ? [pattern.slice(4), `ar/${pattern.slice(4)}`] : [pattern];
    for (const variant of variants) paths.push(`/${variant}`, `/${variant}.data`);
  }
  return paths;
}

let server: RunningServer;
let loggedFrom = 0;
beforeAll(async () => {
  server = await startServer({
    PGLITE_DIR: tempDataDir(),
    LOG_LEVEL: "info",
    RATE_LIMIT_PUBLIC_POSTS: "100000",
    RATE_LIMIT_FORM_POSTS: "100000",
  });
  loggedFrom = server.output().length;
});
afterAll(async () => {
  await server?.stop();
});

type Answer = { status: number; body: string };

/**
 * Sends `size` bytes of form data with a Content-Length, or in chunks without one. The answer may
 * come (and the server may close the socket) while the body is still being sent; that is the point.
 */
function postHuge(path: string, size: number, chunked: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const request = http.request(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(size) }),
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      response.on("error", reject);
    });
    // Once the server has answered it may stop reading; a write error after that is expected.
    request.on("error", (error) => (request.writableEnded ? undefined : reject(error)));
    const chunk = Buffer.alloc(MB, "message=".padEnd(MB, "x"));
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

async function ready() {
  const res = await fetch(`${server.url}/readyz`);
  return res.status;
}

describe("a page form post over the body limit", () => {
  it("covers every page action the routes declare, in English and Arabic", () => {
    expect(PAGE_ACTIONS).toEqual(
      expect.arrayContaining([
        "/?index",
        "/ar",
        "/career",
        "/ar/career",
        "/book",
        "/ar/book",
        "/book/manage",
        "/admin/messages",
        "/admin/content/x",
      ]),
    );
  });

  for (const chunked of [false, true]) {
    it(`is refused with a small 413 page and the server stays ready (${chunked ? "streamed" : "with a length"})`, async () => {
      for (const path of PAGE_ACTIONS) {
        const answer = await postHuge(path, 20 * MB, chunked);
        expect(answer.status, path).toBe(413);
        expect(answer.body.length, path).toBeLessThan(2048);
        expect(answer.body, path).toContain("The request body is larger than");
        expect(await ready(), path).toBe(200);
      }
    }, 120_000);
  }

  it("keeps memory flat when six 50 MB posts arrive at once", async () => {
    // Resident memory in MB (Linux); the embedded database alone holds a few hundred.
    const rss = async () => {
      const status = await fs.readFile(`/proc/${server.child.pid}/status`, "utf8").catch(() => "");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
    };
    const before = await rss();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => postHuge("/?index", 50 * MB, i % 2 === 0)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(413));
    expect(await ready()).toBe(200);
    // Once, six such posts added ~1 GB; refused unread, they add next to nothing.
    const grown = (await rss()) - before;
    if (!Number.isNaN(grown)) expect(grown).toBeLessThan(100);
  }, 120_000);

  it("is refused on the API too, as JSON", async () => {
    const answer = await postHuge("/api/contact", 20 * MB, true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.stringContaining("larger than") });
    expect(await ready()).toBe(200);
  });
});

const CONTENT_TYPES = [
  "application/json",
  "text/plain",
  "text/xml",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=abc",
  "multipart/mixed; boundary=abc",
  "application/octet-stream",
  "",
];
const BODIES = [
  "{}",
  '{"name":"A","email":"a@b.co"}',
  "intent=contact&name=%ZZ&email=%",
  "intent=newsletter&email=a%00b@example.com",
  '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n',
  "--abc\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--abc--\r\n",
  "--abc--",
  "\u0000\u0001\u0002",
  "a".repeat(70_000),
];

describe("page form posts with any content type and body", () => {
  it("never answer 5xx, and every line the server logs stays JSON", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/", ...PAGE_ACTIONS),
        fc.oneof(fc.constantFrom(...CONTENT_TYPES), fc.string({ maxLength: 40 })),
        fc.oneof(fc.constantFrom(...BODIES), fc.string({ maxLength: 200 }), fc.uint8Array({ maxLength: 200 })),
        async (path, type, body) => {
          const headers: Record<string, string> = {};
          // A header value cannot carry line breaks or non-Latin-1 text; fetch would refuse to send it.
          if (type && /^[\t\x20-\x7e]*$/.test(type)) headers["Content-Type"] = type;
          const res = await fetch(`${server.url}${path}`, { method: "POST", headers, body });
          await res.arrayBuffer();
          expect(res.status, `${path} ${JSON.stringify(type)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200, seed: 16 },
    );
    expect(await ready()).toBe(200);

    const lines = server
      .output()
      .slice(loggedFrom)
      .split("\n")
      .filter((line) => line.trim() !== "");
    expect(lines.length).toBeGreaterThan(100);
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object";
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
  }, 120_000);
});
