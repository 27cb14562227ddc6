import { Section } from "#app/components/landing/section.tsx";

export function AboutSection() {
  return <Section id="about" title="About Me" />;
}
