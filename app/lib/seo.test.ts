import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { languageVersions, pageMeta, siteFromMatches, webPageJsonLd } from "./seo.ts";

const site = { ownerName: "Omar Haddad", siteUrl: "https://example.com" };
const base = { title: "Tools", description: "Calculators and checks." };

const links = (meta: MetaDescriptor[], rel: string) =>
  meta
    .filter((m) => "tagName" in m && m.tagName === "link" && m.rel === rel)
    .map((m) => ({ hreflang: (m as { hrefLang?: string }).hrefLang, href: (m as { href: string }).href }));
const property = (meta: MetaDescriptor[], name: string) =>
  meta.filter((m) => "property" in m && m.property === name).map((m) => (m as { content: string }).content);

describe("pageMeta: languages", () => {
  it("gives an English page its canonical, both languages and x-default (English)", () => {
    const meta = pageMeta(site, { ...base, path: "/tools" });
    expect(links(meta, "canonical")).toEqual([{ hreflang: undefined, href: "https://example.com/tools" }]);
    expect(links(meta, "alternate")).toEqual([
      { hreflang: "en", href: "https://example.com/tools" },
      { hreflang: "ar", href: "https://example.com/ar/tools" },
      { hreflang: "x-default", href: "https://example.com/tools" },
    ]);
    expect(property(meta, "og:locale")).toEqual(["en_US"]);
    expect(property(meta, "og:locale:alternate")).toEqual(["ar_AE"]);
    expect(property(meta, "og:url")).toEqual(["https://example.com/tools"]);
  });

  it("reads the language from an /ar path, or puts the path in the given locale", () => {
    for (const input of [{ path: "/ar/tools" }, { path: "/tools", locale: "ar" as const }]) {
      const meta = pageMeta(site, { ...base, ...input });
      expect(links(meta, "canonical")[0]?.href).toBe("https://example.com/ar/tools");
      expect(links(meta, "alternate").map((l) => l.href)).toEqual([
        "https://example.com/tools",
        "https://example.com/ar/tools",
        "https://example.com/tools",
      ]);
      expect(property(meta, "og:locale")).toEqual(["ar_AE"]);
      expect(property(meta, "og:locale:alternate")).toEqual(["en_US"]);
    }
  });

  it("the landing page's Arabic address is /ar, without a trailing slash", () => {
    const meta = pageMeta(site, { ...base, path: "/", locale: "ar" });
    expect(links(meta, "canonical")[0]?.href).toBe("https://example.com/ar");
    expect(links(meta, "alternate").find((l) => l.hreflang === "en")?.href).toBe("https://example.com/");
  });

  it("takes a translation with another address", () => {
    const meta = pageMeta(site, { ...base, path: "/ar/blog/b", alternates: { en: "/blog/a" } });
    expect(links(meta, "canonical")[0]?.href).toBe("https://example.com/ar/blog/b");
    expect(links(meta, "alternate")).toEqual([
      { hreflang: "en", href: "https://example.com/blog/a" },
      { hreflang: "ar", href: "https://example.com/ar/blog/b" },
      { hreflang: "x-default", href: "https://example.com/blog/a" },
    ]);
  });

  it("a page without translation lists only itself, and no alternate og:locale", () => {
    const meta = pageMeta(site, { ...base, path: "/ar/blog/b", alternates: "none" });
    expect(links(meta, "alternate")).toEqual([{ hreflang: "ar", href: "https://example.com/ar/blog/b" }]);
    expect(property(meta, "og:locale:alternate")).toEqual([]);
  });

  it("the page's own address wins over an alternate naming it differently", () => {
    expect(languageVersions("/blog/a", "en", { en: "/blog/old", ar: "/ar/blog/b" })).toEqual({
      en: "/blog/a",
      ar: "/ar/blog/b",
    });
  });

  it("puts the page's language on JSON-LD that describes the page, not on a person", () => {
    const page = webPageJsonLd(site, { ...base, path: "/ar/career" });
    const person = { "@type": "Person", name: "Omar" };
    const meta = pageMeta(site, { ...base, path: "/ar/career", jsonLd: [page, person] });
    const blocks = meta
      .filter((m) => "script:ld+json" in m)
      .map((m) => (m as Record<string, object>)["script:ld+json"]);
    expect(blocks).toEqual([{ ...page, inLanguage: "ar" }, person]);
  });
});

describe("siteFromMatches", () => {
  it("names the owner as the root loader's profile does in the page's language", () => {
    const site = { ownerName: "Omar Haddad", siteUrl: "https://example.com" };
    const arabic = siteFromMatches([{ loaderData: { site, profile: { name: "عمر حداد" } } }]);
    expect(arabic).toEqual({ ownerName: "عمر حداد", siteUrl: "https://example.com" });
    const meta = pageMeta(arabic!, { title: "t", description: "d", path: "/ar/tools" });
    expect(meta).toContainEqual({ property: "og:site_name", content: "عمر حداد" });
    // Without the root's data there is no site to build metadata from.
    expect(siteFromMatches([])).toBeUndefined();
  });
});
