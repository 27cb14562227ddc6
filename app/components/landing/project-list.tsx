import { Link } from "react-router";
import { ProjectLinks } from "#app/components/project-links.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { PROJECT_CARD_SIZES, PROJECT_IMAGE_SIZE } from "#app/lib/images.ts";
import { lineClampClass, lineClampStyle } from "#app/lib/line-clamp.ts";
import type { Project, ProjectsSection } from "#content/projects.ts";
import { DESCRIPTION_CLAMP_LINES } from "#domain/constants.ts";

export type { Project } from "#content/projects.ts";

export const projectHref = (id: number) => `/project/${id}`;

function ProjectCard({
  project,
  categoryLabel,
  onOpenCaseStudy,
}: {
  project: Project;
  categoryLabel: string;
  onOpenCaseStudy?: (project: Project, opener: HTMLElement) => void;
}) {
  const t = useT("landing");
  const href = useLocalize()(projectHref(project.id));
  return (
    <li className="group flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">
      {/* The title link is the one announced and tabbed to; the image repeats it for pointer users. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-video overflow-hidden bg-muted">
        <ResponsiveImage
          image={project.image}
          fallbackAlt={project.title}
          sizes={PROJECT_CARD_SIZES}
          width={PROJECT_IMAGE_SIZE.width}
          height={PROJECT_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg leading-snug font-semibold">
            <Link to={href} className="hover:text-primary hover:underline">
              {project.title}
            </Link>
          </h3>
          <Badge variant="secondary">{categoryLabel}</Badge>
        </div>
        <p
          className={`${lineClampClass} text-sm text-muted-foreground`}
          style={lineClampStyle(DESCRIPTION_CLAMP_LINES)}
        >
          {project.description}
        </p>
        <ul aria-label={t("portfolio.techStack")} className="flex flex-wrap gap-1.5">
          {project.techStack.map((tech) => (
            <li key={tech}>
              <Badge variant="outline">{tech}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {/* The modal needs JavaScript; without it the title and image still lead to the project page. */}
          <Button
            size="sm"
            className="no-js:hidden"
            onClick={(event) => onOpenCaseStudy?.(project, event.currentTarget)}
          >
            {t("portfolio.caseStudy")}
          </Button>
          <ProjectLinks project={project} githubLabel="sourceCode" size="sm" />
        </div>
      </div>
    </li>
  );
}

type ProjectListProps = {
  projects: readonly Project[];
  /** The section's copy: the empty-filter message and the category labels. */
  section: ProjectsSection;
  onOpenCaseStudy?: (project: Project, opener: HTMLElement) => void;
};

/** The project cards, or the empty-filter message when there are none. */
export function ProjectList({ projects, section, onOpenCaseStudy }: ProjectListProps) {
  const t = useT("landing");
  if (projects.length === 0) {
    return <p className="mt-10 text-center text-muted-foreground">{section.emptyMessage}</p>;
  }
  return (
    <ul aria-label={t("portfolio.list")} className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          categoryLabel={section.categories[project.category]}
          onOpenCaseStudy={onOpenCaseStudy}
        />
      ))}
    </ul>
  );
}
