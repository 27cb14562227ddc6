import { z } from "zod";

/** One animated statistics card: the number counts up to `value`, then `suffix` follows it. */
export const statSchema = z.object({
  value: z.number().int().nonnegative(),
  suffix: z.enum(["+", "%"]),
  label: z.string().min(1),
});

export type Stat = z.infer<typeof statSchema>;

export const statsSchema = z.array(statSchema).length(4);

/** The four statistics cards, in display order (SPEC §2). */
export const stats: Stat[] = statsSchema.parse([
  { value: 9, suffix: "+", label: "Years Experience" },
  { value: 50, suffix: "+", label: "Projects Delivered" },
  { value: 80, suffix: "%", label: "Revenue Growth" },
  { value: 100, suffix: "%", label: "Client Satisfaction" },
]);

/** The text a card shows once its count-up has finished, e.g. "9+". */
export function formatStat(stat: Stat): string {
  return `${stat.value}${stat.suffix}`;
}
