import { Section } from "#app/components/landing/section.tsx";

export function ServicesSection() {
  return <Section id="services" title="Services" className="bg-muted/40" />;
}
