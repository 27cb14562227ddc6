import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/** Shared look of text inputs, text areas and native selects; an invalid control gets the error border. */
export const controlClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-error md:text-sm";

export function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type ?? "text"} className={cn(controlClass, "h-10", className)} {...props} />;
}
