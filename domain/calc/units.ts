import { LENGTH_UNITS_PER_METER, UNIT_RESULT_DECIMALS, WEIGHT_UNITS_PER_KILOGRAM } from "#domain/calculator-bounds.ts";

/** SPEC §9 unit tables: how many of each unit make one base unit (meter, kilogram). */
export const UNIT_TABLES = { length: LENGTH_UNITS_PER_METER, weight: WEIGHT_UNITS_PER_KILOGRAM } as const;
export type UnitKind = keyof typeof UNIT_TABLES;
export type UnitOf<K extends UnitKind> = keyof (typeof UNIT_TABLES)[K] & string;

/** value in `from` → base unit (÷ per-base factor) → `to` (× its factor). */
export function convertUnit<K extends UnitKind>(kind: K, value: number, from: UnitOf<K>, to: UnitOf<K>): number {
  const table = UNIT_TABLES[kind] as Record<string, number>;
  return (value / table[from]!) * table[to]!;
}

/** Results to 4 decimals (SPEC §9). */
export function formatUnitResult(value: number): string {
  return value.toFixed(UNIT_RESULT_DECIMALS);
}
