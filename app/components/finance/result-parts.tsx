import type * as React from "react";
import { Figure as BaseFigure, type FigureProps } from "#app/components/figure.tsx";
import { cn } from "#app/lib/utils.ts";

/** A figure of the detailed calculators: framed (see components/figure.tsx). */
export function Figure(props: Omit<FigureProps, "framed">) {
  return <BaseFigure framed {...props} />;
}

/** Figures in a grid: two columns from small screens up unless `columns` says otherwise. */
export function Figures({ children, columns }: { children: React.ReactNode; columns?: string }) {
  return <dl className={cn("grid gap-3", columns ?? "sm:grid-cols-2")}>{children}</dl>;
}

/**
 * A sentence about a regulator's cap: plain while the figures are within it, set off as a warning when
 * they are not (a bank would decline the case as it stands).
 */
export function CapNote({ within, testId, children }: { within: boolean; testId: string; children: React.ReactNode }) {
  return (
    <p
      className={within ? "text-sm" : "rounded-md border-s-4 border-amber-500 bg-muted p-3 text-sm"}
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/** A plain-language sentence beside the numbers. */
export function Explain({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** A scrollable table of figures (long schedules stay inside the card on a phone). */
export function FigureTable({
  caption,
  columns,
  rows,
  className,
}: {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
  className?: string;
}) {
  return (
    <section
      className={cn("max-h-96 overflow-auto rounded-md border", className)}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
      tabIndex={0}
    >
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-end font-medium first:text-start">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])} className="border-t">
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={index} className="px-3 py-1.5 text-end first:text-start">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Card({
  title,
  children,
  className,
}: {
  title?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("space-y-4 rounded-xl border bg-card p-5 sm:p-6", className)}>
      {title && <h2 className="text-lg font-semibold">{title}</h2>}
      {children}
    </section>
  );
}
