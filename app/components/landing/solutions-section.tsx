import { Section } from "#app/components/landing/section.tsx";

export function SolutionsSection() {
  return <Section id="solutions" title="Solutions" className="bg-muted/40" />;
}
