import type * as React from "react";
import { ChevronDown } from "#app/components/icons.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/utils.ts";

/** A native <select> styled like the inputs: works without JavaScript and uses the platform's picker. */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(controlClass, "h-10 appearance-none pe-9", className)} {...props} />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
