import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { readWords, useT } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import type { Route } from "./+types/privacy";

/** /privacy and /ar/privacy (issue #44): exactly what the site counts about visits and keeps, in the page's language. */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  // The retention the server runs with (ANALYTICS_RAW_DAYS), so the page never states another.
  const rawDays = getAppContext(context).services.insights.rawDays;
  return { i18n: pageI18n(locale, { messages: ["pages"] }), rawDays };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const words = readWords(loaderData?.i18n)?.messages?.pages;
  if (!words) return [];
  const site = siteFromMatches(matches);
  const title = String(words["privacy.title"] ?? "");
  if (!site) return [{ title }];
  return pageMeta(site, {
    title: `${title} | ${site.ownerName}`,
    description: String(words["privacy.description"] ?? ""),
    path: localizePath("/privacy", localeFromPath(location.pathname)),
  });
};

const SECTIONS = [
  {
    title: "privacy.counted.title",
    items: [
      "privacy.counted.page",
      "privacy.counted.source",
      "privacy.counted.device",
      "privacy.counted.visitor",
      "privacy.counted.visit",
      "privacy.counted.kept",
    ],
  },
  { title: "privacy.never.title", items: ["privacy.never.list"] },
  { title: "privacy.optout.title", items: ["privacy.optout.body"] },
  { title: "privacy.forms.title", items: ["privacy.forms.body"] },
] as const;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const t = useT("pages");
  const values = { count: loaderData.rawDays };
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <article className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{t("privacy.title")}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{t("privacy.intro")}</p>
        {SECTIONS.map((section) => (
          <section key={section.title} className="mt-10">
            <h2 className="text-2xl font-semibold">{t(section.title)}</h2>
            {section.items.length > 1 ? (
              <ul className="mt-4 grid list-disc gap-3 ps-6 leading-relaxed">
                {section.items.map((item) => (
                  <li key={item}>{t(item, values)}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 leading-relaxed">{t(section.items[0])}</p>
            )}
          </section>
        ))}
        <p className="mt-10 text-sm text-muted-foreground">{t("privacy.country")}</p>
      </article>
    </main>
  );
}
