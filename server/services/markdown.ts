import GithubSlugger from "github-slugger";
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import markdown from "highlight.js/lib/languages/markdown";
import plaintext from "highlight.js/lib/languages/plaintext";
import python from "highlight.js/lib/languages/python";
import rust from "highlight.js/lib/languages/rust";
import shell from "highlight.js/lib/languages/shell";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import { Marked, type Tokens } from "marked";
import { markedHighlight } from "marked-highlight";
import sanitizeHtml from "sanitize-html";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";

/**
 * Article markdown → safe HTML, on the server only. marked renders (GFM), highlight.js colours code
 * blocks, github-slugger gives headings stable ids with a visible anchor, and sanitize-html applies an
 * allow-list last, so whatever the markdown or its raw HTML says, no script, event handler,
 * javascript: URL or style attribute reaches the page.
 */

const LANGUAGES = {
  bash,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  markdown,
  plaintext,
  python,
  rust,
  shell,
  sql,
  typescript,
  xml,
  yaml,
};
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
hljs.registerAliases(["js", "jsx", "mjs"], { languageName: "javascript" });
hljs.registerAliases(["ts", "tsx"], { languageName: "typescript" });
hljs.registerAliases(["sh", "zsh", "console"], { languageName: "bash" });
hljs.registerAliases(["html", "svg"], { languageName: "xml" });
hljs.registerAliases(["yml"], { languageName: "yaml" });
hljs.registerAliases(["md"], { languageName: "markdown" });
hljs.registerAliases(["py"], { languageName: "python" });
hljs.registerAliases(["text", "txt"], { languageName: "plaintext" });

export type Heading = { id: string; text: string; depth: number };
export type RenderedMarkdown = { html: string; headings: Heading[]; wordCount: number };

/** The five entities the sanitiser writes, back to their characters (for plain-text parts and counts). */
export const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
const stripTags = (html: string) => html.replace(/<[^>]*>/g, "");
const escapeAttr = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The page's title is the only h1, so the article's top heading level becomes h2 (`#` or, as authors
 * often write, `##`), the next one h3, and so on down to h6; and no heading is more than one level
 * below the one before it (`##` then `####` gives h2, h3), so the page never skips a level.
 */
const headingLevel = (depth: number, topDepth: number, previous: number) =>
  Math.min(6, depth - topDepth + 2, previous + 1);

const HEADING_TAGS = ["h2", "h3", "h4", "h5", "h6"];
/** Element ids of the page around the article (landmarks, skip link, header, section anchors). */
const RESERVED_IDS = ["main", "content", "article-content", "blog", "top", "header", "footer", "contact", "section"];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADING_TAGS,
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "del",
    "s",
    "sup",
    "sub",
    "kbd",
    "mark",
    "abbr",
    "code",
    "pre",
    "span",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "details",
    "summary",
    "input",
  ],
  allowedAttributes: {
    a: ["href", "title", "class", "aria-label", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    code: ["class"],
    pre: ["tabindex"],
    span: ["class"],
    abbr: ["title"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    input: ["type", "checked", "disabled"],
    ...Object.fromEntries(HEADING_TAGS.map((tag) => [tag, ["id"]])),
  },
  allowedClasses: {
    a: ["heading-anchor"],
    code: ["hljs", "language-*"],
    span: ["hljs-*"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  // The CSP loads remote images over https only.
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The only input allowed is GFM's read-only task-list checkbox.
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
  transformTags: {
    // A code block scrolls sideways when its lines are long: keyboard users must be able to reach it.
    pre: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : withoutTarget(attribs),
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    input: (tagName, attribs) => ({
      tagName,
      attribs: { type: "checkbox", disabled: "", ...("checked" in attribs ? { checked: "" } : {}) },
    }),
  },
};

/**
 * Only the ids this render gave its headings survive: an id in raw HTML (say `id="main"`) could
 * otherwise shadow the page's own landmarks and skip link.
 */
function sanitizeOptions(headingIds: ReadonlySet<string>): sanitizeHtml.IOptions {
  const unused = new Set(headingIds);
  const keepOwnId = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const id = attribs.id && unused.delete(attribs.id) ? attribs.id : null;
    return { tagName, attribs: id ? { id } : {} };
  };
  return {
    ...SANITIZE,
    transformTags: {
      ...SANITIZE.transformTags,
      ...Object.fromEntries(HEADING_TAGS.map((tag) => [tag, keepOwnId])),
      h1: (_tagName: string, attribs: sanitizeHtml.Attributes) => keepOwnId("h2", attribs),
    },
  };
}

function withoutTarget(attribs: sanitizeHtml.Attributes) {
  const { target: _target, rel: _rel, ...rest } = attribs;
  return rest;
}

/**
 * Renders article markdown to sanitised HTML, with the headings (for a table of contents) and the word
 * count. `locale` is the article's language: the heading anchors' screen-reader labels are in it.
 */
export function renderMarkdown(source: string, locale: Locale = "en"): RenderedMarkdown {
  const t = createTranslator(locale, CATALOGUE.blog[locale]);
  const slugger = new GithubSlugger();
  // Ids the page itself uses are taken first, so a heading named "Main" becomes "main-1".
  for (const id of RESERVED_IDS) slugger.slug(id);
  const headings: Heading[] = [];
  // The shallowest markdown heading in the article (walkTokens sees every token before rendering starts),
  // and the level of the last heading rendered (the page title's h1 to begin with).
  let topDepth = 6;
  let previousLevel = 1;
  const marked = new Marked(
    markedHighlight({
      emptyLangClass: "hljs",
      langPrefix: "hljs language-",
      highlight(code, lang) {
        const language = hljs.getLanguage(lang) ? lang : "plaintext";
        return hljs.highlight(code, { language, ignoreIllegals: true }).value;
      },
    }),
    {
      gfm: true,
      walkTokens(token) {
        if (token.type === "heading") topDepth = Math.min(topDepth, (token as Tokens.Heading).depth);
      },
      renderer: {
        heading(
          this: { parser: { parseInline: (tokens: Tokens.Heading["tokens"]) => string } },
          token: Tokens.Heading,
        ) {
          const inner = this.parser.parseInline(token.tokens);
          const text = decodeEntities(stripTags(inner)).trim();
          const id = slugger.slug(text) || "section";
          const level = headingLevel(token.depth, topDepth, previousLevel);
          previousLevel = level;
          headings.push({ id, text, depth: level });
          return `<h${level} id="${escapeAttr(id)}">${inner} <a class="heading-anchor" href="#${escapeAttr(id)}" aria-label="${escapeAttr(t("article.headingAnchor", { heading: text }))}">#</a></h${level}>\n`;
        },
      },
    },
  );
  const raw = marked.parse(source, { async: false });
  const html = sanitizeHtml(raw, sanitizeOptions(new Set(headings.map((h) => h.id))));
  return { html, headings, wordCount: countHtmlWords(html) };
}

function countHtmlWords(html: string): number {
  const text = decodeEntities(stripTags(html.replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, "")));
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Plain text from markdown (feed summaries, descriptions): rendered, sanitised, then stripped of tags. */
export function markdownToText(source: string): string {
  return decodeEntities(stripTags(renderMarkdown(source).html.replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, "")))
    .replace(/\s+/g, " ")
    .trim();
}
