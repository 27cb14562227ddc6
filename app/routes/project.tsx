import { data, Link } from "react-router";
import { ArrowLeft } from "#app/components/icons.tsx";
import { ProjectLinks } from "#app/components/project-links.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useSectionHref } from "#app/lib/i18n.tsx";
import { PROJECT_IMAGE_SIZE } from "#app/lib/images.ts";
import { getProject, projectOverview } from "#content/projects.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import type { Route } from "./+types/project";

const NOT_FOUND_TITLE = "Project Not Found";

/** Only a canonical id ("3", not "03" or "3.0") names a project. */
function parseProjectId(id: string) {
  const number = Number(id);
  return Number.isInteger(number) && String(number) === id ? number : undefined;
}

export function loader({ params, request }: Route.LoaderArgs) {
  // ProjectLinks reads the "projects" messages.
  const i18n = pageI18n(localeFromPath(new URL(request.url).pathname), { messages: ["projects"] });
  const id = parseProjectId(params.id);
  const project = id === undefined ? undefined : getProject(id);
  if (!project) return data({ project: null, overview: null, i18n }, { status: 404 });
  return { project, overview: projectOverview, i18n };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData?.site;
  const project = loaderData?.project;
  const title = project?.title ?? NOT_FOUND_TITLE;
  const tags: Route.MetaDescriptors = [{ title: site ? `${title} | ${site.ownerName}` : title }];
  if (!project) return [...tags, { name: "robots", content: "noindex" }];
  tags.push({ name: "description", content: project.description });
  if (site) tags.push({ tagName: "link", rel: "canonical", href: `${site.siteUrl}/project/${project.id}` });
  return tags;
};

function BackToProjects() {
  const sectionHref = useSectionHref();
  return (
    <Link to={sectionHref("portfolio")} className={buttonVariants({ variant: "ghost", className: "-ms-3" })}>
      <ArrowLeft aria-hidden="true" />
      Back to Projects
    </Link>
  );
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const sectionHref = useSectionHref();
  const { project, overview } = loaderData;

  if (!project || !overview) {
    return (
      <main
        id="main"
        className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center"
      >
        <h1 className="text-3xl font-bold">{NOT_FOUND_TITLE}</h1>
        <p className="mt-4 text-muted-foreground">The project you're looking for doesn't exist or has been removed.</p>
        <Link to={sectionHref("portfolio")} className={buttonVariants({ className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Projects
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
            <Badge variant="secondary">{project.category}</Badge>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{project.title}</h1>
            <p className="text-lg text-muted-foreground">{project.description}</p>
            {(project.liveUrl || project.githubUrl) && (
              <div className="flex flex-wrap gap-3">
                <ProjectLinks project={project} githubLabel="github" />
              </div>
            )}
          </div>
          <img
            src={project.image}
            alt={project.title}
            width={PROJECT_IMAGE_SIZE.width}
            height={PROJECT_IMAGE_SIZE.height}
            fetchPriority="high"
            className="aspect-video w-full rounded-lg border bg-muted object-cover shadow-sm"
          />
        </div>
        <section aria-labelledby="tech-stack-heading" className="mt-14">
          <h2 id="tech-stack-heading" className="text-2xl font-semibold">
            Technologies Used
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
