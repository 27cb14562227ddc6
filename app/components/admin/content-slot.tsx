/**
 * A tab whose content another feature supplies (articles and testimonials with the blog, network
 * links with the live-data work): its heading and a marked placeholder until the component arrives;
 * the integrator replaces the whole slot with that component.
 */
export function ContentSlot({
  id,
  title,
  description,
  arrivesWith,
}: {
  id: string;
  title: string;
  description: string;
  arrivesWith: string;
}) {
  return (
    <section aria-labelledby={`admin-slot-${id}`} className="grid gap-4">
      <div>
        <h2 id={`admin-slot-${id}`} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        {title} management arrives with {arrivesWith}.
      </div>
    </section>
  );
}
