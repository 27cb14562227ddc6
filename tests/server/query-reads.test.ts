import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pageQueryNames } from "#domain/route-facts.ts";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { routeManifest } from "#tests/route-manifest.ts";

// The page cache keys a page on the query parameters its route declares (`handle.cacheQuery`) and
// serves that copy to every address that differs only in others (`?utm_source=…`, decision 027). That
// is right only while no page reads a parameter it did not declare. These tests render every page of
// the built server, with the cache off, at its address plus every parameter it did not declare (the
// tracking ones and those other pages read), and hold it to that:
// - the site's code reads none of them from a URLSearchParams, by name or by walking them all
//   (recorded in the server process by tests/fixtures/query-reads/recorder.ts);
// - with the cache on, the copy rendered for an address with those parameters carries none of them and is
//   the one served at the plain address.
assertBuilt();
vi.setConfig({ testTimeout: 120_000, hookTimeout: 90_000 });

const TRACKING = {
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "launch",
  utm_content: "post",
  fbclid: "IwAR0abc",
  gclid: "Cj0KCQiA",
  msclkid: "5f3c",
  trk: "public_post",
  mc_cid: "42",
  mc_eid: "7",
  ref: "newsletter",
  probe: "1",
};
// Values another page would act on, so that reading one shows.
const MEANINGFUL: Record<string, string> = { sent: "contact", tab: "units", product: "bnpl", nisab: "silver" };

/** The addresses each page route is rendered at: both languages, a real id where it takes one. */
const SAMPLES: Record<string, string[]> = {
  "routes/home": ["/"],
  "routes/home-ar": ["/ar"],
  "routes/project": ["/project/1", "/ar/project/2"],
  "routes/solution": ["/solutions/fintech", "/ar/solutions/edtech"],
  "routes/career": ["/career", "/ar/career"],
  "routes/privacy": ["/privacy", "/ar/privacy"],
  "routes/tools": ["/tools", "/ar/tools"],
  "routes/islamic-fintech": ["/islamic-fintech", "/ar/islamic-fintech"],
  "routes/finance-calculator": [
    "/islamic-fintech/calculators/murabaha",
    "/islamic-fintech/calculators/home-finance",
    "/ar/islamic-fintech/calculators/flat-rate",
    "/islamic-fintech/calculators/zakat",
    "/ar/islamic-fintech/calculators/purification",
  ],
  "routes/book": ["/book", "/ar/book"],
  "routes/book-manage": ["/book/manage", "/ar/book/manage"],
  "routes/newsletter-confirm": ["/newsletter/confirm", "/ar/newsletter/confirm"],
  "routes/newsletter-unsubscribe": ["/newsletter/unsubscribe", "/ar/newsletter/unsubscribe"],
  "routes/newsletter-archive": ["/newsletter", "/ar/newsletter"],
  "routes/newsletter-issue": ["/newsletter/issues/00000000-0000-4000-8000-000000000000"],
  "routes/blog-index": ["/blog", "/ar/blog"],
  "routes/blog-article": ["/blog/no-such-article", "/ar/blog/no-such-article"],
  "routes/search": ["/search", "/ar/search"],
  "routes/not-found": ["/not-found"],
  "catch-all": ["/no/such/page", "/ar/no/such/page"],
};
/** Routes the page cache never serves: the owner's admin area (routes/admin/…) and files (a path with an extension). */
const NEVER_CACHED = new Set([
  "routes/blog-feed",
  "routes/blog-og-image",
  "routes/book-invite",
  "routes/newsletter-feed",
  "routes/sitemap",
  "routes/robots",
]);

const manifest = await routeManifest();
/** What the page at `id` declares it reads: its route's `cacheQuery` and the root's. */
const declared = (id: string) => pageQueryNames([manifest.root!.module.handle, manifest[id]!.module.handle]);
const everyDeclared = new Set(Object.keys(manifest).flatMap(declared));

