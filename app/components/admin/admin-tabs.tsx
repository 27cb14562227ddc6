import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { ADMIN_TABS, type AdminTabId, adminHref, panelDomId, tabDomId } from "./tabs.ts";

/**
 * The WAI-ARIA tabs pattern over real links: each tab is `/admin?tab=…`, so a refresh or a shared
 * address keeps the tab and the list works without JavaScript. Once hydrated it behaves as a
 * tablist: one tab stop, arrow keys (and Home/End) move between tabs and open them. The tabs wrap
 * onto more rows on a narrow screen rather than scroll sideways: on a phone every tab, the open one
 * included, stays in sight, and nothing hides past the edge.
 */
export function AdminTabs({ current }: { current: AdminTabId }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const tabs = useRef<Map<AdminTabId, HTMLAnchorElement>>(new Map());

  function onKeyDown(event: React.KeyboardEvent) {
    // From the focused tab, not `current`: the previous key's navigation may not have re-rendered yet
    // (the address changes first), and a second key would then move from the old tab.
    const focused = ADMIN_TABS.findIndex((tab) => tabs.current.get(tab.id) === event.target);
    const index = focused >= 0 ? focused : ADMIN_TABS.findIndex((tab) => tab.id === current);
    const last = ADMIN_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = ADMIN_TABS[(next + ADMIN_TABS.length) % ADMIN_TABS.length]!;
    tabs.current.get(target.id)?.focus();
    navigate(adminHref(target.id), { preventScrollReset: true });
  }

  return (
    <div
      role="tablist"
      aria-label="Dashboard sections"
      className="flex flex-wrap gap-1 rounded-lg bg-muted p-1"
      onKeyDown={onKeyDown}
    >
      {ADMIN_TABS.map((tab) => {
        const selected = tab.id === current;
        return (
          <Link
            key={tab.id}
            ref={(element) => {
              if (element) tabs.current.set(tab.id, element);
              else tabs.current.delete(tab.id);
            }}
            to={adminHref(tab.id)}
            preventScrollReset
            role="tab"
            id={tabDomId(tab.id)}
            aria-selected={selected}
            aria-controls={selected ? panelDomId(tab.id) : undefined}
            // Before hydration every tab stays reachable with Tab, since arrow keys need JavaScript.
            tabIndex={hydrated && !selected ? -1 : undefined}
            className={cn(
              "whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
              selected ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
