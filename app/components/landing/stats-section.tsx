import { useEffect, useRef, useState } from "react";
import { useContent, useT } from "#app/lib/i18n.tsx";
import { prefersReducedMotion } from "#app/lib/motion.ts";
import type { Stat } from "#content/stats.ts";
import { COUNTER_ANIMATION_MS, COUNTER_STEPS, COUNTER_VISIBILITY_THRESHOLD } from "#domain/constants.ts";

/** When (ms after the start) the count-up takes step `step` of COUNTER_STEPS; the last lands on 2000 ms exactly. */
const stepTime = (step: number) => Math.round((step * COUNTER_ANIMATION_MS) / COUNTER_STEPS);

/**
 * Where a count-up to `target` stands `elapsed` ms after it started: the value to show, and how long
 * until the next step (`undefined` once it shows `target`, which it always does from 2000 ms on).
 * The step comes from the time passed, never from how many steps ran before: a busy main thread
 * (a long task, a throttled tab) makes the count skip steps, not run late.
 */
export function countUpAt(target: number, elapsed: number): { value: number; next: number | undefined } {
  let step = Math.min(COUNTER_STEPS, Math.max(0, Math.floor((elapsed * COUNTER_STEPS) / COUNTER_ANIMATION_MS)));
  // stepTime rounds, so step n may be due a fraction of a millisecond before n/60 of the time.
  while (step < COUNTER_STEPS && stepTime(step + 1) <= elapsed) step++;
  if (step >= COUNTER_STEPS) return { value: target, next: undefined };
  return { value: Math.floor((target * step) / COUNTER_STEPS), next: Math.max(1, stepTime(step + 1) - elapsed) };
}

/**
 * The number a card shows. The server (and a browser without JavaScript, or one asking for reduced
 * motion) shows the final value. Otherwise the card drops to 0 and, once 30% of it is visible, counts
 * up over 2 s in 60 steps, once per page view. `counting` is true while it runs.
 */
function useCountUp(target: number) {
  const ref = useRef<HTMLLIElement>(null);
  const [value, setValue] = useState(target);
  const [counting, setCounting] = useState(false);
  // When the count started (performance.now()), kept across effect runs: an effect cleaned up and run
  // again mid-count (a changed target, StrictMode, hot reload) resumes it rather than freezing it.
  const startedAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    const card = ref.current;
    if (!card || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    let timer: number | undefined;
    // Each tick shows the step the elapsed time has reached and waits for the next step's time.
    const tick = () => {
      const { value, next } = countUpAt(target, performance.now() - (startedAt.current ?? 0));
      setValue(value);
      if (next === undefined) setCounting(false);
      else timer = window.setTimeout(tick, next);
    };
    if (startedAt.current !== undefined) {
      tick();
      return () => window.clearTimeout(timer);
    }
    setValue(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD))
          return;
        observer.disconnect();
        startedAt.current = performance.now();
        setCounting(true);
        tick();
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(card);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [target]);

  return { ref, value, counting };
}

/** The catalogue's pattern for each sign: the number and its sign in the page language's order. */
const STAT_PATTERN = { "+": "stats.plus", "%": "stats.percent" } as const;

function StatCard({ stat }: { stat: Stat }) {
  const { ref, value, counting } = useCountUp(stat.value);
  const t = useT("landing");
  const shown = (n: number) => t(STAT_PATTERN[stat.suffix], { value: n });
  return (
    <li ref={ref} aria-busy={counting} className="rounded-xl border bg-card p-6 text-center shadow-sm">
      {/* Screen readers get the final value once, not every tick of the count-up. */}
      {/* In the page's direction: Arabic shows "9+" right to left ("+9"), as Arabic text writes it. */}
      <p className="text-4xl font-bold tracking-tight text-primary tabular-nums sm:text-5xl">
        <span aria-hidden="true" data-testid="stat-value">
          {shown(value)}
        </span>
        <span className="sr-only">{shown(stat.value)}</span>
      </p>
      <p className="mt-2 text-sm font-medium text-muted-foreground">{stat.label}</p>
    </li>
  );
}

/** The four animated statistics cards between the hero and the about section (SPEC §2). */
export function StatsSection() {
  const stats = useContent("stats");
  return (
    <div className="px-4 pb-8 sm:px-6 lg:px-8">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
        {stats.map((stat) => (
          <StatCard key={stat.label} stat={stat} />
        ))}
      </ul>
    </div>
  );
}
