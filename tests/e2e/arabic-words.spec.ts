import { type CheerioAPI, load } from "cheerio";
import { ARABIC_ARTICLE_SLUG } from "#content/sample-articles.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { E2E_ADMIN } from "./auth-env.ts";
import { publishSampleArticles } from "./blog-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Every word an Arabic reader meets on a public page is Arabic (issue #32): the server-rendered HTML of
// each /ar page, read as a parser reads it (no browser: the whole walk takes a few seconds), has no
// Latin-script word outside the names below in its visible text, <title>, meta description, og:* text,
// aria-label or alt. Code (<pre>, <code>) and text marked as another language (lang="en": the
// language switch's "English") are left out on purpose.

/**
 * Brand, product and technical names that Arabic text writes in Latin letters, as Gulf readers see them
 * (the tech stacks, skills and share buttons), and the e2e admin's sign-in name (a byline is the name an
 * author signed in with; the owner's own byline is Arabic, see localizedAuthorName).
 */
const ALLOWED = new Set([
  // Networks and platforms
  ...["LinkedIn", "GitHub", "X", "WhatsApp", "Telegram", "Discord", "Twitter", "Facebook", "Dune", "Google"],
  // Credentials, standards, abbreviations an Arabic text keeps in Latin
  ...["PMP", "APR", "AI", "APIs", "API", "LLM", "REST", "SQL", "CSS", "BI", "OKRs", "DeFi", "NFTs", "DAOs", "A/B"],
  ...["RAG", "RSS", "PDF", "HTTPS", "UTC"],
  // Technologies and tools
  ...["Web3", "React", "Native", "TypeScript", "Node.js", "Python", "Solidity", "Ethers.js", "Next.js", "The"],
  ...["Graph", "Tailwind", "Zod", "FastAPI", "PostgreSQL", "pgvector", "Azure", "AWS", "Redis", "Analytics"],
  ...["Firebase", "Mixpanel", "scikit-learn", "Apache", "Airflow", "BigQuery", "Power", "Agile", "Scrum", "Jira"],
  ...["Confluence", "metals.dev"],
  // Currency codes (ISO 4217) beside their Arabic names
  ...Intl.supportedValuesOf("currency"),
  // The browser tests' admin, who writes the sample articles (tests/e2e/auth-env.ts)
  ...E2E_ADMIN.name.split(" "),
]);

/** A Latin-script "word": letters, with the digits and joiners names like Node.js or B2B carry. */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:[./'’+#-][A-Za-z0-9]+)*/g;

/** The Open Graph properties that carry words (the rest are addresses, types and locale codes). */
const OG_TEXT = ["og:title", "og:description", "og:site_name", "og:image:alt"];

function textsOf($: CheerioAPI): string[] {
  const texts: string[] = [$("title").text()];
  $('meta[name="description"]').each((_, el) => void texts.push($(el).attr("content") ?? ""));
  for (const property of OG_TEXT) {
    $(`meta[property="${property}"]`).each((_, el) => void texts.push($(el).attr("content") ?? ""));
  }
  $("[aria-label]").each((_, el) => void texts.push($(el).attr("aria-label") ?? ""));
  $("img[alt]").each((_, el) => void texts.push($(el).attr("alt") ?? ""));
  const body = $("body").clone();
  body.find("script, style, template, noscript, pre, code, svg").remove();
  // The network articles' titles and excerpts are other sites' words (the owner's posts elsewhere, read
  // from their feeds, in whatever language they were written); whether they are shown depends on what
  // other tests have made the live-data cache fetch.
  body.find("#articles li").remove();
  // Likewise the live data: the market snapshot's tickers and the news headlines are the providers'.
  body.find('[id^="news-panel-"] li').remove();
  body.find(`ul[aria-label="${CATALOGUE.live.ar["market.quotes"]}"] li`).remove();
  // And the crypto tracker's rows: coin names and symbols as CoinGecko gives them (Bitcoin, BTC).
  body.find(`[aria-label="${CATALOGUE.tools.ar["crypto.tableLabel"]}"] tbody`).remove();
  body.find("[lang]:not([lang='ar'])").remove();
  // Each text node on its own: neighbouring elements' words must not run together ("ReactTypeScript").
  body
    .find("*")
    .contents()
    .each((_, node) => {
      if (node.type === "text") texts.push(node.data);
    });
  return texts;
}

/**
 * The blog index with only the sample article's card: other browser tests write articles of their own
 * (with made-up Latin slugs and titles) into the same server while this one runs. Their words are an
 * author's, not the site's.
 */
function onlySampleCard(html: string): string {
  const $ = load(html);
  $("article")
    .filter((_, card) => $(card).find(`a[href$="/${ARABIC_ARTICLE_SLUG}"]`).length === 0)
    .remove();
  return $.html();
}

/** The Latin-script words on the page that are not on the list, with a few characters either side. */
function strayLatin(html: string): string[] {
  const stray = new Set<string>();
  for (const text of textsOf(load(html))) {
    for (const match of text.matchAll(LATIN_WORD)) {
      const word = match[0];
      // E-mail addresses are not words a reader reads as prose.
      if (ALLOWED.has(word) || text.charAt(match.index + word.length) === "@" || text.charAt(match.index - 1) === "@")
        continue;
      stray.add(
        `${word} «${text.slice(Math.max(0, match.index - 20), match.index + word.length + 20).replace(/\s+/g, " ")}»`,
      );
    }
  }
  return [...stray];
}

const PAGES = [
  "/ar",
  "/ar/islamic-fintech",
  ...["bnpl", "advance-salary", "home-finance", "car-finance", "takaful", "zakat-waqf"].map(
    (product) => `/ar/islamic-fintech?product=${product}`,
  ),
  ...["murabaha", "home-finance", "flat-rate", "zakat", "purification"].map(
    (calculator) => `/ar/islamic-fintech/calculators/${calculator}`,
  ),
  ...["crypto", "currency", "units", "scanner", "loan"].map((tab) => `/ar/tools?tab=${tab}`),
  "/ar/career",
  ...[1, 2, 3, 4, 5, 6, 7].map((id) => `/ar/project/${id}`),
  "/ar/project/99",
  ...["fintech", "edtech", "ecommerce", "daas"].map((id) => `/ar/solutions/${id}`),
  // The booking page, its time-zone picker in Arabic city names since issue #36.
  "/ar/book",
  "/ar/book/manage",
  "/ar/newsletter/confirm",
  "/ar/newsletter/unsubscribe",
  "/ar/blog",
  `/ar/blog/${ARABIC_ARTICLE_SLUG}`,
  "/ar/no-such-page",
];

test("every public page in Arabic speaks Arabic: no Latin word outside the brand and technical names", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await publishSampleArticles(browser, baseURL!);

  const found: Record<string, string[]> = {};
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.headers()["content-type"], path).toContain("text/html");
    const html = await response.text();
    expect(html, path).toContain('<html lang="ar" dir="rtl"');
    const stray = strayLatin(path === "/ar/blog" ? onlySampleCard(html) : html);
    if (stray.length > 0) found[path] = stray;
  }
  expect(found).toEqual({});
});

test("the check finds a Latin word: an English page fails it", async ({ request }) => {
  expect(strayLatin(await (await request.get("/career")).text()).length).toBeGreaterThan(10);
  const html =
    '<html><head><title>Page Not Found | عمر حداد</title></head><body><p lang="en">English</p></body></html>';
  expect(strayLatin(html).map((entry) => entry.split(" ")[0])).toEqual(["Page", "Not", "Found"]);
});
