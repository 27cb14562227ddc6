import type * as React from "react";
import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useLanguage } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";

export type TabItem<T extends string> = { id: T; label: string; icon?: React.ReactNode };

type TabListProps<T extends string> = {
  /** Prefix of the tab and panel element ids (unique on the page). */
  idPrefix: string;
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  /** URL tabs: each tab is a link to this address (works without JavaScript, survives a refresh). */
  hrefFor?: (id: T) => string;
  /** State tabs: called when a tab is chosen. */
  onSelect?: (id: T) => void;
  className?: string;
};

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (the selected tab), arrow keys
 * move between tabs and select them, Home and End jump to the ends. Right to left the row is mirrored,
 * and so are the arrows: ArrowLeft goes to the next tab (WAI-ARIA APG).
 */
export function TabList<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  hrefFor,
  onSelect,
  className,
}: TabListProps<T>) {
  const navigate = useNavigate();
  const { dir } = useLanguage();
  const listRef = useRef<HTMLDivElement>(null);

  const choose = (id: T) => {
    if (hrefFor) navigate(hrefFor(id), { replace: true, preventScrollReset: true });
    onSelect?.(id);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    // From the focused tab, not `selected`: a URL tab's navigation may not have re-rendered yet.
    const focusedId = (event.target as HTMLElement).id;
    const focused = tabs.findIndex((tab) => tabId(idPrefix, tab.id) === focusedId);
    const index = focused >= 0 ? focused : tabs.findIndex((tab) => tab.id === selected);
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    const next =
      event.key === forward
        ? (index + 1) % tabs.length
        : event.key === back
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    choose(tab.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, tab.id))}`)?.focus();
  };

  const tabClass = (active: boolean) =>
    cn(
      "inline-flex min-h-9 flex-[1_1_6rem] items-center justify-center gap-2 rounded-md px-2 py-1.5 sm:px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4",
      active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
    );

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      // Wraps rather than scrolls: a phone shows every tab (a scrolled-away tab gave no sign it was
      // there). Tabs start at 6rem and grow to share a row, so five tabs sit 3 + 2 on a phone, 5 on a desktop.
      className={cn("flex w-full flex-wrap gap-1 rounded-lg bg-muted p-1", className)}
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        const common = {
          id: tabId(idPrefix, tab.id),
          role: "tab",
          "aria-selected": active,
          "aria-controls": panelId(idPrefix, tab.id),
          tabIndex: active ? 0 : -1,
          className: tabClass(active),
        } as const;
        return hrefFor ? (
          <Link key={tab.id} {...common} to={hrefFor(tab.id)} replace preventScrollReset>
            {tab.icon && <span className="hidden sm:inline-flex">{tab.icon}</span>}
            {tab.label}
          </Link>
        ) : (
          <button key={tab.id} type="button" {...common} onClick={() => choose(tab.id)}>
            {tab.icon && <span className="hidden sm:inline-flex">{tab.icon}</span>}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab (only that one is rendered). */
export function TabPanel({
  idPrefix,
  id,
  className,
  children,
}: {
  idPrefix: string;
  id: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      // WAI-ARIA tabs: the panel is focusable so keyboard users reach panels that start with text.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: role="tabpanel" with tabindex 0 is the APG pattern
      tabIndex={0}
      className={cn("focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring", className)}
    >
      {children}
    </div>
  );
}
