import { useState } from "react";
import { type Project, ProjectList } from "#app/components/landing/project-list.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { ProjectLinks } from "#app/components/project-links.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { PROJECT_IMAGE_SIZE } from "#app/lib/images.ts";
import { useReturnFocus } from "#app/lib/return-focus.ts";
import { projectCategories, projects, projectsSection } from "#content/projects.ts";

type ProjectFilter = (typeof projectCategories)[number];

function CaseStudyBody({ project, onClose }: { project: Project; onClose: () => void }) {
  return (
    <>
      <img
        src={project.image}
        alt={project.title}
        width={PROJECT_IMAGE_SIZE.width}
        height={PROJECT_IMAGE_SIZE.height}
        className="aspect-video w-full rounded-md bg-muted object-cover"
      />
      <DialogHeader>
        <Badge variant="secondary">{project.category}</Badge>
        <DialogTitle>{project.title}</DialogTitle>
        <DialogDescription>{project.description}</DialogDescription>
      </DialogHeader>
      <div>
        <h3 id="case-study-tech-heading" className="font-semibold">
          Technologies Used
        </h3>
        <ul aria-labelledby="case-study-tech-heading" className="mt-2 flex flex-wrap gap-1.5">
          {project.techStack.map((tech) => (
            <li key={tech}>
              <Badge variant="outline">{tech}</Badge>
            </li>
          ))}
        </ul>
      </div>
      {project.caseStudy && (
        <div>
          <h3 className="font-semibold">Case Study</h3>
          <p className="mt-2 text-sm leading-relaxed">{project.caseStudy}</p>
        </div>
      )}
      {(project.liveUrl || project.githubUrl) && (
        <DialogFooter>
          <ProjectLinks project={project} githubLabel="GitHub" onInternalNavigate={onClose} />
        </DialogFooter>
      )}
    </>
  );
}

/** "My Projects": category filters, the project cards and the Case Study modal (SPEC §2 "Projects"). */
export function PortfolioSection() {
  const [filter, setFilter] = useState<ProjectFilter>("All");
  const [caseStudyId, setCaseStudyId] = useState<number | null>(null);
  const returnFocus = useReturnFocus();
  const visible = filter === "All" ? projects : projects.filter((project) => project.category === filter);
  const selected = projects.find((project) => project.id === caseStudyId);

  return (
    <Section id="portfolio" title={projectsSection.title}>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{projectsSection.subtitle}</p>
      {/* Filtering needs JavaScript; without it every project shows and the buttons are hidden. */}
      <fieldset className="mt-8 flex flex-wrap gap-2 no-js:hidden">
        <legend className="sr-only">Filter projects by category</legend>
        {projectCategories.map((category) => (
          <Button
            key={category}
            size="sm"
            variant={filter === category ? "default" : "outline"}
            aria-pressed={filter === category}
            onClick={() => setFilter(category)}
          >
            {category}
          </Button>
        ))}
      </fieldset>
      <ProjectList
        projects={visible}
        onOpenCaseStudy={(project, opener) => {
          returnFocus.remember(opener);
          setCaseStudyId(project.id);
        }}
      />
      <Dialog open={selected !== undefined} onOpenChange={(open) => !open && setCaseStudyId(null)}>
        {selected && (
          <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={returnFocus.onCloseAutoFocus}>
            <CaseStudyBody project={selected} onClose={() => setCaseStudyId(null)} />
          </DialogContent>
        )}
      </Dialog>
    </Section>
  );
}
