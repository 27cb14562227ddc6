import type { ScheduleYear } from "#domain/calc/loan.ts";

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 10, right: 8, bottom: 24, left: 8 };

/**
 * Principal against interest per year as stacked bars: an inline SVG (no chart library). Screen
 * readers get a one-sentence summary here and the full numbers in the schedule table beside it.
 */
export function LoanChart({ rows, summary }: { rows: ScheduleYear[]; summary: string }) {
  const max = Math.max(1, ...rows.map((row) => row.principal + row.interest));
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, rows.length);
  const barWidth = Math.max(2, slot * 0.7);
  const labelEvery = rows.length > 15 ? 5 : rows.length > 8 ? 2 : 1;
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="loan-chart-title loan-chart-desc"
        className="h-auto w-full"
      >
        <title id="loan-chart-title">Principal and interest paid each year</title>
        <desc id="loan-chart-desc">{summary}</desc>
        {rows.map((row, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          const principalHeight = (row.principal / max) * plotHeight;
          const interestHeight = (row.interest / max) * plotHeight;
          const base = HEIGHT - PAD.bottom;
          return (
            <g key={row.year}>
              <rect
                x={x}
                y={base - principalHeight}
                width={barWidth}
                height={principalHeight}
                className="fill-primary"
              />
              <rect
                x={x}
                y={base - principalHeight - interestHeight}
                width={barWidth}
                height={interestHeight}
                className="fill-amber-500"
              />
              {(row.year === 1 || row.year % labelEvery === 0) && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {row.year}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-primary" aria-hidden="true" /> Principal
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-amber-500" aria-hidden="true" /> Interest
        </span>
        <span>Year of the loan along the bottom.</span>
      </figcaption>
    </figure>
  );
}
