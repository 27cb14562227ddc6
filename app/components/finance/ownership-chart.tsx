const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, end: 12, bottom: 26, start: 40 };

export type OwnershipSeries = { label: string; className: string; swatch: string; shares: number[] };

/**
 * The customer's share of the home month by month, one line per structure: an inline SVG (no chart
 * library), summarised for screen readers here and given in full in the table beside it.
 *
 * Right to left, time still runs left to right, as on Arabic financial sites and bank statements
 * (Tadawul, ADX and DFM, Argaam, the UAE banks' Arabic pages): a time axis is read like the numbers on
 * it. What mirrors is the value axis, whose labels move to the right, the side an Arabic reader starts
 * from. The drawing is laid out in fixed left-to-right coordinates either way (`direction: ltr`, so
 * `textAnchor` means the same thing on both sites).
 */
export function OwnershipChart({
  title,
  summary,
  axisNote,
  series,
  startShare,
  years,
  dir = "ltr",
}: {
  title: string;
  summary: string;
  axisNote: string;
  series: OwnershipSeries[];
  /** The share owned before the first payment (the down payment), percent. */
  startShare: number;
  years: number;
  /** The page's direction: in "rtl" the value axis and its labels stand on the right. */
  dir?: "ltr" | "rtl";
}) {
  const rtl = dir === "rtl";
  const months = years * 12;
  const plotWidth = WIDTH - PAD.start - PAD.end;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  /** The plot's left edge in drawing coordinates: after the value labels, or (rtl) before them. */
  const left = rtl ? PAD.end : PAD.start;
  const x = (month: number) => left + (month / months) * plotWidth;
  const y = (share: number) => PAD.top + (1 - share / 100) * plotHeight;
  const labelEvery = years > 20 ? 5 : years > 8 ? 2 : 1;
  const yearTicks = Array.from({ length: years + 1 }, (_, year) => year).filter(
    (year) => year % labelEvery === 0 || year === years,
  );
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="ownership-chart-title ownership-chart-desc"
        className="h-auto w-full"
        direction="ltr"
      >
        <title id="ownership-chart-title">{title}</title>
        <desc id="ownership-chart-desc">{summary}</desc>
        {[0, 25, 50, 75, 100].map((share) => (
          <g key={share}>
            <line x1={left} x2={left + plotWidth} y1={y(share)} y2={y(share)} className="stroke-border" />
            <text
              x={rtl ? left + plotWidth + 6 : left - 6}
              y={y(share) + 4}
              textAnchor={rtl ? "start" : "end"}
              className="fill-muted-foreground text-[13px]"
            >
              {share}%
            </text>
          </g>
        ))}
        {yearTicks.map((year) => (
          <text
            key={year}
            x={x(year * 12)}
            y={HEIGHT - 8}
            textAnchor="middle"
            className="fill-muted-foreground text-[13px]"
          >
            {year}
          </text>
        ))}
        {series.map((line) => (
          <polyline
            key={line.label}
            fill="none"
            strokeWidth={2.5}
            strokeLinejoin="round"
            className={line.className}
            points={[startShare, ...line.shares].map((share, month) => `${x(month)},${y(share)}`).join(" ")}
          />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        {series.map((line) => (
          <span key={line.label} className="inline-flex items-center gap-2">
            <span className={`h-1 w-4 rounded-sm ${line.swatch}`} aria-hidden="true" /> {line.label}
          </span>
        ))}
        <span>{axisNote}</span>
      </figcaption>
    </figure>
  );
}
