import { lazy, Suspense, useState } from "react";
import { ProjectList } from "#app/components/landing/project-list.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useReturnFocus } from "#app/lib/return-focus.ts";
import { projectCategories, projects, projectsSection } from "#content/projects.ts";

type ProjectFilter = (typeof projectCategories)[number];

// The Case Study modal loads on the first click on a card's "Case Study" button.
const CaseStudyDialog = lazy(() =>
  import("#app/components/landing/case-study-dialog.tsx").then((module) => ({ default: module.CaseStudyDialog })),
);

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
      <Suspense>
        {selected && (
          <CaseStudyDialog
            project={selected}
            onClose={() => setCaseStudyId(null)}
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          />
        )}
      </Suspense>
    </Section>
  );
}
