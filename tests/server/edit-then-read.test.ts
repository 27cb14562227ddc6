import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { openDatabase } from "#server/db/client.ts";
import { ownerSignInLink } from "#tests/owner-link.ts";

// Issue #42: a reader was once served an article's old text after the owner's edit had been saved.
// The owner edits an article through the admin API 50 times; right after each save returns, a reader
// asks for the article, the blog list and the landing page (where the memoised lists show it), while
// other readers keep every page busy (cached copies, renders in flight): each answer has the new
// title. No retry, no waiting: PGlite on one instance, and PostgreSQL with the reader on the other
// of two instances (one of them two workers), as behind a load balancer.
assertBuilt();
vi.setConfig({ testTimeout: 240_000, hookTimeout: 180_000 });

const OWNER = "owner@example.com";
const SITE_URL = "https://owner.example";
const SLUG = "edit-then-read";
const EDITS = 50;
const ENV = {
  SITE_URL,
  ADMIN_EMAILS: OWNER,
  // Only an edit, never the clock, can refresh a cached page during the test.
  PAGE_CACHE_TTL_MS: "120000",
  LOG_LEVEL: "warn",
};

const article = (title: string) => ({
  title,
  slug: SLUG,
  excerpt: "What a reader sees right after the owner saves an edit.",
  content: "A body long enough for the article schema, which wants fifty characters or more of text.",
  category: "Engineering",
  published: true,
  publishedAt: new Date(Date.UTC(2026, 0, 5)).toISOString(),
  featuredImage: null,
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  ogImage: null,
});

/** Signs the owner in on `server` with a one-time link already issued; returns `sid=…`. */
async function signIn(server: RunningServer, link: string): Promise<string> {
  const token = new URL(link).searchParams.get("token")!;
  const res = await fetch(`${server.url}/api/auth/link`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ token }),
  });
  expect(res.status).toBe(303);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
}

async function save(server: RunningServer, cookie: string, title: string, id?: string): Promise<string> {
  const res = await fetch(`${server.url}/api/articles${id ? `/${id}` : ""}`, {
    method: id ? "PUT" : "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: server.url },
    body: JSON.stringify(article(title)),
  });
  expect(res.status, await res.clone().text()).toBe(id ? 200 : 201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Readers that keep the pages busy until stopped: cached copies to drop, renders in flight to outrun. */
function busyReaders(servers: RunningServer[], paths: string[]) {
  let running = true;
  const loops = servers.flatMap((server) =>
    paths.map(async (path) => {
      while (running) await (await fetch(`${server.url}${path}`)).arrayBuffer();
    }),
  );
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/** The edits and reads; `reader` is where the visitor's requests land. */
async function editThenRead(editor: RunningServer, reader: RunningServer, cookie: string, busy: RunningServer[]) {
  const paths = [`/blog/${SLUG}`, "/blog", "/"];
  const id = await save(editor, cookie, "Edit number 0 of the article");
  for (const path of paths) await fetch(`${reader.url}${path}`); // cached before the first edit
  const stop = busyReaders(busy, paths);
  const stale: string[] = [];
  let etag: string | null = null;
  try {
    for (let edit = 1; edit <= EDITS; edit++) {
      const title = `Edit number ${edit} of the article`;
      await save(editor, cookie, title, id);
      for (const path of paths) {
        // A browser revalidates the copy it had (ETag): never a 304 for the page before the edit.
        const headers: Record<string, string> = path === paths[0] && etag ? { "If-None-Match": etag } : {};
        const res = await fetch(`${reader.url}${path}`, { headers });
        const html = res.status === 304 ? "" : await res.text();
        if (!html.includes(title)) stale.push(`edit ${edit}: ${path} ${res.status} ${res.headers.get("X-Cache")}`);
        if (path === paths[0]) etag = res.headers.get("ETag");
      }
    }
  } finally {
    await stop();
  }
  expect(stale).toEqual([]);
}

describe("edit, then read at once, on PGlite", () => {
  let server: RunningServer;
  let cookie: string;
  beforeAll(async () => {
    const dir = tempDataDir("site-edit-read-");
    const database = await openDatabase({ kind: "pglite", dir });
    const link = await ownerSignInLink(database.db, SITE_URL, OWNER);
    await database.close();
    server = await startServer({ ...ENV, PGLITE_DIR: dir }, 90_000);
    cookie = await signIn(server, link);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`serves the new title right after each of ${EDITS} edits`, async () => {
    await editThenRead(server, server, cookie, [server]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("edit, then read at once, on two PostgreSQL instances", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let a: RunningServer;
  let b: RunningServer;
  let cookie: string;
  beforeAll(async () => {
    scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    const database = await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 });
    const link = await ownerSignInLink(database.db, SITE_URL, OWNER);
    await database.close();
    const env = { ...ENV, DATABASE_URL: scratch.url };
    [a, b] = await Promise.all([
      startServer({ ...env, WEB_CONCURRENCY: "1" }, 90_000),
      startServer({ ...env, WEB_CONCURRENCY: "2" }, 90_000),
    ]);
    cookie = await signIn(a, link);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
  });

  it(`serves the new title on the other instance right after each of ${EDITS} edits`, async () => {
    await editThenRead(a, b, cookie, [a, b]);
  });
});
