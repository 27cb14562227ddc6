import type * as React from "react";
import { Link, useLocation } from "react-router";
import { sectionHref } from "#app/lib/navigation.ts";
import { scrollToSection } from "#app/lib/scroll.ts";

type SectionLinkProps = Omit<React.ComponentProps<typeof Link>, "to"> & { section: string };

/**
 * A real link to a landing-page section (`/#about`), so it works without JavaScript. On the landing
 * page it smooth-scrolls instead of navigating; elsewhere it navigates to `/#section` and the landing
 * page scrolls there on arrival.
 */
export function SectionLink({ section, onClick, ...props }: SectionLinkProps) {
  const { pathname } = useLocation();
  return (
    <Link
      to={sectionHref(section)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || pathname !== "/") return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (scrollToSection(section)) event.preventDefault();
      }}
      {...props}
    />
  );
}
