import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import {
  assertBuilt,
  type RunningServer,
  SERVER_MALLOC_ENV,
  SERVER_NODE_FLAGS,
  startServer,
  tempDataDir,
} from "#harness/server-process.ts";

// These run `node server/main.ts` on the output of `npm run build`, as production does. Starting a
// process (PGlite's first boot, Vite in development) takes seconds on a busy two-core machine.
const root = path.resolve(import.meta.dirname, "../..");
assertBuilt();
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

describe("the built server on the embedded database", () => {
  let server: RunningServer;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    server = await startServer({ PGLITE_DIR: dataDir, OWNER_NAME: "Built Owner" });
  });
  afterAll(() => server?.stop());

  it("says where it really listens: bound to 127.0.0.1, not localhost", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.output()).toContain(`Site ready on ${server.url} (production, pglite)`);
  });

  it("serves server-rendered HTML whose scripts carry the CSP nonce", async () => {
    // A render for this request alone (the booking page is never stored): cached pages carry a
    // hash-based policy instead (page-cache.ts).
    const res = await fetch(`${server.url}/book`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Built Owner");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    // Executable scripts only: JSON-LD data blocks are never run, so CSP does not govern them.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((attributes) => !attributes.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("renders the page in one pass with React Router's loader data for hydration, in one script", async () => {
    // A render of its own: `sent` is a parameter the landing page reads (a value it shows nothing for).
    const html = await (await fetch(`${server.url}/?sent=render`)).text();
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    // No boundary left for the browser to render: nothing suspended or failed on the server.
    expect(html).not.toContain("<!--$!-->");
    const handoff = [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/g)];
    expect(handoff).toHaveLength(1);
    expect(JSON.parse(handoff[0]![1]!)).toContain("loaderData");
    expect(html).toContain("window.__reactRouterContext.streamController.close();");
  });

  it("serves hashed assets precompressed with a one-year immutable cache", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    // React and React Router's file (vite.config.ts): large enough to be precompressed, as a few
    // small files the page also loads (under 1 KB) are not.
    const asset = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Content-Type")).toContain("javascript");
  });

  it("serves the public files (icons, images, manifest) for an hour, and a page for any other path", async () => {
    for (const file of ["/favicon.svg", "/site.webmanifest", "/images/projects/1.svg"]) {
      const res = await fetch(`${server.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("Cache-Control"), file).toBe("public, max-age=3600");
      expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(path.join(root, "build/client", file)))).toBe(
        true,
      );
    }
    const compressed = await fetch(`${server.url}/images/projects/1.svg`, { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    const missing = await fetch(`${server.url}/favicon-missing.svg`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toContain("text/html");
  });

  it("inlines the site's stylesheet, loads the scripts after the first paint, and sends the page whole", async () => {
    const res = await fetch(`${server.url}/project/1`);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("Content-Length"))).toBeGreaterThan(10_000);
    const html = await res.text();
    const [, href, css] = /<style data-href="(\/assets\/app-[\w-]+\.css)">([\s\S]*?)<\/style>/.exec(html) ?? [];
    expect(href).toBeTruthy();
    expect(css).toBe(fs.readFileSync(path.join(root, "build/client", href!), "utf8"));
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"[^>]+\/assets\/app-/);
    // No module preload in the head: the bootstrap adds them once a frame has painted
    // (app/lib/paint-first.server.ts), and every chunk it names is served.
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain("modulepreload");
    const [, list] = /for \(const href of (\[[^\]]+\])\)/.exec(html) ?? [];
    const preloads = JSON.parse(list!) as string[];
    expect(preloads.length).toBeGreaterThan(2);
    expect(html).toMatch(/const \[route0, route1\] = await Promise\.all\(\[import\("\/assets\/root-/);
    for (const chunk of preloads) expect((await fetch(`${server.url}${chunk}`)).status).toBe(200);
    // The file itself stays served, for a browser that asks for it.
    expect((await fetch(`${server.url}${href}`)).status).toBe(200);
  });

  it("runs with the heap limits and the malloc settings of `npm start`", async () => {
    const args = fs.readFileSync(`/proc/${server.child.pid}/cmdline`, "utf8").split("\0");
    expect(SERVER_NODE_FLAGS).toEqual(["--max-semi-space-size=8", "--max-old-space-size=512"]);
    for (const flag of SERVER_NODE_FLAGS) expect(args).toContain(flag);
    const environ = fs.readFileSync(`/proc/${server.child.pid}/environ`, "utf8").split("\0");
    expect(SERVER_MALLOC_ENV).toEqual({ MALLOC_ARENA_MAX: "1", MALLOC_MMAP_THRESHOLD_: "131072" });
    expect(environ).toContain("MALLOC_ARENA_MAX=1");
    expect(environ).toContain("MALLOC_MMAP_THRESHOLD_=131072");
  });

  it("answers 404 with the 'Page Not Found' page for an unknown path", async () => {
    const res = await fetch(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found");
  });

  it("refuses to start a second server on the same embedded database, at once and clearly", async () => {
    const started = Date.now();
    const second = spawn(process.execPath, ["server/main.ts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", PGLITE_DIR: dataDir, LOG_LEVEL: "silent" },
    });
    let stderr = "";
    second.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => second.on("exit", resolve));
    expect(code).toBe(1);
    // "At once" means it does not wait on the lock: PGlite's own wait would hang until the test's timeout.
    // What it takes is loading the server's modules, up to ~5 s with other test files on a loaded 2-core host.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(stderr).toContain("already in use by another server process");
  });
});

describe("graceful shutdown", () => {
  it("finishes a request that is in flight when SIGTERM arrives, then exits 0", async () => {
    const server = await startServer({ PGLITE_DIR: tempDataDir() });
    const body = JSON.stringify({ type: "resume", timestamp: new Date().toISOString() });
    const { port } = new URL(server.url);

    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/track-download",
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on("error", reject);
      // Send half the body, signal the server, then the rest: the request is mid-flight throughout.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });

    const { status, text } = await response;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toEqual({ ok: true });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutdown complete");
  });

  it("stops accepting new connections once shutdown begins, and its log is whole to the last line", async () => {
    // Logged to a file, as the bench and a deployed server do (production lines go out in batches).
    const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-log-")), "site.log");
    const server = await startServer({ PGLITE_DIR: tempDataDir() }, undefined, { logFile });
    expect((await fetch(`${server.url}/healthz?probe=1`)).status).toBe(200);
    expect(await server.stop("SIGTERM")).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.output()).toContain(`Site ready on ${server.url}`);
    const lines = fs
      .readFileSync(logFile, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg === "request" && line.path === "/healthz")).toMatchObject({
      level: 30,
      method: "GET",
      status: 200,
      service: "site",
    });
    expect(lines.at(-1)).toMatchObject({ msg: "shutdown complete" });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the built server on PostgreSQL", () => {
  it("starts, migrates and reports the database ready", async () => {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    // One node:cluster worker per core by default (decision 027): each migrates under the advisory lock.
    const server = await startServer({ DATABASE_URL: scratch.url }, 90_000);
    try {
      const res = await fetch(`${server.url}/readyz`);
      expect(await res.json()).toEqual({ status: "ready", database: "postgres" });
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).toContain('id="hero"');
    } finally {
      expect(await server.stop()).toBe(0);
      await scratch.drop();
    }
  });
});

describe("the development server (npm run dev)", () => {
  it("renders pages through Vite with the same server code", async () => {
    const server = await startServer({ NODE_ENV: "development", PGLITE_DIR: tempDataDir() }, 60_000);
    try {
      const res = await fetch(`${server.url}/`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('id="hero"');
      // Vite serves source modules for hot reload instead of built assets.
      expect(html).toContain("/app/root.tsx");
      const api = await fetch(`${server.url}/api/nothing`);
      expect(await api.json()).toEqual({ message: "Not found" });
    } finally {
      // React Router's Vite plugin installs exit-hook, which ends a development process on SIGTERM
      // itself (128 + 15); production shutdown is graceful and exits 0 (tested above).
      expect([0, 143]).toContain(await server.stop());
    }
  });
});
