import { Section } from "#app/components/landing/section.tsx";

export function TestimonialsSection() {
  return <Section id="testimonials" title="Client Testimonials" />;
}
