import { Link } from "react-router";
import { Rss } from "#app/components/icons.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { localizedOwnerName } from "#content/localized.server.ts";
import { formatLongDate } from "#domain/blog.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import {
  NEWSLETTER_FEED_PATH,
  newsletterArchivePath,
  newsletterFeedMeta,
  newsletterIssuePath,
} from "#domain/newsletter.ts";
import type { Route } from "./+types/newsletter-archive";

/** /newsletter and /ar/newsletter: the issues sent to that language's subscribers (the owner can hide one), with a feed. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const issues = await services.newsletterIssues.archive(locale);
  const t = createTranslator(locale, CATALOGUE.blog[locale]);
  // The owner's name as this language writes it (عمر حداد in the Arabic title, description and feed link).
  const name = localizedOwnerName(site.ownerName, locale);
  return {
    locale,
    issues: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      preheader: issue.preheader,
      sentAt: issue.startedAt?.toISOString() ?? null,
    })),
    text: {
      title: t("newsletter.metaTitle", { name }),
      description: t("newsletter.metaDescription", { name }),
      feedTitle: t("newsletter.feedTitle", { name }),
    },
    i18n: pageI18n(locale, { messages: ["blog"] }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  if (!site || !loaderData) return [{ title: "Newsletter" }];
  return [
    ...pageMeta(site, {
      title: loaderData.text.title,
      description: loaderData.text.description,
      path: newsletterArchivePath(loaderData.locale),
    }),
    newsletterFeedMeta(loaderData.locale, loaderData.text.feedTitle),
  ];
};

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const t = useT("blog");
  const localize = useLocalize();
  const { issues, locale } = loaderData;
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("newsletter.title")}</h1>
            <p className="mt-2 text-muted-foreground">{t("newsletter.intro")}</p>
          </div>
          <a
            href={localize(NEWSLETTER_FEED_PATH)}
            className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {t("newsletter.rss")}
          </a>
        </div>
        {issues.length === 0 ? (
          <p className="mt-10 text-muted-foreground">{t("newsletter.empty")}</p>
        ) : (
          <ul className="mt-10 grid gap-4">
            {issues.map((issue) => (
              <li key={issue.id} className="rounded-lg border bg-card p-5 text-card-foreground">
                <h2 className="text-lg font-semibold">
                  <Link to={newsletterIssuePath(issue.id, locale)} className="hover:underline" dir="auto">
                    {issue.subject}
                  </Link>
                </h2>
                {issue.sentAt ? (
                  <p className="mt-1 text-sm text-muted-foreground">
                    <time dateTime={issue.sentAt}>{formatLongDate(issue.sentAt, locale)}</time>
                  </p>
                ) : null}
                {issue.preheader ? (
                  <p className="mt-2" dir="auto">
                    {issue.preheader}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
