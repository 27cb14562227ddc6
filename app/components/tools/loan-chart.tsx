import { XAxisLabels } from "#app/components/chart-axis.tsx";
import { useT } from "#app/lib/i18n.tsx";
import type { ScheduleYear } from "#domain/calc/loan.ts";

// The plot's coordinates; the SVG stretches to the width at a fixed height, and the year labels are
// HTML under it (SVG text scaled with the viewBox: ~5 px on a phone).
const WIDTH = 640;
const HEIGHT = 200;
const PAD_TOP = 10;

/**
 * Principal against interest per year as stacked bars: an inline SVG (no chart library). Screen
 * readers get a one-sentence summary here and the full numbers in the schedule table beside it.
 * Right to left the plot keeps its physical axis (year 1 on the left, as the year labels under it
 * say); the legend below follows the page's direction and says which way the years run.
 */
export function LoanChart({ rows, summary }: { rows: ScheduleYear[]; summary: string }) {
  const t = useT("tools");
  const max = Math.max(1, ...rows.map((row) => row.principal + row.interest));
  const plotHeight = HEIGHT - PAD_TOP;
  const slot = WIDTH / Math.max(1, rows.length);
  const barWidth = Math.max(2, slot * 0.7);
  const labelEvery = rows.length > 15 ? 5 : rows.length > 8 ? 2 : 1;
  const yearLabels = rows.flatMap((row, index) =>
    row.year === 1 || row.year % labelEvery === 0 ? [{ at: (index + 0.5) / rows.length, text: String(row.year) }] : [],
  );
  return (
    <figure className="space-y-3">
      <div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby="loan-chart-title loan-chart-desc"
          className="block h-40 w-full sm:h-52"
        >
          <title id="loan-chart-title">{t("loan.chartTitle")}</title>
          <desc id="loan-chart-desc">{summary}</desc>
          {rows.map((row, index) => {
            const x = index * slot + (slot - barWidth) / 2;
            const principalHeight = (row.principal / max) * plotHeight;
            const interestHeight = (row.interest / max) * plotHeight;
            const base = HEIGHT;
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
              </g>
            );
          })}
        </svg>
        <XAxisLabels labels={yearLabels} />
      </div>
      <figcaption className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-primary" aria-hidden="true" /> {t("loan.legend.principal")}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-amber-500" aria-hidden="true" /> {t("loan.legend.interest")}
        </span>
        <span>{t("loan.legend.axis")}</span>
      </figcaption>
    </figure>
  );
}
