import { useId } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";

/** A typed amount in AED; what cannot be parsed counts as 0 in the calculators (SPEC §5). */
export function AmountInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
          aria-hidden="true"
        >
          AED
        </span>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pl-12 tabular-nums"
        />
      </div>
    </div>
  );
}

/** One labelled figure of a calculator's result. */
export function Figure({
  label,
  value,
  emphasis = false,
  testId,
}: {
  label: string;
  value: string;
  emphasis?: boolean;
  testId?: string;
}) {
  return (
    <div className={emphasis ? "rounded-lg bg-primary/10 p-4" : "p-1"}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={emphasis ? "text-2xl font-bold tabular-nums" : "text-lg font-semibold tabular-nums"}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}
