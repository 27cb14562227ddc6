import { useId } from "react";
import { clampToRange } from "#domain/calc/parse.ts";

type SliderFieldProps = {
  label: string;
  value: number;
  range: { min: number; max: number; step?: number };
  onChange: (value: number) => void;
  /** How the current value and the range ends are shown, e.g. "AED 100,000" or "5.0%". */
  format: (value: number) => string;
};

/** A labelled native range input whose value is shown beside the label and announced in words. */
export function SliderField({ label, value, range, onChange, format }: SliderFieldProps) {
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold tabular-nums">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step ?? 1}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(clampToRange(Number(event.target.value), range))}
        className="h-2 w-full cursor-pointer accent-primary"
      />
      {/* The range's ends under its ends: right to left the slider's minimum is on the right, and so is this row's first label. */}
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{format(range.min)}</span>
        <span>{format(range.max)}</span>
      </div>
    </div>
  );
}
