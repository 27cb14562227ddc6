import { ADVANCE_SALARY_CAP_PERCENT } from "#domain/calculator-bounds.ts";

/**
 * The salary advance (Qard Hasan, SPEC §9): a loan repaid at exactly what was advanced, so it has no
 * schedule or rate. Murabaha and home finance have one engine, in domain/finance/.
 */

/** Advance salary (Qard Hasan) example: up to 50 % of the monthly salary. */
export function advanceSalaryCap(monthlySalary: number): number {
  return (Math.max(0, monthlySalary) * ADVANCE_SALARY_CAP_PERCENT) / 100;
}
