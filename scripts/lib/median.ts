/** The middle of a list of measurements (of an even count, the upper of the two middle values). */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
