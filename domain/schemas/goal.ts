import * as z from "zod/mini";
import { CALCULATORS, type CalculatorSlug } from "#domain/finance/calculate.ts";

/** The tools page's loan calculator: a calculator too, though not one of the finance pages'. */
export const TOOL_CALCULATORS = ["loan"] as const;

/** POST /api/goals/calculator: `{ calculator: <a finance calculator's slug, or "loan"> }` (issue #44). */
export const calculatorGoalSchema = z.object({
  calculator: z.enum([...TOOL_CALCULATORS, ...(Object.keys(CALCULATORS) as CalculatorSlug[])], {
    error: "Unknown calculator",
  }),
});
