import { useId, useState } from "react";
import { FormField } from "#app/components/form-field.tsx";
import { ArrowLeftRight } from "#app/components/icons.tsx";
import { formatDecimal } from "#app/components/live/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { checkAmount } from "#domain/calc/parse.ts";
import { convertUnit, formatUnitResult, UNIT_TABLES, type UnitKind } from "#domain/calc/units.ts";
import { UNIT_DEFAULTS, UNIT_VALUE } from "#domain/calculator-bounds.ts";
import { TabList, TabPanel } from "./tabs.tsx";

const KINDS = ["length", "weight"] as const satisfies readonly UnitKind[];

/** A unit's name in the page's language ("Foot", "قدم"). */
function useUnitLabel() {
  const t = useT("tools");
  return (unit: string) => t(`units.unit.${unit}` as "units.unit.meter");
}

/** SPEC §2/§9 unit converter: Length and Weight, the spec's factors, results to 4 decimals. */
export function UnitConverter() {
  const [kind, setKind] = useState<UnitKind>("length");
  const t = useT("tools");
  const kinds = KINDS.map((id) => ({ id, label: t(`units.kind.${id}`) }));
  return (
    <section aria-labelledby="unit-converter-heading" className="space-y-6">
      <div>
        <h2 id="unit-converter-heading" className="text-2xl font-semibold">
          {t("units.title")}
        </h2>
        <p className="mt-1 text-muted-foreground">{t("units.intro")}</p>
      </div>
      <TabList
        idPrefix="units"
        label={t("units.kindLabel")}
        tabs={kinds}
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
  const t = useT("tools");
  const locale = useLocale();
  const unitLabel = useUnitLabel();
  const valueField = { label: t("units.value"), format: (amount: number) => formatDecimal(amount, locale) };
  const checked = checkAmount(value, UNIT_VALUE, valueField);
  const result = checked.ok ? convertUnit(kind, checked.value, from as never, to as never) : null;

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-6 sm:grid-cols-[1fr_1fr_auto_1fr] sm:items-end">
      <FormField
        formId={id}
        name="value"
        label={valueField.label}
        error={
          checked.ok
            ? undefined
            : t("field.range", {
                label: valueField.label,
                min: valueField.format(UNIT_VALUE.min),
                max: valueField.format(UNIT_VALUE.max),
              })
        }
      >
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
        <Label htmlFor={`${id}-from`}>{t("units.from")}</Label>
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
        aria-label={t("units.swap")}
        onClick={() => {
          setFrom(to);
          setTo(from);
        }}
      >
        <ArrowLeftRight aria-hidden="true" />
      </Button>
      <div className="space-y-2">
        <Label htmlFor={`${id}-to`}>{t("units.to")}</Label>
        <NativeSelect id={`${id}-to`} value={to} onChange={(event) => setTo(event.target.value)}>
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {unitLabel(unit)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="rounded-lg bg-muted p-4 sm:col-span-4" aria-live="polite">
        <p className="text-sm text-muted-foreground">{t("units.result")}</p>
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
