import { useSearchParams } from "react-router";
import { CareerInquiry } from "#app/components/career-inquiry.tsx";
import { BriefcaseBusiness, Handshake, type LucideIcon, Users } from "#app/components/icons.tsx";
import { retryAfter } from "#app/lib/forms.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { readWords, useContent, useT } from "#app/lib/i18n.tsx";
import { takePageForm } from "#app/lib/intake.server.ts";
import { takePageFormInBrowser } from "#app/lib/page-form.ts";
import { pageMeta, siteFromMatches, webPageJsonLd } from "#app/lib/seo.ts";
import type { CAREER_CARD_ICONS } from "#content/career.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/career";

/** The form it takes (by its declared name), and its success state. */
export const handle = { intake: ["career"], cacheQuery: ["submitted"] } as const satisfies RouteFacts;

const CARD_ICONS: Record<(typeof CAREER_CARD_ICONS)[number], LucideIcon> = {
  briefcase: BriefcaseBusiness,
  handshake: Handshake,
  users: Users,
};

/** The page's copy and the inquiry form's words (the `forms` messages) in the page's language, as page data. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { i18n: pageI18n(locale, { messages: ["forms"], content: ["career"] }) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeFromPath(location.pathname);
  const copy = readWords(loaderData?.i18n)?.content?.career;
  if (!copy) return [];
  if (!site) return [{ title: copy.title }];
  const title = `${copy.title} | ${site.ownerName}`;
  const path = localizePath("/career", locale);
  return pageMeta(site, {
    title,
    description: copy.description,
    path,
    jsonLd: [webPageJsonLd(site, { title, description: copy.description, path })],
  });
};

/**
 * The inquiry form, with JavaScript or without: the declared `career` form
 * (server/services/intake/forms.ts), taken by the intake as its `/api` door is. "/ar/career" answers
 * in Arabic.
 */
export const action = (args: Route.ActionArgs) => takePageForm(args, handle.intake);
/** With JavaScript a fetcher posts the form here; the answer is read where the visitor is. */
export const clientAction = takePageFormInBrowser;

/** Over the form's limit the page comes back with its form and `Retry-After`. */
export const headers: Route.HeadersFunction = retryAfter;

export default function CareerPage({ actionData }: Route.ComponentProps) {
  const careerPage = useContent("career");
  const t = useT("forms");
  const [searchParams] = useSearchParams();
  const submitted = searchParams.get("submitted") === "1";

  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{careerPage.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{careerPage.intro}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {careerPage.cards.map((card) => {
            const Icon = CARD_ICONS[card.icon];
            return (
              <li key={card.title} className="rounded-xl border bg-card p-6">
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h2 className="mt-4 text-lg font-semibold">{card.title}</h2>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{card.text}</p>
              </li>
            );
          })}
        </ul>
        <section
          aria-label={t("career.title")}
          className="mx-auto mt-16 max-w-3xl scroll-mt-24 rounded-xl border bg-card p-6 sm:p-10"
        >
          {/* A new key when the URL changes (e.g. the thank-you's link back to /career) starts afresh. */}
          <CareerInquiry
            key={submitted ? "submitted" : "form"}
            result={actionData && "errors" in actionData ? actionData : undefined}
            submitted={submitted}
          />
        </section>
      </div>
    </main>
  );
}
