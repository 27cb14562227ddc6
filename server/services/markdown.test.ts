import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { XSS_VECTORS } from "#tests/xss-vectors.ts";
import { markdownToText, renderMarkdown } from "./markdown.ts";

const FORBIDDEN_TAGS =
  /^(script|iframe|object|embed|style|link|meta|base|form|svg|math|video|audio|source|textarea|select|button|template|noscript|xmp|body|html|head|title|marquee|isindex|keygen)$/;

describe("renderMarkdown", () => {
  it("renders GFM with heading anchors, highlighted code and safe external links", () => {
    const { html, headings, wordCount } = renderMarkdown(
      [
        "# Getting started",
        "",
        "Read the [guide](https://example.com/guide) or [our page](/career).",
        "",
        "```ts",
        "const rate: number = 0.05;",
        "```",
        "",
        "## Getting started",
        "",
        "| a | b |",
        "|---|---|",
        "| 1 | 2 |",
      ].join("\n"),
    );
    // The page title is the h1, so markdown headings move down a level; repeated ones get unique ids.
    expect(html).toContain(
      '<h2 id="getting-started">Getting started <a class="heading-anchor" href="#getting-started"',
    );
    expect(html).toContain('<h3 id="getting-started-1">');
    expect(headings).toEqual([
      { id: "getting-started", text: "Getting started", depth: 2 },
      { id: "getting-started-1", text: "Getting started", depth: 3 },
    ]);
    expect(html).toContain('<a href="https://example.com/guide" rel="noopener noreferrer" target="_blank">guide</a>');
    expect(html).toContain('<a href="/career">our page</a>');
    expect(html).toContain('<code class="hljs language-ts"><span class="hljs-keyword">const</span>');
    // A code block may scroll sideways, so it takes keyboard focus (axe: scrollable-region-focusable).
    expect(html).toContain('<pre tabindex="0"><code class="hljs language-ts">');
    expect(html).toContain("<table>");
    expect(wordCount).toBeGreaterThanOrEqual(14);
  });

  it("starts at h2 whatever level the article starts at, and never skips a level", () => {
    const levels = (source: string) => renderMarkdown(source).headings.map((heading) => heading.depth);
    // Written with ## for sections (the page title being the #): still h2, h3, then back to h2.
    expect(levels("## Why\n\ntext\n\n### Detail\n\n## How")).toEqual([2, 3, 2]);
    // A level jumped in the markdown is not jumped on the page.
    expect(levels("# Top\n\n### Deep\n\n###### Deeper\n\n## Back")).toEqual([2, 3, 4, 3]);
    // A heading deeper than the first one's level, first: still h2.
    expect(levels("### First\n\n## Second")).toEqual([2, 2]);
    const { html } = renderMarkdown("## Why it matters\n\ntext");
    expect(html).toContain('<h2 id="why-it-matters">Why it matters');
  });

  it("labels the heading anchors in the article's language", () => {
    const label = (html: string) => /class="heading-anchor"[^>]*aria-label="([^"]*)"/.exec(html)?.[1];
    expect(label(renderMarkdown("## Why it matters").html)).toBe("Link to the section Why it matters");
    const arabic = label(renderMarkdown("## ما المرابحة؟", "ar").html);
    expect(arabic).toBe("رابط إلى قسم «ما المرابحة؟»");
    expect(arabic).not.toMatch(/[A-Za-z]/);
  });

  it("never lets a page landmark id through, even from raw HTML", () => {
    const { html } = renderMarkdown('# Main\n\n<h2 id="main">raw</h2>\n<h1 id="main-1">raw one</h1>');
    expect(html).toContain('<h2 id="main-1">Main');
    expect(html).not.toMatch(/id="main"/);
    expect(html.match(/id="main-1"/g)).toHaveLength(1);
  });

  it.each(XSS_VECTORS.map((vector, index) => [index, vector] as const))(
    "strips script, handlers, javascript: URLs and styles from vector %i",
    (_index, vector) => {
      const { html } = renderMarkdown(`Intro paragraph.\n\n${vector}\n\nOutro paragraph.`);
      const $ = load(html, null, false);
      for (const element of $("*").toArray()) {
        if (element.type !== "tag") continue;
        expect(element.tagName).not.toMatch(FORBIDDEN_TAGS);
        for (const [name, value] of Object.entries(element.attribs)) {
          expect(name).not.toMatch(/^on/i);
          expect(name).not.toBe("style");
          if (["href", "src", "action", "background", "data", "xlink:href"].includes(name)) {
            expect([...value].filter((c) => c.charCodeAt(0) > 32).join("")).not.toMatch(
              /^(javascript|vbscript|data):/i,
            );
          }
        }
        if (element.tagName === "input") expect(element.attribs.type).toBe("checkbox");
      }
    },
  );

  it("gives plain text for summaries", () => {
    expect(markdownToText("## Title\n\nSome **bold** & <em>more</em>.")).toBe("Title Some bold & more.");
  });
});
