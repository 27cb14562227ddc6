import type * as React from "react";
import { Link, useLocation } from "react-router";
import { useLocale } from "#app/lib/i18n.tsx";
import { sectionHref } from "#app/lib/navigation.ts";
import { scrollToSection } from "#app/lib/scroll.ts";
import { localizePath } from "#domain/i18n/locales.ts";

type SectionLinkProps = Omit<React.ComponentProps<"a">, "href"> & { section: string };

/**
 * A real link to a landing-page section (`/#about`), so it works without JavaScript. On the landing
 * page it smooth-scrolls instead of navigating; elsewhere it navigates to `/#section` and the landing
 * page scrolls there on arrival.
 */
export function SectionLink({ section, onClick, ...props }: SectionLinkProps) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const href = sectionHref(section, locale);
  if (pathname !== localizePath("/", locale)) return <Link to={href} onClick={onClick} {...props} />;

  // On the landing page the link never leaves the document, so a plain anchor does (the browser jumps
  // to the fragment until JavaScript runs): the page's ~30 section links skip the router's link hooks.
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (scrollToSection(section)) event.preventDefault();
      }}
      {...props}
    />
  );
}
