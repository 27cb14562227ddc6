import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type Socket } from "node:net";
import { Agent, buildConnector, request, fetch as undiciFetch } from "undici";
import {
  assertScannableUrl,
  canonicalAddress,
  isPublicAddress,
  refusedAddress,
  ScanRefusedError,
} from "./address-policy.ts";
import { ENGLISH, type LocalizedText, type ScannerKey } from "./messages.ts";

/** A failure on the remote side (unreachable, too slow, too many redirects): answered with 502. */
export class ScanFetchError extends Error {
  /** The failure as a message key, so the API can say it in the page's language. */
  readonly text: LocalizedText;
  constructor(key: ScannerKey, values?: LocalizedText["values"], options?: ErrorOptions) {
    super(ENGLISH(key, values), options);
    this.name = "ScanFetchError";
    this.text = { key, values };
  }
}

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
/** Opens the socket to an address that has already been checked (undici's connector contract). */
export type Dialer = buildConnector.connector;

export type SafeFetchOptions = {
  allowPrivate: boolean;
  /** Every A and AAAA record of a name; the system resolver by default. */
  resolve?: Resolver;
  /** Opens connections; the default one also re-checks the peer address of the connected socket. */
  dial?: Dialer;
  maxRedirects?: number;
  maxBodyBytes?: number;
  /** The whole fetch, redirects and body included. */
  timeoutMs?: number;
  userAgent?: string;
  /** The Accept header (a web page by default). */
  accept?: string;
};

export type FetchedPage = {
  finalUrl: URL;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  truncated: boolean;
  loadTimeMs: number;
};

export const SCAN_LIMITS = {
  maxRedirects: 5,
  maxBodyBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  connectTimeoutMs: 5_000,
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The default dialer: undici's own connector, then a check of the address the socket is really
 * connected to, so what was validated is what was reached.
 */
export function checkedDialer(allowPrivate: boolean): Dialer {
  const connect = buildConnector({ timeout: SCAN_LIMITS.connectTimeoutMs, allowH2: false });
  return (options, callback) => {
    connect(options, (error, socket) => {
      if (error || !socket) return callback(error ?? new Error("no socket"), null);
      const peer = (socket as Socket).remoteAddress ?? "";
      const sameAsChecked = canonicalAddress(peer) === canonicalAddress(options.hostname);
      if (!sameAsChecked || (!allowPrivate && !isPublicAddress(peer))) {
        socket.destroy();
        return callback(refusedAddress(), null);
      }
      callback(null, socket);
    });
  };
}

/**
 * A connector that resolves the host itself, refuses unless every resolved address is allowed, and
 * then connects to the checked IP (TLS still verifies the certificate against the host name). There is
 * no second lookup, so no DNS-rebinding window between check and connect.
 */
function guardedConnector(allowPrivate: boolean, resolve: Resolver, dial: Dialer, onRefused: (e: Error) => void) {
  const connector: buildConnector.connector = (options, callback) => {
    const host = options.hostname.replace(/^\[|\]$/g, "");
    const addresses: Promise<ResolvedAddress[]> = isIP(host)
      ? Promise.resolve([{ address: host, family: isIP(host) }])
      : resolve(host);
    addresses.then(
      (list) => {
        if (list.length === 0) return callback(new ScanFetchError("fetch.noAddress", { host }), null);
        if (!allowPrivate && list.some((entry) => !isPublicAddress(entry.address))) {
          const refused = refusedAddress();
          onRefused(refused);
          return callback(refused, null);
        }
        const target = list[0]!.address;
        const tlsName = options.protocol === "https:" && !isIP(host) ? host : undefined;
        dial({ ...options, hostname: target, servername: tlsName }, (error, socket) => {
          if (error instanceof ScanRefusedError) onRefused(error);
          callback(error as Error, socket as never);
        });
      },
      (error: unknown) => callback(new ScanFetchError("fetch.unresolved", { host }, { cause: error }), null),
    );
  };
  return connector;
}

/**
 * One connection whose every address is checked before it is dialled; `refusal()` is the reason the
 * last dial was refused (a private address, a port not allowed), to throw instead of undici's error.
 */
function guardedAgent(options: SafeFetchOptions, timeoutMs: number) {
  let refused: Error | undefined;
  const agent = new Agent({
    connect: guardedConnector(
      options.allowPrivate,
      options.resolve ?? systemResolve,
      options.dial ?? checkedDialer(options.allowPrivate),
      (error) => {
        refused = error;
      },
    ),
    connections: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  return { agent, refusal: () => refused };
}

/** Fetches a page a visitor named, following at most `maxRedirects` redirects, each hop checked again. */
export async function safeFetch(input: URL, options: SafeFetchOptions): Promise<FetchedPage> {
  const { allowPrivate } = options;
  const maxRedirects = options.maxRedirects ?? SCAN_LIMITS.maxRedirects;
  const maxBodyBytes = options.maxBodyBytes ?? SCAN_LIMITS.maxBodyBytes;
  const timeoutMs = options.timeoutMs ?? SCAN_LIMITS.timeoutMs;
  const { agent, refusal } = guardedAgent(options, timeoutMs);
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  let current = input;
  try {
    for (let hop = 0; ; hop++) {
      assertScannableUrl(current, allowPrivate);
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(current, {
          dispatcher: agent,
          method: "GET",
          signal,
          headers: {
            "user-agent": options.userAgent ?? "WebsiteScanner/1.0",
            accept: options.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
            "accept-encoding": "identity",
          },
        });
      } catch (error) {
        if (refusal()) throw refusal();
        if (signal.aborted) throw new ScanFetchError("fetch.timeout", undefined, { cause: error });
        throw error instanceof ScanFetchError
          ? error
          : new ScanFetchError("fetch.unreachable", undefined, { cause: error });
      }
      // Stopping a download early aborts its stream; that is the intent, not a failure to report.
      response.body.on("error", () => {});
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode) && typeof location === "string") {
        response.body.destroy();
        if (hop >= maxRedirects) throw new ScanFetchError("fetch.redirects", { max: String(maxRedirects) });
        if (!URL.canParse(location, current)) throw new ScanFetchError("fetch.badRedirect");
        current = new URL(location, current);
        continue;
      }
      const { text, truncated } = await readCapped(response.body, maxBodyBytes, signal);
      return {
        finalUrl: current,
        status: response.statusCode,
        headers: response.headers,
        body: text,
        truncated,
        loadTimeMs: Math.round(performance.now() - started),
      };
    }
  } finally {
    agent.destroy().catch(() => {});
  }
}

