import { cn } from "#app/lib/utils.ts";

/*
 * Axis labels for the inline SVG charts, drawn in HTML beside the SVG rather than inside it: text in
 * an SVG scales with its viewBox, so on a phone it shrank to ~5 px and on a wide screen grew past the
 * page's text. Here it keeps the page's text-xs at any width. Positions are fractions of the plot
 * (the SVG's coordinates are physical, left to right, so these use `left`/`bottom` to match). Screen
 * readers skip them: the chart's name summarises it and a table beside it has the numbers.
 */

/**
 * Labels under the plot, each centred on `at` (0 = left edge, 1 = right edge of the plot), or with
 * `align: "end"` ending there (the last label, which centred would hang past the plot's edge and be
 * cut on a narrow screen); a label's own `className` can hide it on small screens.
 */
export function XAxisLabels({
  labels,
  className,
}: {
  labels: { at: number; text: string; className?: string; align?: "center" | "end" }[];
  className?: string;
}) {
  return (
    <div aria-hidden="true" data-axis="x" className={cn("relative h-5 text-xs text-muted-foreground", className)}>
      {labels.map((label) => (
        <span
          key={`${label.at}-${label.text}`}
          className={cn(
            "absolute top-1 whitespace-nowrap tabular-nums",
            label.align === "end" ? "-translate-x-full" : "-translate-x-1/2",
            label.className,
          )}
          style={{ left: `${label.at * 100}%` }}
        >
          {label.text}
        </span>
      ))}
    </div>
  );
}

/** Tick labels beside the plot, each at `at` (0 = bottom, 1 = top of the plot), aligned to its end edge (mirrors right to left). */
export function YAxisLabels({ ticks, className }: { ticks: { at: number; text: string }[]; className?: string }) {
  return (
    <div aria-hidden="true" data-axis="y" className={cn("relative text-xs text-muted-foreground", className)}>
      {ticks.map((tick) => (
        <span
          key={tick.text}
          className="absolute end-1 translate-y-1/2 whitespace-nowrap tabular-nums"
          style={{ bottom: `${tick.at * 100}%` }}
        >
          {tick.text}
        </span>
      ))}
    </div>
  );
}

/** The horizontal lines of a bar chart's ticks, inside its SVG (`height` tall, `width` wide); the base line stronger. */
export function GridLines({
  ticks,
  scale,
  width,
  height,
}: {
  ticks: number[];
  scale: number;
  width: number;
  height: number;
}) {
  return ticks.map((tick) => (
    <line
      key={tick}
      x1={0}
      x2={width}
      y1={height - tick * scale}
      y2={height - tick * scale}
      className={tick === 0 ? "stroke-muted-foreground" : "stroke-border"}
      strokeWidth={1}
      vectorEffect="non-scaling-stroke"
    />
  ));
}
