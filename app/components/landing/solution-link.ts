import type { solutions } from "#content/solutions.ts";

/** One solution as the landing cards and its dialog show it (shared so neither imports the other). */
export type Solution = (typeof solutions)[number];

export const solutionHref = (id: string) => `/solutions/${id}`;