/**
 * A `fetch` with the same guards, for a client library that makes its own requests (the CalDAV
 * client): every connection checked as `safeFetch` checks it, each URL's scheme and port checked,
 * redirects not followed, the whole exchange within `timeoutMs`, and a body over `maxBodyBytes`
 * refused. The answer is read in full and handed back as an ordinary Response.
 */
export function guardedFetch(options: SafeFetchOptions): typeof fetch {
  const { allowPrivate } = options;
  const maxBodyBytes = options.maxBodyBytes ?? SCAN_LIMITS.maxBodyBytes;
  const timeoutMs = options.timeoutMs ?? SCAN_LIMITS.timeoutMs;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    assertScannableUrl(url, allowPrivate);
    const { agent, refusal } = guardedAgent(options, timeoutMs);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      let response: Awaited<ReturnType<typeof undiciFetch>>;
      try {
        response = await undiciFetch(url, {
          method: init?.method,
          headers: init?.headers as Record<string, string> | undefined,
          body: init?.body as string | undefined,
          redirect: "manual",
          signal,
          dispatcher: agent,
        });
      } catch (error) {
        if (refusal()) throw refusal();
        if (signal.aborted) throw new ScanFetchError("fetch.timeout", undefined, { cause: error });
        throw new ScanFetchError("fetch.unreachable", undefined, { cause: error });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      if (response.body) {
        try {
          for await (const chunk of response.body) {
            size += chunk.length;
            if (size > maxBodyBytes) throw new ScanFetchError("fetch.tooLarge", { max: String(maxBodyBytes) });
            chunks.push(Buffer.from(chunk));
          }
        } catch (error) {
          if (error instanceof ScanFetchError) throw error;
          if (signal.aborted) throw new ScanFetchError("fetch.timeout", undefined, { cause: error });
          throw new ScanFetchError("fetch.brokeOff", undefined, { cause: error });
        }
      }
      const empty = response.status === 204 || response.status === 304 || response.status < 200;
      return new Response(empty ? null : Buffer.concat(chunks), {
        status: response.status,
        statusText: response.statusText,
        headers: Object.fromEntries(response.headers),
      });
    } finally {
      agent.destroy().catch(() => {});
    }
  };
}

/** Reads at most `maxBytes` of a body, then stops the download. */
async function readCapped(
  body: AsyncIterable<Buffer> & { destroy: () => unknown },
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ text: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of body) {
      if (size + chunk.length > maxBytes) {
        chunks.push(chunk.subarray(0, maxBytes - size));
        size = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (error) {
    if (signal.aborted) throw new ScanFetchError("fetch.timeout", undefined, { cause: error });
    throw new ScanFetchError("fetch.brokeOff", undefined, { cause: error });
  } finally {
    body.destroy();
  }
  return { text: Buffer.concat(chunks).toString("utf8"), truncated };
}
