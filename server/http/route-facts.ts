import type { ServerBuild } from "react-router";
import type { RouteFacts } from "#domain/route-facts.ts";
import { type PagePattern, pagePatternMatcher } from "./metrics.ts";

/** What the HTTP shell knows about the pages, learnt from the routes' `handle` exports (domain/route-facts.ts). */
export type ShellRouteFacts = {
  /** Whether a POST to this path runs the action of a page that takes lead forms. */
  isLeadFormPage: (pathname: string) => boolean;
  /** Every query parameter some cacheable page varies on. */
  cacheQuery: readonly string[];
  /** The page's React Router pattern, for metrics labels. */
  pagePattern: PagePattern;
};

/** Reads the facts from a server build's route manifest, once at start. */
export function routeFactsFromBuild(routes: ServerBuild["routes"]): ShellRouteFacts {
  const pagePattern = pagePatternMatcher(routes);
  const leadFormPatterns = new Set<string>();
  const cacheQuery = new Set<string>();
  for (const route of Object.values(routes)) {
    const facts = route?.module.handle as RouteFacts | undefined;
    if (!route || !facts) continue;
    if (facts.leadForm) leadFormPatterns.add(patternOf(routes, route.id));
    for (const name of facts.cacheQuery ?? []) cacheQuery.add(name);
  }
  return {
    pagePattern,
    cacheQuery: [...cacheQuery].sort(),
    isLeadFormPage: (pathname) => {
      const pattern = pagePattern(pagePathOf(pathname));
      return pattern !== undefined && leadFormPatterns.has(pattern);
    },
  };
}

/** No routes known (tests without a build): no page is a lead form, no query parameter is cached. */
export const NO_ROUTE_FACTS: ShellRouteFacts = {
  isLeadFormPage: () => false,
  cacheQuery: [],
  pagePattern: () => undefined,
};

/** A route's full pattern as pagePatternMatcher names it ("/", "/career", "/newsletter/confirm"). */
function patternOf(routes: ServerBuild["routes"], id: string): string {
  const paths: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path && route.path !== "/") paths.unshift(route.path);
  }
  return `/${paths.join("/")}`;
}

/** React Router posts a page's action to "<path>.data" (the index page's to "/_root.data"). */
function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}
