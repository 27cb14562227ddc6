import type { Stat } from "../schema.ts";

/** The four statistics cards in Arabic: the same numbers, in the same order. */
export const stats: Stat[] = [
  { value: 9, suffix: "+", label: "سنوات من الخبرة" },
  { value: 50, suffix: "+", label: "مشروعًا منجزًا" },
  { value: 80, suffix: "%", label: "نمو في الإيرادات" },
  { value: 100, suffix: "%", label: "رضا العملاء" },
];
