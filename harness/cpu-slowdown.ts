/**
 * The CPU slowdown that makes a host of this BenchmarkIndex stand for Lighthouse's mid-tier phone:
 * Lighthouse's own calculator (docs/throttling.md, "Calibrating the CPU slowdown", which links
 * lighthouse-cpu-throttling-calculator), linear between its points 150 → 1×, 800 → 2×, 1300 → 3×,
 * 1533 → 4× (the default's host), 2000 → 6×. Used by scripts/lighthouse.ts
 * (LIGHTHOUSE_CPU_SLOWDOWN=calibrated).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex)) return Number.NaN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
