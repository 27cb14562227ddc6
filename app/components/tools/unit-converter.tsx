import { useId, useState } from "react";
import { FormField } from "#app/components/form-field.tsx";
import { ArrowLeftRight } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { checkAmount } from "#domain/calc/parse.ts";
import { convertUnit, formatUnitResult, UNIT_TABLES, type UnitKind } from "#domain/calc/units.ts";
import { UNIT_DEFAULTS, UNIT_VALUE } from "#domain/constants.ts";
import { TabList, TabPanel } from "./tabs.tsx";

const KINDS = [
  { id: "length", label: "Length" },
  { id: "weight", label: "Weight" },
] as const satisfies readonly { id: UnitKind; label: string }[];

const unitLabel = (unit: string) => unit.charAt(0).toUpperCase() + unit.slice(1);
const VALUE_FIELD = { label: "Value", format: (value: number) => value.toLocaleString("en-US") };

/** SPEC §2/§9 unit converter: Length and Weight, the spec's factors, results to 4 decimals. */
export function UnitConverter() {
  const [kind, setKind] = useState<UnitKind>("length");
  return (
    <section aria-labelledby="unit-converter-heading" className="space-y-6">
      <div>
        <h2 id="unit-converter-heading" className="text-2xl font-semibold">
          Unit Converter
        </h2>
        <p className="mt-1 text-muted-foreground">Convert lengths and weights between metric and imperial units.</p>
      </div>
      <TabList
        idPrefix="units"
        label="Unit type"
        tabs={KINDS}
        selected={kind}
        onSelect={setKind}
        className="max-w-sm"
      />
      <TabPanel idPrefix="units" id={kind}>
        {/* A key per kind: each keeps its own defaults (1 meter → foot, 1 kilogram → pound). */}
        <ConversionForm key={kind} kind={kind} />
      </TabPanel>
    </section>
  );
}

function ConversionForm({ kind }: { kind: UnitKind }) {
  const defaults = UNIT_DEFAULTS[kind];
  const units = Object.keys(UNIT_TABLES[kind]);
  const [value, setValue] = useState(String(defaults.value));
  const [from, setFrom] = useState<string>(defaults.from);
  const [to, setTo] = useState<string>(defaults.to);
  const id = useId();
  const checked = checkAmount(value, UNIT_VALUE, VALUE_FIELD);
  const result = checked.ok ? convertUnit(kind, checked.value, from as never, to as never) : null;

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-6 sm:grid-cols-[1fr_1fr_auto_1fr] sm:items-end">
      <FormField formId={id} name="value" label={VALUE_FIELD.label} error={checked.ok ? undefined : checked.message}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <div className="space-y-2">
        <Label htmlFor={`${id}-from`}>From</Label>
        <NativeSelect id={`${id}-from`} value={from} onChange={(event) => setFrom(event.target.value)}>
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {unitLabel(unit)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        variant="outline"
        size="icon"
        className="mx-auto h-10 w-10"
        aria-label="Swap units"
        onClick={() => {
          setFrom(to);
          setTo(from);
        }}
      >
        <ArrowLeftRight aria-hidden="true" />
      </Button>
      <div className="space-y-2">
        <Label htmlFor={`${id}-to`}>To</Label>
        <NativeSelect id={`${id}-to`} value={to} onChange={(event) => setTo(event.target.value)}>
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {unitLabel(unit)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="rounded-lg bg-muted p-4 sm:col-span-4" aria-live="polite">
        <p className="text-sm text-muted-foreground">Result</p>
        <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="unit-result">
          {result === null ? "—" : formatUnitResult(result)}{" "}
          <span className="text-base font-normal">{unitLabel(to)}</span>
        </p>
        {checked.ok && result !== null && (
          <p className="mt-1 text-sm text-muted-foreground">
            {formatUnitResult(checked.value)} {unitLabel(from)} = {formatUnitResult(result)} {unitLabel(to)}
          </p>
        )}
      </div>
    </div>
  );
}
