import type { ContentName, ContentOf } from "#content/localized.server.ts";
import { CALCULATORS } from "#domain/finance/calculate.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { LOCALES, type Locale, localizePath } from "#domain/i18n/locales.ts";

/** The free tools' tabs (app/routes/tools.tsx), each found at its own `?tab=`. */
const TOOL_IDS = ["crypto", "currency", "units", "scanner", "loan"] as const;

/** What a search result says it is (its label comes from the `search` messages, `kind.<kind>`). */
export const SEARCH_KINDS = [
  "article",
  "newsletter",
  "project",
  "solution",
  "service",
  "faq",
  "product",
  "calculator",
  "tool",
  "page",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One findable thing in one language, as its page shows it. */
export type SearchSource = {
  key: string;
  source: "article" | "newsletter" | "content";
  sourceId: string | null;
  kind: SearchKind;
  locale: Locale;
  /** The page's address in its language ("/ar/blog/…"). */
  path: string;
  title: string;
  headings: string;
  body: string;
  date: Date | null;
  visibleFrom: Date | null;
};

/** Body text kept for snippets: enough for any page's first matches, bounded for the row's size. */
export const BODY_LIMIT = 20_000;

/** Markdown as plain words: headings apart, links as their text, images and markup dropped. Linear. */
export function markdownText(markdown: string): { headings: string; body: string } {
  const headings: string[] = [];
  const lines: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.trimStart().startsWith("```")) {
      fenced = !fenced;
      continue;
    }
    const heading = /^#{1,6}\s(.*)$/.exec(line);
    if (heading && !fenced) headings.push(plain(heading[1]!.trim()));
    else lines.push(plain(line));
  }
  return { headings: headings.join("\n"), body: lines.join(" ").replace(/\s+/g, " ").trim().slice(0, BODY_LIMIT) };
}

