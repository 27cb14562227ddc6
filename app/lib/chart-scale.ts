/**
 * A y scale for a bar chart of counts or amounts: a top at a round number at or above `max`, and the
 * ticks from 0 to it in steps of 1, 2 or 5 times a power of ten (at most `maxSteps` steps).
 */
export function niceScale(max: number, maxSteps = 4): { top: number; ticks: number[] } {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const rough = max / maxSteps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power) as number;
  // Counts never need a step below 1.
  const whole = Number.isInteger(max) ? Math.max(1, step) : step;
  const top = Math.ceil(max / whole) * whole;
  const ticks: number[] = [];
  for (let value = 0; value <= top + whole / 2; value += whole) ticks.push(Number(value.toPrecision(12)));
  return { top, ticks };
}
