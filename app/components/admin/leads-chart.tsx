import { GridLines, XAxisLabels, YAxisLabels } from "#app/components/chart-axis.tsx";
import { niceScale } from "#app/lib/chart-scale.ts";
import type { WeekLeads } from "#app/lib/server-types.ts";
import { formatCount, formatShortDay } from "./format.ts";

const SERIES = [
  {
    key: "contacts",
    short: "Contacts",
    label: "Contact messages",
    one: "contact message",
    className: "fill-sky-500",
    swatch: "bg-sky-500",
  },
  {
    key: "inquiries",
    short: "Inquiries",
    label: "Career inquiries",
    one: "career inquiry",
    className: "fill-amber-500",
    swatch: "bg-amber-500",
  },
  {
    key: "subscribers",
    short: "Subscribers",
    label: "Confirmed subscribers",
    one: "confirmed subscriber",
    className: "fill-emerald-500",
    swatch: "bg-emerald-500",
  },
  {
    key: "bookings",
    short: "Bookings",
    label: "Consultations booked",
    one: "consultation booked",
    className: "fill-violet-500",
    swatch: "bg-violet-500",
  },
] as const;

// The plot's coordinates; the SVG stretches to the card's width at a fixed height (labels are HTML).
const WIDTH = 600;
const HEIGHT = 160;
const GAP = 8;

const totalOf = (week: WeekLeads) => week.contacts + week.inquiries + week.subscribers + week.bookings;

/** What the chart shows, in words (the SVG's accessible name). */
export function chartSummary(weeks: WeekLeads[]): string {
  const sums = SERIES.map((s) => weeks.reduce((sum, week) => sum + week[s.key], 0));
  const total = sums.reduce((a, b) => a + b, 0);
  if (total === 0) return `No new leads in the last ${weeks.length} weeks.`;
  const busiest = weeks.reduce((best, week) => (totalOf(week) > totalOf(best) ? week : best), weeks[0]!);
  const parts = SERIES.map((s, i) => `${sums[i]} ${sums[i] === 1 ? s.one : s.label.toLowerCase()}`).join(", ");
  return `${total} new lead${total === 1 ? "" : "s"} in the last ${weeks.length} weeks: ${parts}. Busiest week: from ${formatShortDay(busiest.weekStart)}, with ${totalOf(busiest)}.`;
}

/**
 * New leads per week as stacked bars: a small inline SVG (no chart library), named by a one-line
 * summary, with the full numbers in a table under "Show as table".
 */
export function LeadsChart({ weeks }: { weeks: WeekLeads[] }) {
  const { top, ticks } = niceScale(Math.max(0, ...weeks.map(totalOf)));
  const slot = WIDTH / weeks.length;
  const scale = HEIGHT / top;
  // Every other week ending with the newest; on a phone every fourth, so the dates do not touch.
  const dayLabels = weeks.flatMap((week, index) => {
    const fromNewest = weeks.length - 1 - index;
    if (fromNewest % 2 !== 0) return [];
    // The newest ends at the plot's edge, under its bar, instead of hanging past it.
    const label =
      fromNewest === 0
        ? { at: 1, text: formatShortDay(week.weekStart), align: "end" as const }
        : { at: (index + 0.5) / weeks.length, text: formatShortDay(week.weekStart) };
    return [fromNewest % 4 === 0 ? label : { ...label, className: "max-sm:hidden" }];
  });
  return (
    <figure className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <figcaption className="font-semibold">New leads per week</figcaption>
      <p className="text-sm text-muted-foreground">Last {weeks.length} weeks, newest on the right.</p>
      <div className="mt-6 flex">
        <YAxisLabels
          ticks={ticks.map((tick) => ({ at: tick / top, text: formatCount(tick) }))}
          className="mb-5 w-8 shrink-0"
        />
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-40 w-full overflow-visible"
            role="img"
            aria-label={chartSummary(weeks)}
          >
            <GridLines ticks={ticks} scale={scale} width={WIDTH} height={HEIGHT} />
            {weeks.map((week, index) => {
              let y = HEIGHT;
              const x = index * slot + GAP / 2;
              return (
                <g key={week.weekStart}>
                  {SERIES.map((series) => {
                    const height = week[series.key] * scale;
                    y -= height;
                    return height > 0 ? (
                      <rect
                        key={series.key}
                        x={x}
                        y={y}
                        width={slot - GAP}
                        height={height}
                        className={series.className}
                      />
                    ) : null;
                  })}
                </g>
              );
            })}
          </svg>
          <XAxisLabels labels={dayLabels} />
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-label="Legend">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded-sm ${series.swatch}`} aria-hidden="true" />
            {series.label}
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted-foreground hover:text-foreground">Show as table</summary>
        {/* On a phone the columns take their short names and small type, so all six fit (Total too). */}
        <table className="mt-2 w-full text-start tabular-nums max-sm:text-xs">
          <caption className="sr-only">New leads per week</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pe-2 text-start font-medium max-sm:pe-1">
                Week from
              </th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col" className="py-1 pe-2 text-start font-medium max-sm:pe-1">
                  <span className="sm:hidden">{series.short}</span>
                  <span className="max-sm:hidden">{series.label}</span>
                </th>
              ))}
              <th scope="col" className="py-1 text-start font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart} className="border-b last:border-0">
                <th scope="row" className="py-1 pe-2 text-start font-normal whitespace-nowrap max-sm:pe-1">
                  {formatShortDay(week.weekStart)}
                </th>
                {SERIES.map((series) => (
                  <td key={series.key} className="py-1 pe-2 max-sm:pe-1">
                    {week[series.key]}
                  </td>
                ))}
                <td className="py-1">{totalOf(week)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
