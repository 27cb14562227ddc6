import type * as React from "react";
import { useEffect, useId, useRef, useState } from "react";

/**
 * The WAI-ARIA menu-button behaviour shared by the header's hand-written menus: Enter, Space or
 * ArrowDown open on the first item and ArrowUp on the last; arrows, Home and End move focus; Escape
 * closes and returns focus to the button, Tab closes; a press outside closes. `onReset` runs whenever
 * the menu opens or closes from here (e.g. to cancel a hover timer).
 */
export function useMenuButton(onReset: () => void = () => {}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    onReset();
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const openWithFocus = (index: number) => {
    onReset();
    setOpen(true);
    // The list renders on the next frame; focus its item then.
    requestAnimationFrame(() => focusItem(index));
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });

  const onTriggerKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openWithFocus(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openWithFocus(-1);
    } else if (event.key === "Escape" && open) {
      close(true);
    }
  };
  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  return { open, setOpen, rootRef, triggerRef, menuRef, menuId, close, onTriggerKeyDown, onMenuKeyDown };
}
