import { cn } from "#app/lib/utils.ts";

export type FigureProps = {
  label: string;
  value: string;
  /** The figure a reader looks for first, on a tinted panel. */
  emphasis?: boolean;
  /** A bordered panel (the detailed calculators); otherwise plain (the product journeys' calculators). */
  framed?: boolean;
  /** Lets the browser tests read the number. */
  testId?: string;
};

/** One labelled figure of a calculator's result, inside a `<dl>`. */
export function Figure({ label, value, emphasis = false, framed = false, testId }: FigureProps) {
  const panel = emphasis ? "rounded-lg bg-primary/10 p-4" : framed ? "rounded-lg border p-4" : "p-1";
  return (
    <div className={panel}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          "tabular-nums break-words",
          framed && "mt-1",
          emphasis ? (framed ? "text-xl font-bold sm:text-2xl" : "text-2xl font-bold") : "text-lg font-semibold",
        )}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}
