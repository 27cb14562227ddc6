import type { Socket } from "node:net";
import { buildConnector } from "undici";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DomainError } from "#domain/errors.ts";
import { BARE_HTML, GOOD_HTML, STRICT_HEADERS, startTestSite } from "#tests/scan-site.ts";
import { isPublicAddress, ScanRefusedError } from "./address-policy.ts";
import { createScanner } from "./index.ts";
import { checkedDialer, type Dialer, type Resolver } from "./safe-fetch.ts";

let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  site = await startTestSite({
    "/": { headers: STRICT_HEADERS, body: GOOD_HTML },
    "/bare": { headers: { "content-type": "text/html" }, body: BARE_HTML },
    "/to-loopback": { status: 302, headers: { location: "http://127.0.0.1/" } },
    "/to-metadata": { status: 301, headers: { location: "http://169.254.169.254/latest/meta-data/" } },
    "/loop": (req) => ({
      status: 302,
      headers: { location: `/loop?n=${Number(new URL(req.url!, "http://x").searchParams.get("n") ?? 0) + 1}` },
    }),
    "/big": { headers: { "content-type": "text/html" }, body: `<title>Big</title>${"x".repeat(3 * 1024 * 1024)}` },
    "/slow": { body: "<title>late</title>", delayMs: 5000 },
  });
});
afterAll(() => site?.close());

