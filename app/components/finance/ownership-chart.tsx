const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, end: 12, bottom: 28, start: 60 };
const SHARE_TICKS = [0, 25, 50, 75, 100];

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
 *
 * The axis labels are HTML placed over the drawing at the same coordinates (in percent), not SVG text:
 * SVG text shrinks with the drawing, to about 7 px on a 390 px phone; HTML text keeps the page's size.
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
  /** A label's place over the drawing, in percent of its box (physical: the drawing's own coordinates). */
  const at = (px: number, py: number) => ({ left: `${(px / WIDTH) * 100}%`, top: `${(py / HEIGHT) * 100}%` });
  return (
    <figure className="space-y-3">
      <div className="relative">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby="ownership-chart-title ownership-chart-desc"
          className="h-auto w-full"
          direction="ltr"
        >
          <title id="ownership-chart-title">{title}</title>
          <desc id="ownership-chart-desc">{summary}</desc>
          {SHARE_TICKS.map((share) => (
            <line key={share} x1={left} x2={left + plotWidth} y1={y(share)} y2={y(share)} className="stroke-border" />
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
        <div aria-hidden="true" className="pointer-events-none text-xs text-muted-foreground tabular-nums" dir="ltr">
          {SHARE_TICKS.map((share) => (
            <span
              key={share}
              className="absolute -translate-y-1/2 whitespace-nowrap"
              // physical: the drawing's coordinates; the value axis's labels end at its line (start on the right)
              style={{
                ...at(rtl ? left + plotWidth + 4 : left - 4, y(share)),
                ...(rtl ? {} : { transform: "translate(-100%, -50%)" }),
              }}
            >
              {share}%
            </span>
          ))}
          {yearTicks.map((year) => (
            <span
              key={year}
              className="absolute -translate-x-1/2 whitespace-nowrap"
              style={at(x(year * 12), HEIGHT - PAD.bottom + 4)}
            >
              {year}
            </span>
          ))}
        </div>
      </div>
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
