import { Link, redirect } from "react-router";
import { ArrowLeft, ArrowRight, CircleCheck } from "#app/components/icons.tsx";
import { SOLUTION_ICONS } from "#app/components/solution-icon.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useLocalize, useSectionHref, useT } from "#app/lib/i18n.tsx";
import { PAGE_IMAGE_SIZES, SOLUTION_IMAGE_SIZE } from "#app/lib/images.ts";
import { pageMeta, siteFromMatches, webPageJsonLd } from "#app/lib/seo.ts";
import { localizedContent } from "#content/localized.server.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import { collectMediaRefs } from "#domain/media.ts";
import type { Route } from "./+types/solution";

/** The solution and the page's words in the page's language; only this solution reaches the browser. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { items, section } = localizedContent("solutions", locale);
  const solution = items.find((candidate) => candidate.id === params.id);
  if (!solution) throw redirect(localizePath("/not-found", locale));
  return {
    solution,
    // A library image's size, formats and alt texts (none asked for a static image).
    media: await getAppContext(context).services.media.describe(collectMediaRefs(solution)),
    offeringsTitle: section.offeringsTitle,
    i18n: pageI18n(locale, { messages: ["pages"] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const solution = loaderData?.solution;
  if (!solution) return [];
  const title = site ? `${solution.title} | ${site.ownerName}` : solution.title;
  if (!site) return [{ title }, { name: "description", content: solution.description }];
  const path = localizePath(`/solutions/${solution.id}`, localeFromPath(location.pathname));
  return pageMeta(site, {
    title,
    description: solution.description,
    path,
    jsonLd: [webPageJsonLd(site, { title, description: solution.description, path, type: "ItemPage" })],
  });
};

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const t = useT("pages");
  const sectionHref = useSectionHref();
  const localize = useLocalize();
  const { solution, offeringsTitle, media } = loaderData;
  const Icon = SOLUTION_ICONS[solution.icon];
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <article className="mx-auto max-w-6xl">
        <Link to={sectionHref("solutions")} className={buttonVariants({ variant: "ghost", className: "-ms-3" })}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {t("solution.back")}
        </Link>
        <div className="mt-6 grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-5">
            <div className="flex items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <Badge variant="secondary">{solution.category}</Badge>
            </div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{solution.title}</h1>
            <p className="text-lg text-muted-foreground">{solution.description}</p>
          </div>
          <ResponsiveImage
            image={solution.image}
            fallbackAlt={solution.title}
            sizes={PAGE_IMAGE_SIZES}
            media={media[solution.image]}
            width={SOLUTION_IMAGE_SIZE.width}
            height={SOLUTION_IMAGE_SIZE.height}
            fetchPriority="high"
            className="aspect-video w-full rounded-lg border bg-muted object-cover shadow-sm"
          />
        </div>
        <section aria-labelledby="offerings-heading" className="mt-14">
          <h2 id="offerings-heading" className="text-2xl font-semibold">
            {offeringsTitle}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {solution.offerings.map((offering) => (
              <li key={offering} className="flex gap-3 rounded-lg border bg-card p-5 text-card-foreground shadow-sm">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{offering}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-14 flex flex-wrap items-center justify-center gap-3">
          {/* Booking first, with this solution as the topic (issue #20); the contact form one click away
              (SPEC §2, decision 024). */}
          <Link to={localize(`/book?topic=${solution.id}`)} className={buttonVariants({ size: "lg" })}>
            {t("solution.cta")}
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
          <Link to={sectionHref("contact")} className={buttonVariants({ size: "lg", variant: "outline" })}>
            {t("solution.writeInstead")}
          </Link>
        </div>
      </article>
    </main>
  );
}
