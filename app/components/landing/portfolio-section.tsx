import { lazy, Suspense, useState } from "react";
import { ProjectList } from "#app/components/landing/project-list.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useContent, useT } from "#app/lib/i18n.tsx";
import { useReturnFocus } from "#app/lib/return-focus.ts";
import { PROJECT_CATEGORIES } from "#content/vocabulary.ts";

/** The filter buttons, in order; "All" is the default. */
const projectCategories = ["All", ...PROJECT_CATEGORIES] as const;
type ProjectFilter = (typeof projectCategories)[number];

// The Case Study modal loads on the first click on a card's "Case Study" button.
const CaseStudyDialog = lazy(() =>
  import("#app/components/landing/case-study-dialog.tsx").then((module) => ({ default: module.CaseStudyDialog })),
);

/** "My Projects": category filters, the project cards and the Case Study modal (SPEC §2 "Projects"). */
export function PortfolioSection() {
  const { section: projectsSection, items: projects } = useContent("projects");
  const t = useT("landing");
  const [filter, setFilter] = useState<ProjectFilter>("All");
  const [caseStudyId, setCaseStudyId] = useState<number | null>(null);
  const returnFocus = useReturnFocus();
  const visible = filter === "All" ? projects : projects.filter((project) => project.category === filter);
  const selected = projects.find((project) => project.id === caseStudyId);

  return (
    <Section id="portfolio" title={projectsSection.title} estimatedHeight={600 + 560 * projects.length}>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{projectsSection.subtitle}</p>
      {/* Filtering needs JavaScript; without it every project shows and the buttons are hidden. */}
      <fieldset className="mt-8 flex flex-wrap gap-2 no-js:hidden">
        <legend className="sr-only">{t("portfolio.filterLegend")}</legend>
        {projectCategories.map((category) => (
          <Button
            key={category}
            size="sm"
            variant={filter === category ? "default" : "outline"}
            aria-pressed={filter === category}
            onClick={() => setFilter(category)}
          >
            {projectsSection.categories[category]}
          </Button>
        ))}
      </fieldset>
      <ProjectList
        projects={visible}
        section={projectsSection}
        onOpenCaseStudy={(project, opener) => {
          returnFocus.remember(opener);
          setCaseStudyId(project.id);
        }}
      />
      <Suspense>
        {selected && (
          <CaseStudyDialog
            project={selected}
            categoryLabel={projectsSection.categories[selected.category]}
            onClose={() => setCaseStudyId(null)}
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          />
        )}
      </Suspense>
    </Section>
  );
}
