import type * as Cheerio from "cheerio";
import type { ScanCheck } from "#domain/schemas/scan-rules.ts";
import type { Headers } from "./security-headers.ts";

/**
 * On-page checks of the kind Lighthouse's SEO category runs (document title, meta description, HTTP
 * status, crawlability, canonical, lang, viewport, image alt) plus an h1 and Open Graph tags.
 */
let cheerio: Promise<typeof Cheerio> | undefined;

/** cheerio loads with the first scan, not with every process. */
export async function analyseHtml(html: string, context: { status: number; headers: Headers; url: URL }) {
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

  const checks: ScanCheck[] = [
    {
      id: "http-status",
      label: "Successful HTTP status",
      passed: context.status >= 200 && context.status < 400,
      detail: `The page answered ${context.status}.`,
    },
    {
      id: "title",
      label: "Document has a title",
      passed: title.length > 0,
      detail: title ? `"${truncate(title, 70)}"` : "No <title> element.",
    },
    {
      id: "meta-description",
      label: "Meta description",
      passed: description.length > 0,
      detail: description ? `"${truncate(description, 120)}"` : "No meta description.",
    },
    {
      id: "viewport",
      label: "Mobile viewport",
      passed: responsive,
      detail: responsive ? "width=device-width is set." : "No viewport meta tag with width=device-width.",
    },
    {
      id: "crawlable",
      label: "Page can be indexed",
      passed: !/noindex|none/.test(robots),
      detail: /noindex|none/.test(robots)
        ? "A robots directive blocks indexing."
        : "No robots directive blocks indexing.",
    },
    {
      id: "canonical",
      label: "Valid canonical link",
      passed: !!canonicalHref && URL.canParse(canonicalHref, context.url),
      detail: canonicalHref ? `Canonical: ${truncate(canonicalHref, 100)}` : "No canonical link.",
    },
    {
      id: "lang",
      label: "Page language declared",
      passed: lang.length > 0,
      detail: lang ? `lang="${lang}"` : "The <html> element has no lang attribute.",
    },
    {
      id: "h1",
      label: "One main heading (h1)",
      passed: h1Count === 1,
      detail: h1Count === 1 ? "One h1." : h1Count === 0 ? "No h1 heading." : `${h1Count} h1 headings.`,
    },
    {
      id: "image-alt",
      label: "Images have alt text",
      passed: missingAlt === 0,
      detail:
        images.length === 0
          ? "No images."
          : missingAlt === 0
            ? `All ${images.length} images have alt text.`
            : `${missingAlt} of ${images.length} images have no alt attribute.`,
    },
    {
      id: "open-graph",
      label: "Open Graph tags",
      passed: hasOgTags,
      detail: hasOgTags ? "Share previews are described." : "No og: meta tags for share previews.",
    },
  ];
  const score = Math.round((checks.filter((c) => c.passed).length / checks.length) * 100);
  return { hasTitle: title.length > 0, hasMeta: description.length > 0, hasOgTags, responsive, seo: { score, checks } };
}

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
