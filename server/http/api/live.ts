import type { Context, Hono } from "hono";
import { AS_OF_HEADER, NEWS_CATEGORIES, type NewsCategory } from "#domain/schemas/live.ts";
import type { Services } from "#server/services/index.ts";
import { LIVE_TTL_MS, LiveDataUnavailable, type LiveResult } from "#server/services/live-data/index.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { acceptedEncoding, compressForReuse, type Encoding, MIN_COMPRESS_BYTES } from "../middleware/compress.ts";

/**
 * SPEC §7 live-data reads. The browser only ever talks to these; the gateway talks to providers.
 * Each answer says when its data was fetched (X-Data-As-Of) and may be cached by browsers and proxies
 * for what is left of its freshness; a stale answer (provider failing) is cached only briefly.
 */
export function mountLiveRoutes(api: Hono<AppEnv>, { services }: { services: Services }) {
  const { liveData } = services;

  api.get("/stocks", async (c) => respond(c, await read(liveData.stocks())));
  api.get("/news/:category", async (c) => {
    const category = c.req.param("category");
    if (!NEWS_CATEGORIES.includes(category as NewsCategory)) throw new HttpError(404, "Unknown news category");
    return respond(c, await read(liveData.news(category as NewsCategory)));
  });
  api.get("/linkedin-articles", async (c) => respond(c, await read(liveData.networkArticles())));
  api.get("/crypto", async (c) => respond(c, await read(liveData.crypto())));
  api.get("/currency-rates", async (c) => respond(c, await read(liveData.currencyRates())));
  // Gold and silver in AED per gram for the zakat calculator; `null` when no provider is configured.
  api.get("/metals", async (c) => respond(c, await read(liveData.metals())));
}

async function read<T>(result: Promise<LiveResult<T>>): Promise<LiveResult<T>> {
  try {
    return await result;
  } catch (error) {
    if (error instanceof LiveDataUnavailable) throw new HttpError(503, error.message);
    throw error;
  }
}

async function respond<T>(c: Context<AppEnv>, { data, asOf, stale, resource }: LiveResult<T>) {
  const ttlSeconds = Math.round(LIVE_TTL_MS[resource] / 1000);
  const age = asOf ? Math.max(0, Math.floor((Date.now() - asOf.getTime()) / 1000)) : 0;
  const maxAge = stale ? 0 : Math.max(0, Math.min(ttlSeconds, ttlSeconds - age));
  // Shared caches may keep serving while they revalidate; never longer than one more interval.
  c.header("Cache-Control", `public, max-age=${maxAge}, stale-while-revalidate=${ttlSeconds}`);
  if (asOf) {
    c.header(AS_OF_HEADER, asOf.toISOString());
    c.header("Last-Modified", asOf.toUTCString());
  }
  if (data === null || typeof data !== "object") return c.json(data as null);
  const forms = formsOf(data);
  c.header("Content-Type", "application/json");
  const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
  // With its length declared, the compression middleware leaves the answer as it is without reading it.
  if (!encoding || forms.json.length < MIN_COMPRESS_BYTES) {
    c.header("Content-Length", String(forms.json.length));
    return c.body(forms.json);
  }
  forms[encoding] ??= compressForReuse(forms.json, encoding).catch((error: unknown) => {
    delete forms[encoding]; // a failure is not kept: the next request tries again
    throw error;
  });
  const packed = await forms[encoding];
  c.header("Content-Encoding", encoding);
  c.header("Content-Length", String(packed.length));
  c.header("Vary", "Accept-Encoding", { append: true });
  return c.body(packed);
}

/**
 * Each live value's JSON and compressed forms, made once: the gateway hands out the same object until
 * it refreshes the value (a minute or more), and the widgets of every open page poll these routes.
 * Serialising and compressing on each request was most of what a cached `/api/crypto` answer cost.
 */
type EncodedForms = { json: Buffer<ArrayBuffer> } & Partial<Record<Encoding, Promise<Buffer<ArrayBuffer>>>>;
const encodedForms = new WeakMap<object, EncodedForms>();

function formsOf(data: object): EncodedForms {
  let forms = encodedForms.get(data);
  if (!forms) {
    forms = { json: Buffer.from(JSON.stringify(data)) };
    encodedForms.set(data, forms);
  }
  return forms;
}
