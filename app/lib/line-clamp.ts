import type { CSSProperties } from "react";

/**
 * Clamps text to a number of lines (SPEC §9 clamp constants) with an ellipsis. Used with the
 * `lineClampClass` utilities so the line count comes from the constant rather than a class name.
 */
export const lineClampClass = "overflow-hidden [display:-webkit-box] [-webkit-box-orient:vertical]";

export function lineClampStyle(lines: number): CSSProperties {
  return { WebkitLineClamp: lines };
}
