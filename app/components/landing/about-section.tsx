import { useState } from "react";
import { ArrowRight, Download } from "#app/components/icons.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { ResumeDownloadLink } from "#app/components/resume-download-link.tsx";
import { SectionLink } from "#app/components/section-link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { useContent, useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";
import { TIMELINE_COLLAPSED_COUNT } from "#domain/constants.ts";

const TIMELINE_ID = "about-timeline";

/**
 * The professional timeline: the first entries, and a toggle for the rest. Without JavaScript the
 * toggle cannot work, so every entry shows and the toggle is hidden.
 */
function Timeline() {
  const { section: about, experience } = useContent("about");
  const t = useT("landing");
  const [expanded, setExpanded] = useState(false);
  // "2024 - Present" in the content; the end of a current position in the page's language.
  const years = (range: string) => range.replace(/Present$/, t("timeline.present"));
  const moreCount = Math.max(0, experience.length - TIMELINE_COLLAPSED_COUNT);

  return (
    <div>
      <h3 id={`${TIMELINE_ID}-heading`} className="text-xl font-semibold">
        {about.timelineTitle}
      </h3>
      <ol id={TIMELINE_ID} aria-labelledby={`${TIMELINE_ID}-heading`} className="mt-6 border-s-2 border-primary/30">
        {experience.map((entry, i) => (
          <li
            key={`${entry.year} ${entry.company}`}
            className={cn(
              "relative ps-6 last:pb-0",
              // The last entry shown ends the line (without JavaScript all six show).
              !expanded && i === TIMELINE_COLLAPSED_COUNT - 1 ? "pb-0 no-js:pb-8" : "pb-8",
              !expanded && i >= TIMELINE_COLLAPSED_COUNT && "hidden no-js:block",
            )}
          >
            <span
              aria-hidden="true"
              className="absolute top-1.5 -start-[7px] size-3 rounded-full border-2 border-background bg-primary"
            />
            <p className="inline-block rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">
              {years(entry.year)}
            </p>
            <h4 className="mt-2 font-semibold">{entry.title}</h4>
            <p className="text-sm font-medium text-muted-foreground">{entry.company}</p>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{entry.description}</p>
          </li>
        ))}
      </ol>
      {moreCount > 0 && (
        <Button
          variant="outline"
          className="mt-6 no-js:hidden"
          aria-expanded={expanded}
          aria-controls={TIMELINE_ID}
          onClick={() => setExpanded((open) => !open)}
        >
          {/* SPEC §2 "About": "Show More (3 more positions)" / "Show Less". */}
          {expanded ? t("timeline.showLess") : t("timeline.showMore", { count: moreCount })}
        </Button>
      )}
    </div>
  );
}

export function AboutSection() {
  const { section: about } = useContent("about");
  return (
    <Section id="about" title={about.title} estimatedHeight={2200}>
      <div className="mt-10 grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <div className="space-y-4 leading-relaxed text-muted-foreground sm:text-lg">
            {about.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild>
              <SectionLink section="portfolio">
                {about.actions.projects}
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </SectionLink>
            </Button>
            <ResumeDownloadLink className={buttonVariants({ variant: "outline" })}>
              <Download aria-hidden="true" />
              {about.actions.resume}
            </ResumeDownloadLink>
          </div>
        </div>
        <Timeline />
      </div>
    </Section>
  );
}
