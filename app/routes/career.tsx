import { data, redirect, useSearchParams } from "react-router";
import { CareerInquiry } from "#app/components/career-inquiry.tsx";
import { BriefcaseBusiness, Handshake, type LucideIcon, Users } from "#app/components/icons.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { formIssueText } from "#app/lib/forms.server.ts";
import { parseFormSubmission } from "#app/lib/forms.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { readWords, useContent, useT } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches, webPageJsonLd } from "#app/lib/seo.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { CAREER_CARD_ICONS } from "#content/career.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import { careerSchema } from "#domain/schemas/leads.ts";
import type { Route } from "./+types/career";

/** Where the form lands after it was posted without JavaScript and accepted. */
const CAREER_SUBMITTED_URL = "/career?submitted=1";

export const handle = { postLimit: "leadForm", cacheQuery: ["submitted"] } satisfies RouteFacts;

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
 * The inquiry form without JavaScript (with it the form POSTs JSON to /api/career). Same schema and
 * service as the API; a filled honeypot is answered like a success and stored nowhere. "/ar/career"
 * answers in Arabic.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const submission = parseFormSubmission(careerSchema, form, formIssueText(locale));
  if (!submission.ok) return data({ errors: submission.errors, values: submission.values }, { status: 400 });
  const { services } = getAppContext(context);
  const done = localizePath(CAREER_SUBMITTED_URL, locale);
  return redirect(
    await submitOnce(services, "career", form, async (unit) => {
      if (!submission.isBot) await services.leads.submitCareer(submission.data, unit);
      return done;
    }),
  );
}

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
          <CareerInquiry key={submitted ? "submitted" : "form"} result={actionData} submitted={submitted} />
        </section>
      </div>
    </main>
  );
}
