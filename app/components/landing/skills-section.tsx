import { Section } from "#app/components/landing/section.tsx";

export function SkillsSection() {
  return <Section id="skills" title="Skills & Expertise" />;
}
