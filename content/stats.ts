import type { Stat } from "./schema.ts";

export type { Stat } from "./schema.ts";

/** The four statistics cards, in display order (SPEC §2). */
export const stats: Stat[] = [
  { value: 9, suffix: "+", label: "Years Experience" },
  { value: 50, suffix: "+", label: "Projects Delivered" },
  { value: 80, suffix: "%", label: "Revenue Growth" },
  { value: 100, suffix: "%", label: "Client Satisfaction" },
];

/** The text a card shows once its count-up has finished, e.g. "9+". */
export function formatStat(stat: Stat): string {
  return `${stat.value}${stat.suffix}`;
}
