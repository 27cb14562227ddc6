import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

type SectionProps = {
  /** The anchor id the header links to (`/#id`). */
  id: string;
  title: React.ReactNode;
  /**
   * Roughly how tall the section's content is on a phone, in CSS pixels, erring high: the browser
   * lays the section out at this height until it comes near the viewport (see below).
   */
  estimatedHeight: number;
  className?: string;
  children?: React.ReactNode;
};

/**
 * A landing-page section: anchor id, h2 heading, and a scroll margin that clears the fixed header.
 *
 * `content-visibility: auto` lets the browser skip style, layout and paint of the sections far from
 * the viewport: the landing page's first layout was one 140 ms task on a fast machine (the whole
 * page, ~100 KB of HTML), and each web font that arrived laid it all out again. Until a section has
 * been rendered it takes `estimatedHeight` (then the height it last had). The estimate errs high on
 * purpose: content taller than its placeholder would, for tools that measure boxes without painting
 * (axe's target-size rule in Lighthouse), overlap the next section; a placeholder that is too tall
 * only moves the scrollbar; the header's section links and #hash arrivals render the sections above
 * their target before they scroll (`data-skips-layout`, `app/lib/scroll.ts`).
 */
export function Section({ id, title, estimatedHeight, className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn("scroll-mt-20 px-4 py-20 [content-visibility:auto] sm:px-6 lg:px-8", className)}
      style={{ containIntrinsicSize: `auto ${estimatedHeight}px` }}
      data-skips-layout
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
