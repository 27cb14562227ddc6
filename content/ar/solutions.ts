import * as en from "../solutions.ts";

// TODO(ar-landing): temporary twin so /ar/solutions/{id} works on this branch; the landing engineer's
// content/ar/solutions.ts (the Arabic solutions and section copy) replaces it.
export const solutions = en.solutions;
export const solutionsSection = en.solutionsSection;
