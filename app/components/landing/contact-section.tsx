import { Section } from "#app/components/landing/section.tsx";

export function ContactSection() {
  return <Section id="contact" title="Get In Touch" className="bg-muted/40" />;
}
