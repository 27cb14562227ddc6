import type * as Cheerio from "cheerio";
import type { ScanCheck } from "#domain/schemas/scan-rules.ts";
import { ENGLISH, type ScannerT } from "./messages.ts";
import type { Headers } from "./security-headers.ts";

/**
 * On-page checks of the kind Lighthouse's SEO category runs (document title, meta description, HTTP
 * status, crawlability, canonical, lang, viewport, image alt) plus an h1 and Open Graph tags.
 */
let cheerio: Promise<typeof Cheerio> | undefined;

/** cheerio loads with the first scan, not with every process. */
export async function analyseHtml(
  html: string,
  context: { status: number; headers: Headers; url: URL },
  t: ScannerT = ENGLISH,
) {
  cheerio ??= import("cheerio");
  const $ = (await cheerio).load(html);
  const title = $("title").first().text().trim();
  const description = $('meta[name="description" i]').attr("content")?.trim() ?? "";
  const viewport = $('meta[name="viewport" i]').attr("content") ?? "";
  const robots = [$('meta[name="robots" i]').attr("content") ?? "", String(context.headers["x-robots-tag"] ?? "")]
    .join(",")
    .toLowerCase();
  const canonicalHref = $('link[rel~="canonical" i]').attr("href")?.trim();
  const lang = $("html").attr("lang")?.trim() ?? "";
  const h1Count = $("h1").length;
  const images = $("img");
  const missingAlt = images.filter((_, img) => $(img).attr("alt") === undefined).length;
  const hasOgTags = $('meta[property^="og:" i]').length > 0;
  const responsive = /width\s*=\s*device-width/i.test(viewport);

  const quoted = (text: string) => t("quoted", { text });
  const checks: ScanCheck[] = [
    {
      id: "http-status",
      label: t("seo.httpStatus.label"),
      passed: context.status >= 200 && context.status < 400,
      detail: t("seo.httpStatus.detail", { status: String(context.status) }),
    },
    {
      id: "title",
      label: t("seo.title.label"),
      passed: title.length > 0,
      detail: title ? quoted(truncate(title, 70)) : t("seo.title.missing"),
    },
    {
      id: "meta-description",
      label: t("seo.description.label"),
      passed: description.length > 0,
      detail: description ? quoted(truncate(description, 120)) : t("seo.description.missing"),
    },
    {
      id: "viewport",
      label: t("seo.viewport.label"),
      passed: responsive,
      detail: responsive ? t("seo.viewport.ok") : t("seo.viewport.missing"),
    },
    {
      id: "crawlable",
      label: t("seo.crawlable.label"),
      passed: !/noindex|none/.test(robots),
      detail: /noindex|none/.test(robots) ? t("seo.crawlable.blocked") : t("seo.crawlable.ok"),
    },
    {
      id: "canonical",
      label: t("seo.canonical.label"),
      passed: !!canonicalHref && URL.canParse(canonicalHref, context.url),
      detail: canonicalHref
        ? t("seo.canonical.found", { href: truncate(canonicalHref, 100) })
        : t("seo.canonical.missing"),
    },
    {
      id: "lang",
      label: t("seo.lang.label"),
      passed: lang.length > 0,
      detail: lang ? t("seo.lang.found", { lang }) : t("seo.lang.missing"),
    },
    {
      id: "h1",
      label: t("seo.h1.label"),
      passed: h1Count === 1,
      detail: h1Count === 1 ? t("seo.h1.one") : h1Count === 0 ? t("seo.h1.none") : t("seo.h1.many", { count: h1Count }),
    },
    {
      id: "image-alt",
      label: t("seo.imageAlt.label"),
      passed: missingAlt === 0,
      detail:
        images.length === 0
          ? t("seo.imageAlt.none")
          : missingAlt === 0
            ? t("seo.imageAlt.all", { count: images.length })
            : t("seo.imageAlt.missing", { missing: missingAlt, count: images.length }),
    },
    {
      id: "open-graph",
      label: t("seo.openGraph.label"),
      passed: hasOgTags,
      detail: hasOgTags ? t("seo.openGraph.ok") : t("seo.openGraph.missing"),
    },
  ];
  const score = Math.round((checks.filter((c) => c.passed).length / checks.length) * 100);
  return { hasTitle: title.length > 0, hasMeta: description.length > 0, hasOgTags, responsive, seo: { score, checks } };
}

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
