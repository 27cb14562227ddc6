import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadCountryLookup } from "./country.ts";
import {
  asksNotToBeTracked,
  countedPath,
  deviceAndBrowser,
  isNotAPersonViewing,
  referrerPage,
  sourceOf,
  startsNewVisit,
  utmOf,
  VISIT_WINDOW_MS,
  visitorDigest,
  visitorHash,
  visitorHashFromDigest,
} from "./rules.ts";

const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

describe("visitor hash", () => {
  it("is the same visitor on one day and another visitor with the next day's salt", () => {
    const today = Buffer.from("a".repeat(32));
    const tomorrow = Buffer.from("b".repeat(32));
    const one = visitorHash(today, "203.0.113.7", CHROME, "example.com");
    expect(visitorHash(today, "203.0.113.7", CHROME, "example.com")).toBe(one);
    expect(visitorHash(tomorrow, "203.0.113.7", CHROME, "example.com")).not.toBe(one);
    expect(visitorHash(today, "203.0.113.8", CHROME, "example.com")).not.toBe(one);
    expect(visitorHash(today, "203.0.113.7", IPHONE, "example.com")).not.toBe(one);
    expect(visitorHash(today, "203.0.113.7", CHROME, "other.example")).not.toBe(one);
  });

  it("gives the same hash through the in-memory digest, and never contains the address", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 32 }), fc.string(), fc.string(), (salt, ip, agent) => {
        const hash = visitorHash(salt, ip, agent, "example.com");
        expect(visitorHashFromDigest(salt, visitorDigest(ip, agent, "example.com"))).toBe(hash);
        expect(hash).toMatch(/^[\w-]{22}$/);
      }),
    );
  });

  it("keeps fields apart: moving a character from the address to the agent changes the hash", () => {
    const salt = Buffer.alloc(32, 1);
    expect(visitorHash(salt, "1.2.3.4", "5x", "s")).not.toBe(visitorHash(salt, "1.2.3.45", "x", "s"));
  });
});

describe("who is not counted", () => {
  it("GPC or DNT: no visitor hash", () => {
    expect(asksNotToBeTracked(headers({ "sec-gpc": "1" }))).toBe(true);
    expect(asksNotToBeTracked(headers({ dnt: "1" }))).toBe(true);
    expect(asksNotToBeTracked(headers({ dnt: "0" }))).toBe(false);
    expect(asksNotToBeTracked(headers({}))).toBe(false);
  });

  it("bots, HEAD, prefetch and prerender, and no user agent are not a person viewing", () => {
    expect(isNotAPersonViewing("GET", headers({ "user-agent": CHROME }))).toBe(false);
    expect(isNotAPersonViewing("GET", headers({ "user-agent": IPHONE }))).toBe(false);
    expect(isNotAPersonViewing("HEAD", headers({ "user-agent": CHROME }))).toBe(true);
    expect(isNotAPersonViewing("GET", headers({ "user-agent": CHROME, purpose: "prefetch" }))).toBe(true);
    expect(isNotAPersonViewing("GET", headers({ "user-agent": CHROME, "sec-purpose": "prefetch;prerender" }))).toBe(
      true,
    );
    expect(isNotAPersonViewing("GET", headers({ "user-agent": CHROME, "x-moz": "prefetch" }))).toBe(true);
    expect(isNotAPersonViewing("GET", headers({}))).toBe(true);
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "curl/8.5.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
    ]) {
      expect(isNotAPersonViewing("GET", headers({ "user-agent": bot })), bot).toBe(true);
    }
  });

  it("checks a hostile, very long user agent in bounded time (the patterns see at most 512 characters)", () => {
    const hostile = `Mozilla/5.0 ${"(a".repeat(200_000)}`;
    const start = performance.now();
    isNotAPersonViewing("GET", headers({ "user-agent": hostile }));
    deviceAndBrowser(hostile);
    expect(performance.now() - start).toBeLessThan(200);
  });
});

describe("the visit window", () => {
  it("a view less than 30 minutes after the last one continues the visit; 30 minutes or more starts one", () => {
    const at = new Date("2026-11-28T10:00:00Z");
    expect(startsNewVisit(null, at)).toBe(true);
    expect(startsNewVisit(new Date(at.getTime() - VISIT_WINDOW_MS + 1), at)).toBe(false);
    expect(startsNewVisit(new Date(at.getTime() - VISIT_WINDOW_MS), at)).toBe(true);
  });
});

describe("sources", () => {
  const site = "consultant.example";
  it("groups referrers into names an owner knows", () => {
    const cases: Array<[string | undefined, string]> = [
      ["https://www.linkedin.com/feed/", "LinkedIn"],
      ["https://lnkd.in/abc", "LinkedIn"],
      ["https://www.google.com/", "Google"],
      ["https://www.google.ae/", "Google"],
      ["https://www.bing.com/search?q=x", "Bing"],
      ["https://t.co/xyz", "X"],
      ["https://x.com/someone", "X"],
      ["https://l.facebook.com/l.php?u=x", "Facebook"],
      ["https://web.whatsapp.com/", "WhatsApp"],
      ["https://t.me/channel", "Telegram"],
      ["https://github.com/owner/repo", "GitHub"],
      ["https://news.ycombinator.com/item?id=1", "news.ycombinator.com"],
      [undefined, "Direct"],
      ["not a url", "Direct"],
      [`https://${site}/blog`, "Direct"],
      ["javascript:alert(1)", "Direct"],
    ];
    for (const [referrer, name] of cases) expect(sourceOf(referrer, null, site), String(referrer)).toBe(name);
  });

  it("a link's utm_source names the source, under the known name when there is one", () => {
    expect(sourceOf("https://www.google.com/", "linkedin", site)).toBe("LinkedIn");
    expect(sourceOf(undefined, "newsletter", site)).toBe("Newsletter");
    expect(sourceOf(undefined, "Slides-Talk", site)).toBe("slides-talk");
  });

  it("reads the five UTM fields and strips every parameter from the counted path", () => {
    const url = "/blog/launch/?utm_source=linkedin&utm_medium=social&utm_campaign=launch-post&utm_term=&fbclid=1#top";
    expect(utmOf(url)).toEqual({
      source: "linkedin",
      medium: "social",
      campaign: "launch-post",
      term: null,
      content: null,
    });
    expect(countedPath(url)).toBe("/blog/launch");
    expect(countedPath("/")).toBe("/");
    expect(countedPath("/ar?gclid=2")).toBe("/ar");
  });

  it("shows a 404's referrer as site and path, without its query", () => {
    expect(referrerPage("https://partner.example/links?me=secret", site)).toBe("partner.example/links");
    expect(referrerPage(`https://${site}/blog/old`, site)).toBe("/blog/old");
    expect(referrerPage(undefined, site)).toBeNull();
  });
});

describe("device, browser and country", () => {
  it("reads the device class and browser family", () => {
    expect(deviceAndBrowser(CHROME)).toEqual({ device: "desktop", browser: "Chrome" });
    expect(deviceAndBrowser(IPHONE)).toEqual({ device: "mobile", browser: "Safari" });
  });

  it("finds the country in the shipped database, and nothing for a private or unknown address", async () => {
    const country = await loadCountryLookup();
    expect(country("8.8.8.8")).toBe("US");
    expect(country("::ffff:8.8.8.8")).toBe("US");
    expect(country("127.0.0.1")).toBeNull();
    expect(country("unknown")).toBeNull();
  });
});
