import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { wholeBodyResponse } from "#plumbing/whole-body.ts";
import type { Database } from "#server/db/client.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

const [pglite] = testDatabaseTargets();
let database: Database;
beforeAll(async () => {
  database = await pglite!.open();
});
afterAll(() => database?.close());

describe("health endpoints", () => {
  it("/healthz answers ok without touching the database", async () => {
    const { app } = createTestApp(database);
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("/readyz says ready when the database answers", async () => {
    const { app } = createTestApp(database);
    const res = await app.request("/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: "pglite" });
  });

  it("/readyz answers 503 when the database does not", async () => {
    const broken: Database = { ...database, ping: () => Promise.reject(new Error("connection refused")) };
    const { app } = createTestApp(broken);
    const res = await app.request("/readyz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable", database: "pglite" });
  });

  it("/readyz answers 503 once shutdown has begun", async () => {
    const { app } = createTestApp(database, {}, { isShuttingDown: () => true });
    expect((await app.request("/readyz")).status).toBe(503);
  });
});

describe("security headers", () => {
  it("sends a nonce-based CSP without unsafe-inline scripts, and hands the same nonce to the page", async () => {
    const { app, documentContexts } = createTestApp(database);
    const res = await app.request("/");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    expect(documentContexts.at(-1)?.nonce).toBe(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("uses a fresh nonce for every request", async () => {
    const { app, documentContexts } = createTestApp(database);
    await app.request("/");
    await app.request("/");
    expect(documentContexts[0]!.nonce).not.toBe(documentContexts[1]!.nonce);
  });

  it("sends nosniff, frame, referrer and permissions policies", async () => {
    const { app } = createTestApp(database);
    const res = await app.request("/");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
  });

  it("sends HSTS only in production on an https site", async () => {
    const dev = createTestApp(database);
    expect((await dev.app.request("/")).headers.get("Strict-Transport-Security")).toBeNull();
    const prod = createTestApp(database, { NODE_ENV: "production", SITE_URL: "https://example.com" });
    expect((await prod.app.request("/")).headers.get("Strict-Transport-Security")).toContain("max-age=63072000");
  });

  it("tags every response with a request id", async () => {
    const { app } = createTestApp(database);
    const res = await app.request("/healthz");
    expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the API's error shape", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const { app, documentContexts } = createTestApp(database);
    const res = await app.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found" });
    expect(documentContexts).toHaveLength(0);
  });

  it("answers a known path with the wrong method with a JSON 405 and Allow", async () => {
    const { app } = createTestApp(database);
    const res = await app.request("/api/track-download", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(await res.json()).toEqual({ message: "Method DELETE is not allowed here" });
  });

  it("never answers 405 for a method its Allow header lists, on any /api route, with or without a trailing slash", async () => {
    const { app } = createTestApp(database);
    const paths = new Set(
      app.routes
        .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL" && !route.path.includes("*"))
        .map((route) => route.path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000")),
    );
    expect(paths.size).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const path of paths) {
      for (const variant of [path, `${path}/`]) {
        for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
          const res = await app.request(variant, { method, headers: { "Sec-Fetch-Site": "same-origin" } });
          if (res.status !== 405) continue;
          const allow = (res.headers.get("Allow") ?? "").split(", ").filter(Boolean);
          answers.push(`${method} ${variant}: Allow ${allow.join(",")}`);
          expect(allow.length, `${method} ${variant}`).toBeGreaterThan(0);
          expect(allow, `${method} ${variant}`).not.toContain(method);
        }
      }
    }
    expect(answers.length).toBeGreaterThan(0);
    // A trailing slash names no route: a plain 404, like any other unknown path.
    const slash = await app.request("/api/contact/");
    expect(slash.status).toBe(404);
    expect(slash.headers.get("Allow")).toBeNull();
  });

  it("refuses a body that is not JSON with 415", async () => {
    const { app } = createTestApp(database);
    const res = await app.request("/api/track-download", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "type=resume",
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toContain("JSON");
  });

  it("refuses broken JSON with 400", async () => {
    const { app } = createTestApp(database);
    const res = await app.request("/api/track-download", jsonPost("{not json"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The request body is not valid JSON" });
  });

  it("refuses a body over the size limit with 413", async () => {
    const { app } = createTestApp(database, { BODY_LIMIT_BYTES: "2048" });
    const res = await app.request("/api/track-download", jsonPost({ type: "resume", pad: "x".repeat(1_000_000) }));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toContain("2048");
  });

  it("names each invalid field", async () => {
    const { app } = createTestApp(database);
    const res = await app.request("/api/track-download", jsonPost({ type: "movie", timestamp: "yesterday" }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual({
      type: "Unknown download type",
      timestamp: "timestamp must be an ISO 8601 date-time",
    });
    expect(body.message).toBe("Unknown download type");
  });

  it("hides the details of an unexpected failure", async () => {
    const { app, services } = createTestApp(database);
    services.downloads.track = () => Promise.reject(new Error("secret table name in a stack trace"));
    const res = await app.request(
      "/api/track-download",
      jsonPost({ type: "resume", timestamp: new Date().toISOString() }),
    );
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(text).not.toContain("secret");
  });

  it("marks API answers as not cacheable", async () => {
    const { app } = createTestApp(database);
    const res = await app.request("/api/nothing-here");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("POST /api/track-download", () => {
  it("stores the download", async () => {
    const { app, services } = createTestApp(database);
    const before = await services.downloads.count("resume");
    const res = await app.request(
      "/api/track-download",
      jsonPost({ type: "resume", timestamp: "2026-01-05T10:00:00.000Z" }, { "User-Agent": "test-agent" }),
    );
    expect(res.status).toBe(201);
    expect(await services.downloads.count("resume")).toBe(before + 1);
  });
});

describe("documents", () => {
  it("hands every other path to React Router with the site configuration", async () => {
    const { app, documentContexts } = createTestApp(database, {
      OWNER_NAME: "Test Owner",
      SITE_URL: "https://owner.example/",
    });
    const res = await app.request("/some/page");
    expect(await res.text()).toContain("/some/page");
    expect(documentContexts.at(-1)?.site).toEqual({ ownerName: "Test Owner", siteUrl: "https://owner.example" });
  });
});

describe("compression", () => {
  const bigPage = async () =>
    new Response(`<!doctype html>${"<p>hello world</p>".repeat(500)}`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });

  it("sends brotli when the browser accepts it", async () => {
    const { app } = createTestApp(database, {}, { handleDocument: bigPage });
    const res = await app.request("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toContain("<p>hello world</p>");
  });

  it("falls back to gzip", async () => {
    const { app } = createTestApp(database, {}, { handleDocument: bigPage });
    const res = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("hello world");
  });

  it("compresses a large JSON answer and gives its compressed length", async () => {
    const items = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` }));
    const { app } = createTestApp(database, {}, { handleDocument: async () => Response.json({ data: items }) });
    const res = await app.request("/list", { headers: { "Accept-Encoding": "br" } });
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(Number(res.headers.get("Content-Length"))).toBe(body.length);
    expect(JSON.parse(brotliDecompressSync(body).toString()).data).toHaveLength(200);
  });

  it("compresses a body of over a mebibyte as well (on the thread pool, not the event loop)", async () => {
    const items = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `subscriber ${i}@example.com` }));
    const { app } = createTestApp(database, {}, { handleDocument: async () => Response.json({ data: items }) });
    for (const encoding of ["br", "gzip"]) {
      const res = await app.request("/export", { headers: { "Accept-Encoding": encoding } });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("Content-Encoding")).toBe(encoding);
      expect(Number(res.headers.get("Content-Length"))).toBe(body.length);
      const decoded = encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body);
      expect(decoded.length).toBeGreaterThan(1024 * 1024);
      expect(JSON.parse(decoded.toString()).data).toHaveLength(30_000);
    }
  });

  it("gives a compressed page its own length, not the length the page was rendered with", async () => {
    const html = Buffer.from(`<!doctype html>${"<p>hello world</p>".repeat(500)}`);
    const sized = async () =>
      new Response(html, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Length": String(html.length) },
      });
    const { app } = createTestApp(database, {}, { handleDocument: sized });
    for (const encoding of ["br", "gzip"]) {
      const res = await app.request("/?fresh=1", { headers: { "Accept-Encoding": encoding } });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("Content-Encoding")).toBe(encoding);
      expect(Number(res.headers.get("Content-Length"))).toBe(body.length);
      expect(body.length).toBeLessThan(html.length);
    }
  });

  it("compresses a rendered page from the bytes it was made of, never reading its stream", async () => {
    const html = Buffer.from(`<!doctype html>${"<p>hello world</p>".repeat(500)}`);
    const rendered = async () => {
      const response = wholeBodyResponse(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      // A locked stream cannot be read again: were the middleware to read it, the request would fail.
      response.body?.getReader();
      return response;
    };
    const { app } = createTestApp(database, {}, { handleDocument: rendered });
    for (const encoding of ["br", "gzip"]) {
      const res = await app.request("/?fresh=1", { headers: { "Accept-Encoding": encoding } });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Encoding")).toBe(encoding);
      const decoded = encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body);
      expect(decoded.equals(html)).toBe(true);
    }
  });

  it("leaves small responses and clients without compression alone", async () => {
    const { app } = createTestApp(database, {}, { handleDocument: bigPage });
    expect(
      (await app.request("/healthz", { headers: { "Accept-Encoding": "br" } })).headers.get("Content-Encoding"),
    ).toBeNull();
    expect((await app.request("/")).headers.get("Content-Encoding")).toBeNull();
  });
});

describe("rate limits on public POSTs", () => {
  it("answers 429 with Retry-After and a clear message past the limit", async () => {
    const { app } = createTestApp(database, {
      RATE_LIMIT_BEACON_POSTS: "2",
      RATE_LIMIT_WINDOW_SECONDS: "60",
      TRUST_PROXY: "true",
    });
    const send = () =>
      app.request(
        "/api/track-download",
        jsonPost({ type: "resume", timestamp: new Date().toISOString() }, { "X-Forwarded-For": "203.0.113.7" }),
      );
    const first = await send();
    expect(first.status).toBe(201);
    expect(first.headers.get("RateLimit-Limit")).toBe("2");
    expect(first.headers.get("RateLimit-Remaining")).toBe("1");
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // The window slides in one-second slices, rounded up: a retry is due at most a slice past the window.
    expect(retryAfter).toBeLessThanOrEqual(61);
    expect((await refused.json()).message).toMatch(/^Too many requests\. Please try again in \d+ (second|minute)s?\.$/);
  });
});

describe("cross-site request refusal", () => {
  const post = (headers: Record<string, string>) =>
    jsonPost({ type: "resume", timestamp: new Date().toISOString() }, headers);

  it("refuses a POST whose Origin is another site", async () => {
    const { app } = createTestApp(database, { SITE_URL: "https://owner.example" });
    const res = await app.request("/api/track-download", post({ Origin: "https://evil.example" }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "This request came from another site and was refused." });
  });

  it("refuses a POST the browser marks as cross-site", async () => {
    const { app } = createTestApp(database);
    const res = await app.request("/api/track-download", post({ "Sec-Fetch-Site": "cross-site" }));
    expect(res.status).toBe(403);
  });

  it("accepts the site's own origin, the request's own host, and clients that send neither header", async () => {
    const { app } = createTestApp(database, { SITE_URL: "https://owner.example" });
    expect((await app.request("/api/track-download", post({ Origin: "https://owner.example" }))).status).toBe(201);
    expect(
      (await app.request("/api/track-download", post({ Origin: "http://127.0.0.1:4000", Host: "127.0.0.1:4000" })))
        .status,
    ).toBe(201);
    expect((await app.request("/api/track-download", post({}))).status).toBe(201);
  });

  it("refuses a POST without Origin whose Referer is another site, the same way as a foreign Origin", async () => {
    const { app } = createTestApp(database, { SITE_URL: "https://owner.example" });
    for (const referer of ["https://evil.example/page", "https://owner.example.evil.example/", "not a url"]) {
      const res = await app.request("/api/track-download", post({ Referer: referer }));
      expect(res.status, referer).toBe(403);
      expect(await res.json()).toEqual({ message: "This request came from another site and was refused." });
    }
    // The Referer never overrides an Origin: the Origin alone decides when there is one.
    const withOrigin = post({ Origin: "https://evil.example", Referer: "https://owner.example/" });
    expect((await app.request("/api/track-download", withOrigin)).status).toBe(403);
  });

  it("accepts a POST without Origin whose Referer is the site or the request's own host", async () => {
    const { app } = createTestApp(database, { SITE_URL: "https://owner.example" });
    expect(
      (await app.request("/api/track-download", post({ Referer: "https://owner.example/ar/blog?x=1" }))).status,
    ).toBe(201);
    const ownHost = post({ Referer: "http://127.0.0.1:4000/resume", Host: "127.0.0.1:4000" });
    expect((await app.request("/api/track-download", ownHost)).status).toBe(201);
  });

  it("refuses Origin: null (a no-referrer page's form post, a sandboxed frame), even with the site's Referer", async () => {
    const { app } = createTestApp(database, { SITE_URL: "https://owner.example" });
    expect((await app.request("/api/track-download", post({ Origin: "null" }))).status).toBe(403);
    const nullWithReferer = post({ Origin: "null", Referer: "https://owner.example/" });
    expect((await app.request("/api/track-download", nullWithReferer)).status).toBe(403);
  });

  it("lets reads through whatever their origin", async () => {
    const { app } = createTestApp(database);
    expect((await app.request("/healthz", { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });
});

describe("GET /resume.pdf", () => {
  it("downloads a PDF whose file name carries the owner's name, and revalidates by ETag", async () => {
    const { app } = createTestApp(database, { OWNER_NAME: "Resume Owner" });
    const res = await app.request("/resume.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="Resume-Owner-Resume.pdf"');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    const etag = res.headers.get("ETag")!;
    const again = await app.request("/resume.pdf", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("form posts to pages", () => {
  it("leave a declared form's posts to its page's action, whose intake limits them (the stand-in page takes every post)", async () => {
    const { app, documentContexts } = createTestApp(database, {
      RATE_LIMIT_FORM_POSTS: "1",
      RATE_LIMIT_PUBLIC_POSTS: "1",
      TRUST_PROXY: "true",
    });
    const post = () =>
      app.request("/career", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "192.0.2.77" },
        body: "name=A",
      });
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200);
    expect(documentContexts.map((context) => context.clientIp)).toEqual(["192.0.2.77", "192.0.2.77", "192.0.2.77"]);
  });

  const formPost = (body: BodyInit, type = "application/x-www-form-urlencoded"): RequestInit => ({
    method: "POST",
    headers: { "Content-Type": type },
    body,
  });

  it("refuses a body over the limit with 413 and a small page, before the page reads it", async () => {
    const { app, documentContexts } = createTestApp(database, { BODY_LIMIT_BYTES: "2048" });
    const res = await app.request("/career", formPost(`message=${"x".repeat(1_000_000)}`));
    expect(res.status).toBe(413);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("The request body is larger than 2048 bytes");
    expect(html.length).toBeLessThan(2000);
    expect(documentContexts).toEqual([]);
  });

  it("counts a streamed body without a length as it arrives", async () => {
    const { app, documentContexts } = createTestApp(database, { BODY_LIMIT_BYTES: "2048" });
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024).fill(120));
        if (sent >= 10_000_000) controller.close();
      },
    });
    const res = await app.request("/?index", { ...formPost(body), duplex: "half" } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(100_000);
    expect(documentContexts).toEqual([]);
  });

  it("refuses a body that is not a form with 415 and one that does not parse with 400, as pages", async () => {
    const { app, documentContexts } = createTestApp(database);
    const json = await app.request("/career", formPost("{}", "application/json"));
    expect(json.status).toBe(415);
    expect(json.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await json.text()).toContain("This page only accepts form submissions.");

    const broken = await app.request("/career", formPost("garbage", "multipart/form-data; boundary=x"));
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("The form could not be read.");
    expect(documentContexts).toEqual([]);

    const form = await app.request("/career", formPost("name=Ada"));
    expect(form.status).toBe(200);
    expect(documentContexts).toHaveLength(1);
  });

  it("lets JSON through to a page whose route takes it (the admin editors), and only if it parses", async () => {
    const { app, documentContexts } = createTestApp(database);
    const json = await app.request("/admin/articles", formPost('{"intent":"save"}', "application/json"));
    expect(json.status).toBe(200);
    expect(documentContexts).toHaveLength(1);
    const broken = await app.request("/admin/articles.data", formPost("{not json", "application/json"));
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("The request body is not valid JSON");
    expect(documentContexts).toHaveLength(1);
  });
});

describe.each(testDatabaseTargets())("token links (newsletter confirmation, admin sign-in link) on $name", (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(() => db?.close());

  it("have their own tier: a visitor who used up the form and public tiers can still confirm and sign in", async () => {
    const { app, services } = createTestApp(db, {
      RATE_LIMIT_FORM_POSTS: "1",
      RATE_LIMIT_BEACON_POSTS: "1",
      RATE_LIMIT_LINK_POSTS: "2",
      TRUST_PROXY: "true",
      ADMIN_EMAILS: "links@example.com",
    });
    const ip = { "X-Forwarded-For": "192.0.2.88" };
    const form = (path: string, body: string) =>
      app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...ip },
        body,
      });
    // Used up: the career form's tier and the beacon tier.
    const career = () =>
      app.request(
        "/api/career",
        jsonPost(
          { name: "Omar", email: "omar@example.com", message: "I would like to work with you on a project." },
          ip,
        ),
      );
    expect((await career()).status).toBe(201);
    expect((await career()).status).toBe(429);
    const track = () =>
      app.request("/api/track-download", jsonPost({ type: "resume", timestamp: new Date().toISOString() }, ip));
    await track();
    expect((await track()).status).toBe(429);

    expect((await form("/newsletter/confirm?token=not-a-real-token", "")).status).not.toBe(429);
    const { url } = await services.loginLinks.issue("links@example.com");
    const token = new URL(url).searchParams.get("token")!;
    const signIn = await form("/api/auth/link", `token=${token}`);
    expect(signIn.status).not.toBe(429);
    expect(signIn.headers.get("Set-Cookie")).toMatch(/sid=/);
    // The link tier has its own limit.
    expect((await form("/newsletter/unsubscribe?token=x", "")).status).toBe(429);
  });
});

describe("page renders", () => {
  it("run at most RENDER_CONCURRENCY at once; the rest wait their turn and are all answered", async () => {
    let running = 0;
    let most = 0;
    const { app } = createTestApp(
      database,
      { RENDER_CONCURRENCY: "2" },
      {
        handleDocument: async (request) => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running--;
          return new Response(`<p>${new URL(request.url).pathname}</p>`, { headers: { "Content-Type": "text/html" } });
        },
      },
    );
    const pages = await Promise.all(Array.from({ length: 7 }, (_, i) => app.request(`/page-${i}`)));
    expect(await Promise.all(pages.map((res) => res.text()))).toEqual(
      Array.from({ length: 7 }, (_, i) => `<p>/page-${i}</p>`),
    );
    expect(most).toBe(2);
  });

  it("past RENDER_QUEUE waiting, answer a miss at once with 503 + Retry-After; a cached page's refresh goes first", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    let now = 1_000_000;
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const { app } = createTestApp(
      database,
      { RENDER_CONCURRENCY: "1", RENDER_QUEUE: "1", PAGE_CACHE_TTL_MS: "1000" },
      {
        handleDocument: async (request) => {
          renders++;
          if (renders > 1) await gate;
          return new Response(`<p>${new URL(request.url).pathname} render ${renders}</p>`, {
            headers: { "Content-Type": "text/html; charset=utf-8" },
          });
        },
      },
    );
    expect(await (await app.request("/blog/old")).text()).toBe("<p>/blog/old render 1</p>");
    now += 5_000; // /old has expired
    // One render runs, one waits; the queue is full.
    const running = app.request("/blog/one");
    const queued = app.request("/blog/two");
    await vi.waitFor(() => expect(renders).toBe(2));
    const started = performance.now();
    const refused = await app.request("/blog/three", { headers: { "Accept-Encoding": "br, gzip" } });
    const refusedAr = await app.request("/ar/blog/three");
    expect(refused.status).toBe(503);
    // Small and whole: sent as it is, never through a compressor.
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    expect(Number(refused.headers.get("Content-Length"))).toBeLessThan(1024);
    expect(refused.headers.get("Retry-After")).toBe("2");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.text()).toContain("Please try again in a few seconds.");
    expect(await refusedAr.text()).toMatch(/<html lang="ar" dir="rtl">[\s\S]*يُرجى المحاولة مرةً أخرى/);
    // The refresh of a page the cache serves takes the newest waiting address's place…
    const refresh = app.request("/blog/old");
    expect((await queued).status).toBe(503);
    // …and while it waits, the page's visitors get its expired copy at once.
    const stale = await app.request("/blog/old");
    expect(stale.headers.get("X-Cache")).toBe("STALE");
    expect(await stale.text()).toBe("<p>/blog/old render 1</p>");
    expect(performance.now() - started).toBeLessThan(1_000);
    release();
    expect((await running).status).toBe(200);
    expect(await (await refresh).text()).toBe("<p>/blog/old render 3</p>");
    // Nothing refused was stored: the next visitor of /three gets it rendered.
    expect(await (await app.request("/blog/three")).text()).toBe("<p>/blog/three render 4</p>");
    vi.restoreAllMocks();
  });

  it("a render that fails frees its place", async () => {
    let calls = 0;
    const { app } = createTestApp(
      database,
      { RENDER_CONCURRENCY: "1" },
      {
        handleDocument: async () => {
          calls++;
          if (calls === 1) throw new Error("render failed");
          return new Response("<p>ok</p>", { headers: { "Content-Type": "text/html" } });
        },
      },
    );
    expect((await app.request("/one")).status).toBe(500);
    expect(await (await app.request("/two")).text()).toBe("<p>ok</p>");
  });
});
