import { Section } from "#app/components/landing/section.tsx";
import { useContent } from "#app/lib/i18n.tsx";

export function SkillsSection() {
  const { section: skillsSection, items: skillGroups } = useContent("skills");
  return (
    <Section id="skills" title={skillsSection.title} estimatedHeight={1900}>
      <p className="mt-3 max-w-2xl text-muted-foreground">{skillsSection.subtitle}</p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {skillGroups.map((group) => (
          <article
            key={group.id}
            aria-labelledby={`skills-${group.id}`}
            className="rounded-xl border bg-card p-6 shadow-sm"
          >
            <h3 id={`skills-${group.id}`} className="text-lg font-semibold">
              {group.title}
            </h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {group.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full border bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Section>
  );
}
