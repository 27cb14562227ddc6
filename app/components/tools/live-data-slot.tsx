import type { LucideIcon } from "lucide-react";

/**
 * Where a live-data tool (crypto tracker, currency converter) goes. Those components come with the
 * live-data work; until they are wired in, the tab says what it will hold.
 */
export function LiveDataSlot({ title, text, icon: Icon }: { title: string; text: string; icon: LucideIcon }) {
  return (
    <section
      aria-labelledby={`${title.replace(/\W+/g, "-").toLowerCase()}-heading`}
      className="rounded-xl border border-dashed bg-card p-10 text-center"
      data-live-data-slot={title}
    >
      <Icon className="mx-auto size-10 text-primary" aria-hidden="true" />
      <h2 id={`${title.replace(/\W+/g, "-").toLowerCase()}-heading`} className="mt-4 text-2xl font-semibold">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">{text}</p>
    </section>
  );
}
