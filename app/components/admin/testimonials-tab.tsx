import { useState } from "react";
import { StarRating, TestimonialAvatar } from "#app/components/landing/testimonials-section.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import type { Testimonial } from "#app/lib/server-types.ts";
import { AdminListEmpty, AdminTabHeader, EditDeleteButtons } from "./admin-list.tsx";
import { ADMIN_PANEL_ID } from "./tabs.ts";
import { TestimonialDialog } from "./testimonial-dialog.tsx";

/** SPEC §2 admin "Testimonials" tab: the list with Featured badges, Add, edit and delete. */
export function TestimonialsTab({ testimonials }: { testimonials: Testimonial[] }) {
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [open, setOpen] = useState(false);

  const openEditor = (t: Testimonial | null) => {
    setEditing(t);
    setOpen(true);
  };

  return (
    <section aria-labelledby="testimonials-tab-heading" className="space-y-6">
      <AdminTabHeader
        headingId="testimonials-tab-heading"
        title="Testimonials"
        addLabel="Add Testimonial"
        onAdd={() => openEditor(null)}
      />
      <AdminListEmpty items={testimonials} empty="No testimonials yet. Add the first one." />
      {testimonials.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="All testimonials">
          {testimonials.map((t) => (
            <li key={t.id} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
              <div className="flex items-start gap-3">
                <TestimonialAvatar name={t.name} image={t.image} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold" dir="auto">
                      {t.name}
                    </h3>
                    {t.featured && <Badge>Featured</Badge>}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    <bdi>{t.role}</bdi> at <bdi>{t.company}</bdi>
                  </p>
                  <StarRating rating={t.rating} className="mt-1" />
                </div>
                <div className="flex gap-2">
                  <EditDeleteButtons
                    itemName={`${t.name}'s testimonial`}
                    onEdit={() => openEditor(t)}
                    kind="testimonial"
                    id={t.id}
                    label={`from ${t.name}`}
                    returnFocusTo={ADMIN_PANEL_ID}
                  />
                </div>
              </div>
              <blockquote className="text-sm text-muted-foreground" dir="auto">
                &ldquo;{t.content}&rdquo;
              </blockquote>
              <p className="text-xs text-muted-foreground">Display order {t.order}</p>
            </li>
          ))}
        </ul>
      )}
      <TestimonialDialog open={open} onOpenChange={setOpen} testimonial={editing} />
    </section>
  );
}
