import { GridLines, XAxisLabels, YAxisLabels } from "#app/components/chart-axis.tsx";
import { niceScale } from "#app/lib/chart-scale.ts";
import type { Granularity } from "#domain/analytics.ts";
import { formatBucket, formatCount } from "./format.ts";

export type SeriesPoint = { at: string; visitors: number; visits: number; pageviews: number };

const WIDTH = 600;
const HEIGHT = 160;

const UNIT_WORDS: Record<Granularity, string> = { hour: "hour", day: "day", month: "month" };

/** The chart in words: its accessible name. */
export function insightsSummary(points: SeriesPoint[], unit: Granularity): string {
  const views = points.reduce((sum, point) => sum + point.pageviews, 0);
  if (views === 0) return "No page views in this period.";
  const busiest = points.reduce((best, point) => (point.pageviews > best.pageviews ? point : best), points[0]!);
  return `${formatCount(views)} page views in ${points.length} ${UNIT_WORDS[unit]}${points.length === 1 ? "" : "s"} with views. Busiest ${UNIT_WORDS[unit]}: ${formatBucket(busiest.at, unit)}, with ${formatCount(busiest.pageviews)} views from ${formatCount(busiest.visitors)} visitors.`;
}

/**
 * Page views (light bars) and visitors (dark bars inside them) per hour, day or month: an inline
 * SVG named by a summary, with every number in the table under "Show as table" (the Overview's
 * pattern, leads-chart.tsx). Only the buckets with views are drawn, oldest on the left.
 */
export function InsightsChart({ points, unit }: { points: SeriesPoint[]; unit: Granularity }) {
  const { top, ticks } = niceScale(Math.max(0, ...points.map((point) => point.pageviews)));
  const slot = points.length > 0 ? WIDTH / points.length : WIDTH;
  const gap = Math.min(8, slot / 4);
  const scale = HEIGHT / top;
  // At most about six labels, so they never touch on a phone.
  const every = Math.max(1, Math.ceil(points.length / 6));
  const labels = points.flatMap((point, index) =>
    (points.length - 1 - index) % every === 0
      ? [
          index === points.length - 1 && points.length > 1
            ? { at: 1, text: formatBucket(point.at, unit), align: "end" as const }
            : { at: (index + 0.5) / points.length, text: formatBucket(point.at, unit) },
        ]
      : [],
  );
  return (
    <figure className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <figcaption className="font-semibold">Page views and visitors per {UNIT_WORDS[unit]}</figcaption>
      <div className="mt-6 flex">
        <YAxisLabels
          ticks={ticks.map((tick) => ({ at: tick / top, text: formatCount(tick) }))}
          className="mb-5 w-10 shrink-0"
        />
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-40 w-full overflow-visible"
            role="img"
            aria-label={insightsSummary(points, unit)}
          >
            <GridLines ticks={ticks} scale={scale} width={WIDTH} height={HEIGHT} />
            {points.map((point, index) => {
              const x = index * slot + gap / 2;
              const width = slot - gap;
              return (
                <g key={point.at}>
                  <rect
                    x={x}
                    y={HEIGHT - point.pageviews * scale}
                    width={width}
                    height={point.pageviews * scale}
                    className="fill-sky-300 dark:fill-sky-800"
                  />
                  <rect
                    x={x + width / 4}
                    y={HEIGHT - point.visitors * scale}
                    width={width / 2}
                    height={point.visitors * scale}
                    className="fill-sky-700 dark:fill-sky-400"
                  />
                </g>
              );
            })}
          </svg>
          <XAxisLabels labels={labels} />
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-label="Legend">
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-sky-300 dark:bg-sky-800" aria-hidden="true" />
          Page views
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-sky-700 dark:bg-sky-400" aria-hidden="true" />
          Visitors
        </li>
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted-foreground hover:text-foreground">Show as table</summary>
        <table className="mt-2 w-full text-start tabular-nums max-sm:text-xs">
          <caption className="sr-only">Page views, visits and visitors per {UNIT_WORDS[unit]}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                {unit === "hour" ? "Hour" : unit === "day" ? "Day" : "Month"}
              </th>
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                Visitors
              </th>
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                Visits
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                Page views
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.at} className="border-b last:border-0">
                <th scope="row" className="py-1 pe-2 text-start font-normal whitespace-nowrap">
                  {formatBucket(point.at, unit)}
                </th>
                <td className="py-1 pe-2">{formatCount(point.visitors)}</td>
                <td className="py-1 pe-2">{formatCount(point.visits)}</td>
                <td className="py-1">{formatCount(point.pageviews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