/** Connects to the test site whatever address was checked, recording what the scanner dialled. */
function redirectingDialer() {
  const base = buildConnector({});
  const dialled: string[] = [];
  const dial: Dialer = (options, callback) => {
    dialled.push(options.hostname);
    base({ ...options, hostname: "127.0.0.1", port: String(site.port) }, callback);
  };
  return { dial, dialled };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("address policy", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "192.0.2.1",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "2001:db8::1",
    "::127.0.0.1",
    "2130706433",
    "0x7f000001",
    "0177.0.0.1",
    "not an ip",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("the scanner with private addresses refused (the default)", () => {
  const resolve: Resolver = async (hostname) => {
    const table: Record<string, string[]> = {
      "public.example": ["93.184.215.14"],
      "loopback.example": ["127.0.0.1"],
      "mixed.example": ["93.184.215.14", "10.0.0.8"],
      "v6-loopback.example": ["::1"],
      "mapped.example": ["::ffff:127.0.0.1"],
    };
    const list = table[hostname];
    if (!list) throw new Error(`ENOTFOUND ${hostname}`);
    return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

  it.each([
    "http://127.0.0.1/",
    "http://localhost/",
    "http://app.localhost/",
    "http://0.0.0.0/",
    "http://10.1.2.3/",
    "http://172.20.0.1/",
    "http://192.168.0.10/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[fe80::1]/",
    "http://2130706433/",
    "http://0x7f000001/",
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "http://127.1/",
    "http://loopback.example/",
    "http://mixed.example/",
    "http://v6-loopback.example/",
    "http://mapped.example/",
  ])("refuses %s with a 400 and never connects", async (url) => {
    const dial = vi.fn<Dialer>();
    const scanner = createScanner({ allowPrivate: false, resolve, dial });
    const error = await refusal(scanner.scan(url));
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe("This address is not a public website and cannot be scanned.");
    expect(dial).not.toHaveBeenCalled();
  });

  it("refuses other schemes, credentials and unusual ports before any lookup", async () => {
    const dial = vi.fn<Dialer>();
    const lookup = vi.fn(resolve);
    const scanner = createScanner({ allowPrivate: false, resolve: lookup, dial });
    for (const url of [
      "ftp://public.example/",
      "file:///etc/passwd",
      "http://user:pw@public.example/",
      "http://public.example:22/",
    ]) {
      expect((await refusal(scanner.scan(url))).kind).toBe("invalid");
    }
    expect(lookup).not.toHaveBeenCalled();
    expect(dial).not.toHaveBeenCalled();
  });

  it("checks each redirect hop again: a public host redirecting to loopback is refused after one connection", async () => {
    const { dial, dialled } = redirectingDialer();
    const before = site.connections();
    const scanner = createScanner({ allowPrivate: false, resolve, dial });
    for (const path of ["/to-loopback", "/to-metadata"]) {
      const error = await refusal(scanner.scan(`http://public.example${path}`));
      expect(error.kind).toBe("invalid");
    }
    // Only the public hops were dialled; the loopback and metadata targets never were.
    expect(dialled).toEqual(["93.184.215.14", "93.184.215.14"]);
    expect(site.connections() - before).toBe(2);
  });

  it("scans a public host (reached through the test dialer) and grades it", async () => {
    const { dial, dialled } = redirectingDialer();
    const scanner = createScanner({ allowPrivate: false, resolve, dial });
    const result = await scanner.scan("http://public.example/");
    expect(dialled).toEqual(["93.184.215.14"]);
    expect(result).toMatchObject({ url: "http://public.example/", hasTitle: true, hasMeta: true, httpStatus: 200 });
  });

  it("the default dialer checks the peer of the connection actually made", async () => {
    const dialTo = (allowPrivate: boolean) =>
      new Promise<{ error: Error | null; socket: unknown }>((resolve) =>
        checkedDialer(allowPrivate)(
          { hostname: "127.0.0.1", port: String(site.port), protocol: "http:" },
          (error, socket) => {
            (socket as Socket | null)?.destroy();
            resolve({ error, socket });
          },
        ),
      );
    const before = site.connections();
    const refused = await dialTo(false);
    expect(refused.error).toBeInstanceOf(ScanRefusedError);
    expect(refused.socket).toBeNull();
    // It did connect (that is what it checks), and then dropped the socket.
    await expect.poll(() => site.connections() - before).toBe(1);
    const allowed = await dialTo(true);
    expect(allowed.error).toBeNull();
  });
});

describe("the scanner against a local test site (private addresses allowed for tests)", () => {
  const scanner = createScanner({ allowPrivate: true });

  it("scores a well-configured page: A+ security headers, full SEO marks, good load time", async () => {
    const result = await scanner.scan(`${site.url}/`);
    expect(result).toMatchObject({
      hasHttps: false,
      hasTitle: true,
      hasMeta: true,
      hasOgTags: true,
      responsive: true,
      status: "good",
      httpStatus: 200,
      truncated: false,
    });
    expect(result.loadTime).toBeLessThan(3000);
    expect(result.seo.score).toBe(100);
    // Over plain http HSTS cannot apply (−20); every other check passes, so no bonus either.
    const byId = Object.fromEntries(result.security.checks.map((c) => [c.id, c]));
    expect(byId.hsts).toMatchObject({ passed: false, modifier: -20 });
    expect(byId.csp).toMatchObject({ passed: true });
    expect(byId.framing).toMatchObject({ passed: true });
    expect(result.security.score).toBe(80);
    expect(result.security.grade).toBe("B+");
    expect(result.advice[0]).toMatch(/HTTPS/);
  });

  it("marks what a bare page lacks and gives advice for each", async () => {
    const result = await scanner.scan(`${site.url}/bare`);
    expect(result).toMatchObject({ hasTitle: false, hasMeta: false, hasOgTags: false, responsive: false });
    const failed = result.seo.checks.filter((c) => !c.passed).map((c) => c.id);
    expect(failed).toEqual([
      "title",
      "meta-description",
      "viewport",
      "canonical",
      "lang",
      "h1",
      "image-alt",
      "open-graph",
    ]);
    expect(result.seo.score).toBe(20);
    // No CSP −25, no HSTS −20, no framing protection −20, no nosniff −5.
    expect(result.security.score).toBe(30);
    expect(result.security.grade).toBe("D");
    expect(result.overall.grade).toBe("F");
    expect(result.advice).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Content-Security-Policy/),
        expect.stringMatching(/meta description/),
      ]),
    );
  });

  it("follows at most 5 redirects", async () => {
    const error = await refusal(scanner.scan(`${site.url}/loop`));
    expect(error.kind).toBe("upstream_failed");
    expect(error.message).toMatch(/More than 5 redirects/);
  });

  it("reads at most 2 MB of a page", async () => {
    const result = await scanner.scan(`${site.url}/big`);
    expect(result.truncated).toBe(true);
    expect(result.hasTitle).toBe(true);
  });

  it("gives up on a site slower than the time cap", async () => {
    const quick = createScanner({ allowPrivate: true, timeoutMs: 500 });
    const started = Date.now();
    const error = await refusal(quick.scan(`${site.url}/slow`));
    expect(error.kind).toBe("upstream_failed");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("answers 502 for a site that cannot be reached", async () => {
    const error = await refusal(scanner.scan("http://127.0.0.1:1/"));
    expect(error.kind).toBe("upstream_failed");
  });
});
