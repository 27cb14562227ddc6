import * as React from "react";
import { cn } from "#app/lib/utils.ts";

type AnyProps = Record<string, unknown>;

/**
 * Renders its single child element with the slot's props merged in (what `asChild` means): classes
 * are joined, styles merged, and where both define the same event handler the child's runs first,
 * then the slot's (unless the child called preventDefault). Radix's Slot, minus what this site never uses.
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (event: unknown, ...rest: unknown[]) => {
        childValue(event, ...rest);
        if (!(event as Event | undefined)?.defaultPrevented) slotValue(event, ...rest);
      };
    } else if (key === "className") {
      merged.className = cn(slotValue as string, childValue as string);
    } else if (key === "style") {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    }
  }
  return React.cloneElement(children, merged);
}
