import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("text-sm leading-none font-medium select-none", className)} {...props} />;
}
