import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "#app/lib/motion.ts";
import { formatStat, type Stat, stats } from "#content/stats.ts";
import { COUNTER_ANIMATION_MS, COUNTER_STEPS, COUNTER_VISIBILITY_THRESHOLD } from "#domain/constants.ts";

/** When (ms after the start) the count-up takes step `step` of COUNTER_STEPS; the last lands on 2000 ms exactly. */
const stepTime = (step: number) => Math.round((step * COUNTER_ANIMATION_MS) / COUNTER_STEPS);

/**
 * The number a card shows. The server (and a browser without JavaScript, or one asking for reduced
 * motion) shows the final value. Otherwise the card drops to 0 and, once 30% of it is visible, counts
 * up over 2 s in 60 steps, once per page view. `counting` is true while it runs.
 */
function useCountUp(target: number) {
  const ref = useRef<HTMLLIElement>(null);
  const [value, setValue] = useState(target);
  const [counting, setCounting] = useState(false);

  useEffect(() => {
    const card = ref.current;
    if (!card || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    setValue(0);
    let timer: number | undefined;
    // Each step schedules the next, so the count keeps time however the page renders.
    const step = (n: number) => {
      timer = window.setTimeout(
        () => {
          setValue(n >= COUNTER_STEPS ? target : Math.floor((target * n) / COUNTER_STEPS));
          if (n < COUNTER_STEPS) step(n + 1);
          else setCounting(false);
        },
        stepTime(n) - stepTime(n - 1),
      );
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD))
          return;
        observer.disconnect();
        setCounting(true);
        step(1);
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

function StatCard({ stat }: { stat: Stat }) {
  const { ref, value, counting } = useCountUp(stat.value);
  return (
    <li ref={ref} aria-busy={counting} className="rounded-xl border bg-card p-6 text-center shadow-sm">
      {/* Screen readers get the final value once, not every tick of the count-up. */}
      <p className="text-4xl font-bold tracking-tight text-primary tabular-nums sm:text-5xl">
        <span aria-hidden="true" data-testid="stat-value">
          {value}
          {stat.suffix}
        </span>
        <span className="sr-only">{formatStat(stat)}</span>
      </p>
      <p className="mt-2 text-sm font-medium text-muted-foreground">{stat.label}</p>
    </li>
  );
}

/** The four animated statistics cards between the hero and the about section (SPEC §2). */
export function StatsSection() {
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
