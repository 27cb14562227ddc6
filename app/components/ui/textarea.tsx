import type * as React from "react";
import { controlClass } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/utils.ts";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, "min-h-32 resize-y", className)} {...props} />;
}
