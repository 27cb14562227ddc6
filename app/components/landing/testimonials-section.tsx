/**
 * "Client Testimonials": SPEC §2 hides the whole section when there are none. The blog/CMS issue
 * adds testimonials and their admin; until then there are none to show.
 */
export function TestimonialsSection() {
  return null;
}
