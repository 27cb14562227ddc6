import { Section } from "#app/components/landing/section.tsx";

export function FaqSection() {
  return <Section id="faq" title="Frequently Asked Questions" />;
}
