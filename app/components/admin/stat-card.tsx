import type { LucideIcon } from "#app/components/icons.tsx";
import { formatCount } from "./format.ts";

/** One figure on the dashboard: a label, the number and an optional line under it (a named group). */
export function StatCard({
  label,
  value,
  detail,
  icon: Icon,
}: {
  label: string;
  value: number;
  detail?: string;
  icon?: LucideIcon;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled card of figures, not a group of form controls
    <div role="group" aria-label={label} className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {Icon ? <Icon className="size-4 text-muted-foreground" aria-hidden="true" /> : null}
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums" data-testid="stat-value">
        {formatCount(value)}
      </p>
      {detail ? <p className="mt-1 text-xs text-muted-foreground">{detail}</p> : null}
    </div>
  );
}

export function StatGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>;
}
