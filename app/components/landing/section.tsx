import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

type SectionProps = {
  /** The anchor id the header links to (`/#id`). */
  id: string;
  title: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
};

/** A landing-page section: anchor id, h2 heading, and a scroll margin that clears the fixed header. */
export function Section({ id, title, className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn("scroll-mt-20 px-4 py-20 sm:px-6 lg:px-8", className)}
    >
      <div className="mx-auto max-w-7xl">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