// Each bracket's contents stop at the next opening one too, so a run of "[" or "<" is read once, not once
// per character (linear: tests/server/regex-lint.test.ts).
function plain(line: string): string {
  return line
    .replace(/!\[[^[\]]*\]\([^()]*\)/g, " ")
    .replace(/\[([^[\]]*)\]\([^()]*\)/g, "$1")
    .replace(/<[^<>]*>/g, " ")
    .replace(/[*_`>#|~]+/g, " ");
}

export type ArticleRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  locale: Locale;
  published: boolean;
  publishedAt: Date | null;
};

/** A published (or scheduled) article; a draft is never indexed. */
export function articleSource(row: ArticleRow): SearchSource | null {
  if (!row.published || !row.publishedAt) return null;
  const { headings, body } = markdownText(row.content);
  return {
    key: `article:${row.id}`,
    source: "article",
    sourceId: row.id,
    kind: "article",
    locale: row.locale,
    path: localizePath(`/blog/${row.slug}`, row.locale),
    title: row.title,
    headings,
    body: `${row.excerpt} ${body}`.slice(0, BODY_LIMIT),
    date: row.publishedAt,
    visibleFrom: row.publishedAt,
  };
}

export type IssueRow = {
  id: string;
  locale: Locale;
  subject: string;
  preheader: string;
  body: string;
  startedAt: Date | null;
};

/** An issue is indexed whatever its state; the query shows it only while it is sent and in the archive. */
export function issueSource(row: IssueRow): SearchSource {
  const { headings, body } = markdownText(row.body);
  return {
    key: `newsletter:${row.id}`,
    source: "newsletter",
    sourceId: row.id,
    kind: "newsletter",
    locale: row.locale,
    path: localizePath(`/newsletter/issues/${row.id}`, row.locale),
    title: row.subject,
    headings,
    body: `${row.preheader} ${body}`.slice(0, BODY_LIMIT),
    date: row.startedAt,
    visibleFrom: null,
  };
}

/** Reads one content module in one language as the owner last published it (never a draft). */
export type PublishedContent = <N extends ContentName>(name: N, locale: Locale) => ContentOf<N>;

const join = (...parts: (string | readonly string[] | undefined)[]) =>
  parts
    .flat()
    .filter((part): part is string => Boolean(part))
    // Items of a list kept apart in snippets ("… Purchase invoice · Ownership passes …").
    .join(" · ");

/** The site content's pages, the calculators and the tools, in both languages. */
export function contentSources(read: PublishedContent): SearchSource[] {
  const sources: SearchSource[] = [];
  for (const locale of LOCALES) {
    // The menu's name for each kind of page (Career, Tools…) is a heading of its documents, so it finds them.
    const nav = CATALOGUE.common[locale] as Readonly<Record<string, unknown>>;
    const add = (kind: SearchKind, item: string, path: string, title: string, body: string, headings = ""): void => {
      sources.push({
        key: `content:${kind}:${item}:${locale}`,
        source: "content",
        sourceId: null,
        kind,
        locale,
        path: localizePath(path, locale),
        title,
        headings,
        body: body.slice(0, BODY_LIMIT),
        date: null,
        visibleFrom: null,
      });
    };
    for (const project of read("projects", locale).items) {
      add(
        "project",
        String(project.id),
        `/project/${project.id}`,
        project.title,
        join(project.description, project.category, project.techStack, project.caseStudy),
        text(nav["nav.portfolio"]),
      );
    }
    for (const solution of read("solutions", locale).items) {
      add(
        "solution",
        solution.id,
        `/solutions/${solution.id}`,
        solution.title,
        join(solution.description, solution.category, solution.offerings),
        text(nav["nav.solutions"]),
      );
    }
    for (const service of read("services", locale).items) {
      add(
        "service",
        service.id,
        "/#services",
        service.title,
        join(service.description, serviceWords(service)),
        text(nav["nav.services"]),
      );
    }
    for (const question of read("faq", locale).items) {
      add("faq", question.id, "/#faq", question.question, question.answer, read("faq", locale).section.title);
    }
    for (const product of read("islamicProducts", locale)) {
      add(
        "product",
        product.id,
        `/islamic-fintech?product=${product.id}`,
        product.title,
        join(
          product.subtitle,
          product.description,
          product.features,
          product.benefits,
          product.steps.flatMap((s) => [s.description, ...s.actions]),
        ),
        join(
          product.contractType,
          product.steps.map((step) => step.title),
          text(nav["nav.islamicFintech"]),
        ),
      );
    }
    const fintech = read("islamicFintechPage", locale);
    add(
      "page",
      "islamic-fintech",
      "/islamic-fintech",
      fintech.title,
      collectText(fintech),
      text(nav["nav.islamicFintech"]),
    );
    const career = read("career", locale);
    add(
      "page",
      "career",
      "/career",
      career.title,
      join(
        career.description,
        career.intro,
        career.cards.map((card) => card.text),
      ),
      join(
        career.cards.map((card) => card.title),
        text(nav["nav.career"]),
      ),
    );
    const finance = CATALOGUE.finance[locale] as Readonly<Record<string, unknown>>;
    for (const slug of Object.keys(CALCULATORS)) {
      add(
        "calculator",
        slug,
        `/islamic-fintech/calculators/${slug}`,
        text(finance[`title.${slug}`]) || slug,
        join(text(finance[`intro.${slug}`]), text(finance["page.eyebrow"])),
      );
    }
    const tools = CATALOGUE.tools[locale] as Readonly<Record<string, unknown>>;
    for (const id of TOOL_IDS) {
      add(
        "tool",
        id,
        `/tools?tab=${id}`,
        text(tools[`${id}.title`]) || text(tools[`tabs.${id}`]),
        join(text(tools[`${id}.intro`]), text(tools["page.intro"])),
        join(text(tools[`tabs.${id}`]), text(nav["nav.tools"])),
      );
    }
  }
  return sources;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Every string a service card holds beyond its title and description (its points, if any). */
function serviceWords(service: object): string[] {
  const { title: _title, description: _description, id: _id, ...rest } = service as Record<string, unknown>;
  return collectText(rest).split(" ");
}

/** Every string in a content value, for pages whose whole copy is worth finding. */
function collectText(value: unknown): string {
  const out: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node === "string") {
      if (!node.startsWith("/") && !node.startsWith("http")) out.push(node);
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") Object.values(node).forEach(visit);
  };
  visit(value);
  return out.join(" ");
}
