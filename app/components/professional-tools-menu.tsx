import type * as React from "react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ChevronDown } from "#app/components/icons.tsx";
import { ServerHtml } from "#app/components/server-html.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { PROFESSIONAL_TOOLS } from "#app/lib/navigation.ts";
import { useMenuButton } from "#app/lib/use-menu-button.ts";
import { cn } from "#app/lib/utils.ts";
import { SUBMENU_CLOSE_DELAY_MS, SUBMENU_HOVER_DELAY_MS } from "#domain/constants.ts";

const triggerClass = "text-muted-foreground hover:text-foreground data-[state=open]:text-foreground";

/**
 * The desktop "Professional Tools" menu button (WAI-ARIA menu button pattern). It opens after a short
 * hover, on click and from the keyboard (Enter, Space, ArrowDown/ArrowUp), moves focus with the arrow
 * keys, Home and End, and closes on Escape, Tab, a choice or a click elsewhere. A menu opened by hover
 * closes when the pointer leaves it; a click on the button while it is hover-open pins it open.
 * Hand-written rather than a dropdown library: three links do not need a positioning engine, and the
 * landing page's JavaScript budget is small.
 */
export function ProfessionalToolsMenu() {
  const t = useT("common");
  const localize = useLocalize();
  const openedByHover = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const clearTimer = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const { open, setOpen, rootRef, triggerRef, menuRef, menuId, close, onTriggerKeyDown, onMenuKeyDown } = useMenuButton(
    () => {
      clearTimer();
      openedByHover.current = false;
    },
  );

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
    if (open && openedByHover.current) timer.current = window.setTimeout(() => close(false), SUBMENU_CLOSE_DELAY_MS);
  };

  return (
    <div
      ref={rootRef}
      className="relative no-js:hidden"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <Button
        ref={triggerRef}
        variant="ghost"
        className={cn("group", triggerClass)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => {
          if (open && openedByHover.current) {
            openedByHover.current = false; // pin the hover-opened menu
            return;
          }
          if (open) close(false);
          else {
            clearTimer();
            setOpen(true);
          }
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {t("nav.professionalTools")}
        <ChevronDown className="transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
      </Button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t("nav.professionalTools")}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 z-50 mt-1 w-52 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {PROFESSIONAL_TOOLS.map((item) => (
            <Link
              key={item.to}
              to={localize(item.to)}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
              className="block rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent focus:bg-accent"
            >
              {t(item.label)}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}

/** Without JavaScript the dropdown cannot open, so a native disclosure offers the same links. */
export function ProfessionalToolsFallback() {
  return import.meta.env.SSR ? <ProfessionalToolsDisclosure /> : <ServerHtml as="details" className={FALLBACK_CLASS} />;
}

const FALLBACK_CLASS = "group relative hidden no-js:block";

function ProfessionalToolsDisclosure() {
  const t = useT("common");
  const localize = useLocalize();
  return (
    <details className={FALLBACK_CLASS}>
      <summary
        className={cn(
          triggerClass,
          "flex h-9 cursor-pointer list-none items-center gap-2 rounded-md px-4 text-sm font-medium hover:bg-accent [&::-webkit-details-marker]:hidden",
        )}
      >
        {t("nav.professionalTools")}
        <ChevronDown className="size-4 group-open:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="absolute end-0 mt-1 w-52 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg">
        {PROFESSIONAL_TOOLS.map((item) => (
          <li key={item.to}>
            <a href={localize(item.to)} className="block rounded-sm px-2 py-1.5 text-sm hover:bg-accent">
              {t(item.label)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
