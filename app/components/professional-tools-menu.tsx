import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { SUBMENU_CLOSE_DELAY_MS, SUBMENU_HOVER_DELAY_MS } from "#app/lib/constants.ts";
import { PROFESSIONAL_TOOLS, PROFESSIONAL_TOOLS_LABEL } from "#app/lib/navigation.ts";
import { cn } from "#app/lib/utils.ts";

const triggerClass = "text-muted-foreground hover:text-foreground data-[state=open]:text-foreground";

/**
 * The desktop "Professional Tools" dropdown. It opens after a short hover, on click and from the
 * keyboard (Enter, Space, ArrowDown). A menu opened by hover closes when the pointer leaves it; a click
 * on the trigger while it is hover-open keeps it open.
 */
export function ProfessionalToolsMenu() {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);

  const clearTimer = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const changeOpen = (next: boolean) => {
    clearTimer();
    if (!next) openedByHover.current = false;
    setOpen(next);
  };

  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimer();
    if (open) return;
    timer.current = window.setTimeout(() => {
      openedByHover.current = true;
      setOpen(true);
    }, SUBMENU_HOVER_DELAY_MS);
  };

  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimer();
    if (!openedByHover.current) return;
    timer.current = window.setTimeout(() => changeOpen(false), SUBMENU_CLOSE_DELAY_MS);
  };

  return (
    <DropdownMenu open={open} onOpenChange={changeOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          variant="ghost"
          className={cn("group", triggerClass, "no-js:hidden")}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onPointerDown={(event) => {
            // The menu is already open from hovering: the click pins it open instead of closing it.
            if (open && openedByHover.current) {
              openedByHover.current = false;
              event.preventDefault();
            }
          }}
        >
          {PROFESSIONAL_TOOLS_LABEL}
          <ChevronDown className="transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-52"
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        // A press on the trigger is the trigger's business (toggle or pin), not an outside dismissal.
        onInteractOutside={(event) => {
          if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
        }}
      >
        {PROFESSIONAL_TOOLS.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Without JavaScript the dropdown cannot open, so a native disclosure offers the same links. */
export function ProfessionalToolsFallback() {
  return (
    <details className="group relative hidden no-js:block">
      <summary
        className={cn(
          triggerClass,
          "flex h-9 cursor-pointer list-none items-center gap-2 rounded-md px-4 text-sm font-medium hover:bg-accent [&::-webkit-details-marker]:hidden",
        )}
      >
        {PROFESSIONAL_TOOLS_LABEL}
        <ChevronDown className="size-4 group-open:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="absolute right-0 mt-1 w-52 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg">
        {PROFESSIONAL_TOOLS.map((item) => (
          <li key={item.to}>
            <a href={item.to} className="block rounded-sm px-2 py-1.5 text-sm hover:bg-accent">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
