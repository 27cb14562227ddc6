import zlib, { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { wholeBodyResponse } from "#plumbing/whole-body.ts";
import type { Database } from "#server/db/client.ts";
import type { AppDeps, DocumentHandler } from "#server/http/app.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { type CopiesWanted, pageCopies, withoutNonce } from "./page-copies.ts";

// Every compression made in this process, counted (they still compress).
vi.mock("node:zlib", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:zlib")>();
  const counted = { ...real, brotliCompressSync: vi.fn(real.brotliCompressSync), gzipSync: vi.fn(real.gzipSync) };
  return { ...counted, default: counted };
});
const compressions = () => ({
  br: vi.mocked(zlib.brotliCompressSync).mock.calls.length,
  gzip: vi.mocked(zlib.gzipSync).mock.calls.length,
});

const [pglite] = testDatabaseTargets();
let database: Database;
beforeAll(async () => {
  database = await pglite!.open();
});
afterAll(() => database?.close());
beforeEach(() => {
  vi.mocked(zlib.brotliCompressSync).mockClear();
  vi.mocked(zlib.gzipSync).mockClear();
});

const HTML = "text/html; charset=utf-8";
const pageFor = (nonce: string, count: number) =>
  Buffer.from(
    `<!doctype html><html><head><script nonce="${nonce}">window.boot=1;</script></head>` +
      `<body>${"<p>words to compress</p>".repeat(100)}<p id="render">${count}</p></body></html>`,
  );

/**
 * A stand-in for React Router's document that declares its length and travels with its bytes, as
 * app/entry.server.tsx does: rendered on the request thread, or through `renderDocument` (a render
 * thread) with the copies the server asked for.
 */
function documentHandler(headers: Record<string, string> = {}) {
  let count = 0;
  const handleDocument: DocumentHandler = async (request, context) => {
    count++;
    const init = { headers: { "Content-Type": HTML, ...headers } };
    if (context.renderDocument) {
      const page = await context.renderDocument({
        url: request.url,
        nonce: context.nonce,
        state: { matches: [], count },
        isSpaMode: false,
      });
      return wholeBodyResponse(page!.html, init, page!.copies);
    }
    const html = pageFor(context.nonce, count);
    return wholeBodyResponse(html as Buffer<ArrayBuffer>, {
      headers: { ...init.headers, "Content-Length": String(html.length) },
    });
  };
  return handleDocument;
}

/** A render pool whose "thread" is this one: it records what it was asked to make, and makes it. */
function standInPool() {
  const asked: CopiesWanted[] = [];
  const compress = vi.fn(async () => Buffer.alloc(0));
  const renderPool: NonNullable<AppDeps["renderPool"]> = {
    threads: 1,
    compress,
    async render(job, wanted = {}) {
      asked.push(wanted);
      const html = pageFor(job.nonce, Number(job.state.count)) as Buffer<ArrayBuffer>;
      return { html, copies: await pageCopies(html, job.nonce, wanted) };
    },
  };
  return { asked, compress, renderPool };
}

const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

describe("one crossing per render (decision 045)", () => {
  it("compresses a first render only into the copies the page cache stores, never for its own answer", async () => {
    const { app } = createTestApp(database, { PAGE_CACHE_TTL_MS: "5000" }, { handleDocument: documentHandler() });
    const miss = await app.request("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(miss.headers.get("Content-Encoding")).toBe("br");
    const body = Buffer.from(await miss.arrayBuffer());
    expect(Number(miss.headers.get("Content-Length"))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toContain('<p id="render">1</p>');
    // Brotli and gzip of the stored page; before, a third pass compressed the answer, thrown away.
    expect(compressions()).toEqual({ br: 1, gzip: 1 });
  });

  it("still compresses the answer of a page the cache turns out not to store", async () => {
    const { app } = createTestApp(
      database,
      { PAGE_CACHE_TTL_MS: "5000" },
      { handleDocument: documentHandler({ "Set-Cookie": "a=b" }) },
    );
    const res = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("X-Cache")).toBeNull();
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    // Its own nonce: the answer is the page as rendered for this request.
    expect(html).toMatch(/<script nonce="[^"]+">/);
    expect(compressions()).toEqual({ br: 0, gzip: 1 });
  });

  it("asks a render thread for what the page cache stores, and stores the copies it sends back", async () => {
    const { asked, compress, renderPool } = standInPool();
    const { app } = createTestApp(
      database,
      { PAGE_CACHE_TTL_MS: "5000" },
      { handleDocument: documentHandler(), renderPool },
    );
    const miss = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    expect(asked).toEqual([{ store: "first" }]);
    const stored = brotliDecompressSync(Buffer.from(await miss.arrayBuffer())).toString();
    expect(stored).toContain('<p id="render">1</p>');
    expect(stored).not.toContain("nonce=");
    const gzip = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("X-Cache")).toBe("HIT");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(stored);
    // Made once, with the page; nothing sent to a thread again to be compressed.
    expect(compressions()).toEqual({ br: 1, gzip: 1 });
    expect(compress).not.toHaveBeenCalled();
  });

  it("asks a render thread for the page without its nonce when it refreshes an expired one", async () => {
    const { asked, renderPool } = standInPool();
    const { app } = createTestApp(
      database,
      { PAGE_CACHE_TTL_MS: "30" },
      { handleDocument: documentHandler(), renderPool },
    );
    await app.request("/");
    await new Promise((resolve) => setTimeout(resolve, 60));
    const refreshed = await app.request("/");
    expect(refreshed.headers.get("X-Cache")).toBe("MISS");
    expect(asked).toEqual([{ store: "first" }, { store: "refresh" }]);
    expect(await refreshed.text()).toContain('<p id="render">2</p>');
  });

  it("asks a render thread for the answer compressed as the request accepts when no cache stores it", async () => {
    const { asked, compress, renderPool } = standInPool();
    const { app } = createTestApp(
      database,
      { PAGE_CACHE_TTL_MS: "0" },
      { handleDocument: documentHandler(), renderPool },
    );
    const res = await app.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(asked).toEqual([{ encoding: "br" }]);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toMatch(/<script nonce="[^"]+">/);
    expect(compressions()).toEqual({ br: 1, gzip: 0 });
    expect(compress).not.toHaveBeenCalled();
    // A client that takes no encoding: nothing made.
    const plain = await app.request("/");
    expect(asked.at(-1)).toEqual({ encoding: undefined });
    expect(withoutNonces(await plain.text())).toBe(withoutNonces(html).replace(">1<", ">2<"));
    expect(compressions()).toEqual({ br: 1, gzip: 0 });
  });

  it("takes out every occurrence of the render's nonce, and nothing else", () => {
    const page = Buffer.from('<script nonce="abc">1</script><p>nonce="abc"</p><script nonce="abc">2</script>');
    expect(withoutNonce(page, "abc").toString()).toBe('<script>1</script><p>nonce="abc"</p><script>2</script>');
    expect(withoutNonce(page, "other").toString()).toBe(page.toString());
    expect(withoutNonce(page, undefined).toString()).toBe(page.toString());
  });
});
