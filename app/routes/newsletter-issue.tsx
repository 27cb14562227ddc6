import { data, Link } from "react-router";
import "#app/components/blog/article.css";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { localizedOwnerName } from "#content/localized.server.ts";
import { formatLongDate } from "#domain/blog.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { newsletterArchivePath, newsletterFeedMeta, newsletterIssuePath } from "#domain/newsletter.ts";
import type { Route } from "./+types/newsletter-issue";

/** /newsletter/issues/:id (and under /ar): one sent issue as a page; hidden, unsent or other-language issues answer 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const issue = await services.newsletterIssues.archived(params.id, locale);
  const i18n = pageI18n(locale, { messages: ["blog"] });
  if (!issue) throw data(null, { status: 404 });
  return {
    locale,
    i18n,
    feedTitle: createTranslator(locale, CATALOGUE.blog[locale])("newsletter.feedTitle", {
      name: localizedOwnerName(site.ownerName, locale),
    }),
    issue: { ...issue, startedAt: issue.startedAt?.toISOString() ?? null },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  if (!site || !loaderData) return [{ title: "Newsletter" }];
  return [
    ...pageMeta(site, {
      title: loaderData.issue.subject,
      description: loaderData.issue.subject,
      path: newsletterIssuePath(loaderData.issue.id, loaderData.locale),
      alternates: "none",
    }),
    newsletterFeedMeta(loaderData.locale, loaderData.feedTitle),
  ];
};

export default function NewsletterIssuePage({ loaderData }: Route.ComponentProps) {
  const t = useT("blog");
  const { issue, locale } = loaderData;
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <article className="mx-auto max-w-3xl">
        <Link to={newsletterArchivePath(locale)} className="text-sm font-medium text-primary hover:underline">
          {t("newsletter.back")}
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl" dir="auto">
          {issue.subject}
        </h1>
        {issue.startedAt ? (
          <p className="mt-2 text-sm text-muted-foreground">
            <time dateTime={issue.startedAt}>{formatLongDate(issue.startedAt, locale)}</time>
          </p>
        ) : null}
        {issue.imageUrl ? <img src={issue.imageUrl} alt={issue.imageAlt} className="mt-6 w-full rounded-lg" /> : null}
        <div
          className="article-body mt-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server (server/services/markdown.ts)
          dangerouslySetInnerHTML={{ __html: issue.html }}
        />
        {issue.cta ? (
          <p className="mt-8">
            <a
              href={issue.cta.url}
              className="inline-flex rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
            >
              {issue.cta.label}
            </a>
          </p>
        ) : null}
      </article>
    </main>
  );
}
