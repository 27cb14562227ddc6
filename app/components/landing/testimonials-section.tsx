import { useEffect, useState } from "react";
import { Star } from "#app/components/icons.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { useT } from "#app/lib/i18n.tsx";
import type { Testimonial } from "#app/lib/server-types.ts";
import { TESTIMONIAL_RATING_MAX } from "#domain/constants.ts";

export type TestimonialCardData = Pick<
  Testimonial,
  "id" | "name" | "role" | "company" | "content" | "rating" | "image"
>;

/** "Sara Ahmed" → "SA"; one word → its first letter. */
export function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

/** The stars; `label` names the rating in the page's language (the admin, in English, keeps the default). */
export function StarRating({ rating, className, label }: { rating: number; className?: string; label?: string }) {
  return (
    <div
      className={`flex gap-0.5 ${className ?? ""}`}
      role="img"
      aria-label={label ?? `Rated ${rating} out of ${TESTIMONIAL_RATING_MAX}`}
    >
      {Array.from({ length: TESTIMONIAL_RATING_MAX }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed number of stars
          key={i}
          aria-hidden="true"
          className={`size-4 ${i < rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40"}`}
        />
      ))}
    </div>
  );
}

export function TestimonialAvatar({ name, image }: { name: string; image: string | null }) {
  if (image) {
    return (
      <img src={image} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full object-cover" />
    );
  }
  // Light theme: a darker green than the primary (#047857 is 4.4:1 on its own 15 % tint; emerald-800 is 6.2:1).
  return (
    <span
      aria-hidden="true"
      className="flex size-12 items-center justify-center rounded-full bg-primary/15 font-semibold text-emerald-800 dark:text-primary"
    >
      {initials(name)}
    </span>
  );
}

/**
 * One testimonial. Its words are the client's, in the language they wrote (the cards stay as stored):
 * each text is isolated with `dir="auto"` so an English quote reads left to right on an Arabic page.
 */
function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  const t = useT("landing");
  return (
    <figure className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <StarRating
        rating={testimonial.rating}
        label={t("testimonials.rating", { rating: testimonial.rating, max: TESTIMONIAL_RATING_MAX })}
      />
      <blockquote className="flex-1 text-muted-foreground">
        <p dir="auto">&ldquo;{testimonial.content}&rdquo;</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <TestimonialAvatar name={testimonial.name} image={testimonial.image} />
        <span>
          <bdi className="block font-semibold">{testimonial.name}</bdi>
          <span className="block text-sm text-muted-foreground">
            {t("testimonials.role", { role: testimonial.role, company: testimonial.company })}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The featured testimonials from GET /api/testimonials?featured=true; a missing list counts as empty. */
function useFeaturedTestimonials(initial: readonly TestimonialCardData[] | undefined) {
  const [testimonials, setTestimonials] = useState(initial);
  useEffect(() => {
    if (initial) return;
    let cancelled = false;
    fetch("/api/testimonials?featured=true", { credentials: "include" })
      .then((response) => (response.ok ? response.json() : { data: [] }))
      .then((body: { data?: TestimonialCardData[] }) => !cancelled && setTestimonials(body.data ?? []))
      .catch(() => !cancelled && setTestimonials([]));
    return () => {
      cancelled = true;
    };
  }, [initial]);
  return testimonials;
}

/**
 * "Client Testimonials" (SPEC §2): "Loading testimonials..." while loading, hidden when there are
 * none. The landing page hands over the list its loader read, so normally nothing loads in the browser.
 */
export function TestimonialsSection({ testimonials: initial }: { testimonials?: readonly TestimonialCardData[] }) {
  const t = useT("landing");
  const testimonials = useFeaturedTestimonials(initial);
  if (testimonials && testimonials.length === 0) return null;
  return (
    <Section
      id="testimonials"
      title={t("testimonials.title")}
      estimatedHeight={300 + 400 * (testimonials?.length ?? 1)}
    >
      {!testimonials ? (
        <p className="mt-8 text-muted-foreground" role="status">
          {t("testimonials.loading")}
        </p>
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <TestimonialCard key={t.id} testimonial={t} />
          ))}
        </div>
      )}
    </Section>
  );
}