/** The parameters a page at `id` did not declare, with values that would change a page reading them. */
function undeclaredQuery(id: string): URLSearchParams {
  const own = new Set(declared(id));
  const query = new URLSearchParams(TRACKING);
  for (const name of everyDeclared) if (!own.has(name)) query.set(name, MEANINGFUL[name] ?? "1");
  return query;
}

type Read = { name?: string; all?: string[]; at: string };
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "query-reads-"));
const log = path.join(logDir, "reads.jsonl");

describe("every page reads only the query parameters it declares", () => {
  // The cache off, so every page is rendered at the address exactly as asked (a cached page is rendered
  // at its declared address only: the next describe).
  let server: RunningServer;
  beforeAll(async () => {
    fs.writeFileSync(log, "");
    server = await startServer({
      PGLITE_DIR: tempDataDir(),
      PAGE_CACHE_TTL_MS: "0",
      QUERY_READS_LOG: log,
      NODE_OPTIONS: `--import=${path.resolve(import.meta.dirname, "../fixtures/query-reads/recorder.ts")}`,
    });
  });
  afterAll(() => server?.stop());

  /** The reads the site's code made while rendering `address`. */
  async function readsOf(address: string) {
    fs.writeFileSync(log, "");
    const res = await fetch(server.url + address);
    await res.arrayBuffer();
    return fs
      .readFileSync(log, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Read);
  }

  it("has an address to render for every page route the cache may serve", () => {
    const pages = Object.keys(manifest).filter(
      (id) => id !== "root" && !id.startsWith("routes/admin/") && !NEVER_CACHED.has(id),
    );
    expect(pages.filter((id) => !SAMPLES[id])).toEqual([]);
  });

  it("sees the site's reads, by name and by walking them all (the recorder works)", async () => {
    expect((await readsOf("/tools?tab=units")).some((read) => read.name === "tab")).toBe(true);
    // The booking calendar's links are built from the page's query.
    expect((await readsOf("/book?tz=UTC")).some((read) => read.all?.includes("tz"))).toBe(true);
  });

  for (const [id, addresses] of Object.entries(SAMPLES)) {
    it(`${id}: reads no parameter it did not declare`, async () => {
      for (const address of addresses) {
        const probes = undeclaredQuery(id);
        const own = new Set(declared(id));
        // Any name it reads (even one no address here carries) must be declared; a walk over all of
        // them must not meet one of the others.
        const undeclared = (await readsOf(`${address}?${probes}`)).filter(
          (read) => (read.name !== undefined && !own.has(read.name)) || read.all?.some((name) => probes.has(name)),
        );
        expect(
          undeclared.map((read) => `${read.name ?? read.all} ${read.at}`),
          address,
        ).toEqual([]);
      }
    });
  }
});

describe("a cached page is the same for every address that differs only in parameters it does not read", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ PGLITE_DIR: tempDataDir(), PAGE_CACHE_TTL_MS: "60000" });
  });
  afterAll(() => server?.stop());

  it("renders a page asked with other parameters at its own address, and serves that copy at both", async () => {
    for (const [id, addresses] of Object.entries(SAMPLES)) {
      for (const address of addresses) {
        const probes = undeclaredQuery(id);
        const tracked = await fetch(`${server.url}${address}?${probes}`);
        const html = await tracked.text();
        // Nothing of the visitor's address is carried into bytes other visitors get (a link, a form).
        const carried = [...probes].filter(([name, value]) =>
          new RegExp(`(\\?|&|&amp;)${name}=${encodeURIComponent(value)}\\b`).test(html),
        );
        expect(carried, address).toEqual([]);
        if (tracked.headers.get("X-Cache") !== "MISS") continue; // not a page the cache keeps (404, no-store)
        const plain = await fetch(server.url + address);
        expect(plain.headers.get("X-Cache"), address).toBe("HIT");
        expect(await plain.text(), address).toBe(html);
      }
    }
  });
});
