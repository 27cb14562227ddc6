import { Section } from "#app/components/landing/section.tsx";

export function ArticlesSection() {
  return <Section id="articles" title="Articles" className="bg-muted/40" />;
}
