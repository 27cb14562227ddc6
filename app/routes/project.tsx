import { data, Link } from "react-router";
import { ArrowLeft } from "#app/components/icons.tsx";
import { ProjectLinks } from "#app/components/project-links.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { readWords, useSectionHref, useT } from "#app/lib/i18n.tsx";
import { PAGE_IMAGE_SIZES, PROJECT_IMAGE_SIZE } from "#app/lib/images.ts";
import { pageMeta, siteFromMatches, webPageJsonLd } from "#app/lib/seo.ts";
import { localizedContent } from "#content/localized.server.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import { collectMediaRefs } from "#domain/media.ts";
import type { Route } from "./+types/project";

/** Only a canonical id ("3", not "03" or "3.0") names a project. */
function parseProjectId(id: string) {
  const number = Number(id);
  return Number.isInteger(number) && String(number) === id ? number : undefined;
}

/** The project and the page's words in the page's language; only this project reaches the browser. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  // ProjectLinks reads the "projects" messages.
  const i18n = pageI18n(locale, { messages: ["pages", "projects"] });
  const { items, overview, section } = localizedContent("projects", locale);
  const id = parseProjectId(params.id);
  const project = id === undefined ? undefined : items.find((candidate) => candidate.id === id);
  if (!project) return data({ project: null, overview: null, categoryLabel: null, media: {}, i18n }, { status: 404 });
  // A library image's size, formats and alt texts (none asked for a static image).
  const media = await getAppContext(context).services.media.describe(collectMediaRefs(project));
  // The category as the landing page's card names it ("التقنية المالية", not the key "FinTech").
  return { project, overview, categoryLabel: section.categories[project.category], media, i18n };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeFromPath(location.pathname);
  const project = loaderData?.project;
  const title =
    project?.title ?? String(readWords(loaderData?.i18n)?.messages?.pages?.["project.notFound.title"] ?? "");
  if (!project || !site) {
    const tags: Route.MetaDescriptors = [{ title: site ? `${title} | ${site.ownerName}` : title }];
    return project ? tags : [...tags, { name: "robots", content: "noindex" }];
  }
  const path = localizePath(`/project/${project.id}`, locale);
  const fullTitle = `${project.title} | ${site.ownerName}`;
  return pageMeta(site, {
    title: fullTitle,
    description: project.description,
    path,
    jsonLd: [webPageJsonLd(site, { title: fullTitle, description: project.description, path, type: "ItemPage" })],
  });
};

function BackToProjects() {
  const t = useT("pages");
  const sectionHref = useSectionHref();
  return (
    <Link to={sectionHref("portfolio")} className={buttonVariants({ variant: "ghost", className: "-ms-3" })}>
      <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
      {t("project.back")}
    </Link>
  );
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const t = useT("pages");
  const sectionHref = useSectionHref();
  const { project, overview, categoryLabel, media } = loaderData;

  if (!project || !overview) {
    return (
      <main
        id="main"
        className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center"
      >
        <h1 className="text-3xl font-bold">{t("project.notFound.title")}</h1>
        <p className="mt-4 text-muted-foreground">{t("project.notFound.body")}</p>
        <Link to={sectionHref("portfolio")} className={buttonVariants({ className: "mt-8" })}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {t("project.back")}
        </Link>
      </main>
    );
  }

  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <article className="mx-auto max-w-6xl">
        <BackToProjects />
        <div className="mt-6 grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-5">
            <Badge variant="secondary">{categoryLabel}</Badge>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{project.title}</h1>
            <p className="text-lg text-muted-foreground">{project.description}</p>
            {(project.liveUrl || project.githubUrl) && (
              <div className="flex flex-wrap gap-3">
                <ProjectLinks project={project} githubLabel="github" />
              </div>
            )}
          </div>
          <ResponsiveImage
            image={project.image}
            fallbackAlt={project.title}
            sizes={PAGE_IMAGE_SIZES}
            media={media[project.image]}
            width={PROJECT_IMAGE_SIZE.width}
            height={PROJECT_IMAGE_SIZE.height}
            fetchPriority="high"
            className="aspect-video w-full rounded-lg border bg-muted object-cover shadow-sm"
          />
        </div>
        <section aria-labelledby="tech-stack-heading" className="mt-14">
          <h2 id="tech-stack-heading" className="text-2xl font-semibold">
            {t("project.techStack")}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {project.techStack.map((tech) => (
              <li key={tech}>
                <Badge variant="outline" className="px-3! py-1! text-sm!">
                  {tech}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="overview-heading" className="mt-14 max-w-3xl">
          <h2 id="overview-heading" className="text-2xl font-semibold">
            {overview.title}
          </h2>
          {overview.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </section>
      </article>
    </main>
  );
}
