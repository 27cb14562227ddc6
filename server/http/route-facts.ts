import type { ServerBuild } from "react-router";
import { localeFromPath } from "#domain/i18n/locales.ts";
import { type PostLimit, pageQueryNames, type RouteFacts } from "#domain/route-facts.ts";
import { isIntakeForm } from "#server/services/intake/forms.ts";
import { pagePathOf } from "./data-request.ts";
import { type PagePattern, pagePatternMatcher, routePathLabel } from "./metrics.ts";

/** What the HTTP shell knows about the pages, learnt from the routes' `handle` exports (domain/route-facts.ts). */
export type ShellRouteFacts = {
  /** The rate-limit tier of a POST to this path, as its page declares it (none: the public-POST tier only). */
  postLimitOf: (pathname: string) => PostLimit | undefined;
  /** Whether the page at this path takes JSON bodies as well as forms. */
  acceptsJson: (pathname: string) => boolean;
  /** Whether the page at this path takes large bodies (the article editor's saves). */
  takesLargeBody: (pathname: string) => boolean;
  /** Whether the page at this path takes the media library's uploads (a larger limit for an admin's multipart posts). */
  takesUploads: (pathname: string) => boolean;
  /** The query parameters the page at this path reads (its `cacheQuery`): the page cache's key keeps only these. */
  cacheQueryOf: (pathname: string) => readonly string[];
  /** The page's React Router pattern, for metrics labels. */
  pagePattern: PagePattern;
  /**
   * For a path no page claims (the catch-all answers it), the address of the 404 page in its language,
   * which the page cache serves for every such path (decision 036); undefined for any other path.
   */
  notFoundPathOf: (pathname: string) => string | undefined;
};

/** Reads the facts from a server build's route manifest, once at start. */
export function routeFactsFromBuild(routes: ServerBuild["routes"]): ShellRouteFacts {
  const pagePattern = pagePatternMatcher(routes);
  const postLimits = new Map<string, PostLimit>();
  const jsonPages = new Set<string>();
  const largeBodyPages = new Set<string>();
  const uploadPages = new Set<string>();
  const cacheQueries = new Map<string, readonly string[]>();
  for (const route of Object.values(routes)) {
    if (route) {
      // A page reads what its route declares and what the routes around it (the root) do.
      const names = pageQueryNames(lineageOf(routes, route.id).map((id) => routes[id]?.module.handle));
      const pattern = patternOf(routes, route.id);
      // The root shares "/" with the landing page: the page's fuller list wins.
      if (names.length > (cacheQueries.get(pattern)?.length ?? 0)) cacheQueries.set(pattern, names);
    }
    const facts = route?.module.handle as RouteFacts | undefined;
    if (!route || !facts) continue;
    for (const form of facts.intake ?? [])
      if (!isIntakeForm(form)) throw new Error(`Route ${route.id} names the form "${form}", which is not declared`);
    const tier = facts.intake?.length ? "intake" : facts.postLimit;
    if (tier) postLimits.set(patternOf(routes, route.id), tier);
    if (facts.acceptsJson) jsonPages.add(patternOf(routes, route.id));
    if (facts.largeBody) largeBodyPages.add(patternOf(routes, route.id));
    if (facts.uploads) uploadPages.add(patternOf(routes, route.id));
  }
  return {
    pagePattern,
    notFoundPathOf: (pathname) =>
      pagePattern(pathname) === CATCH_ALL
        ? localeFromPath(pathname) === "ar"
          ? "/ar/not-found"
          : "/not-found"
        : undefined,
    cacheQueryOf: (pathname) => {
      const pattern = pagePattern(pathname);
      return (pattern !== undefined && cacheQueries.get(pattern)) || NONE;
    },
    postLimitOf: (pathname) => {
      const pattern = pagePattern(pagePathOf(pathname));
      return pattern === undefined ? undefined : postLimits.get(pattern);
    },
    acceptsJson: (pathname) => {
      const pattern = pagePattern(pagePathOf(pathname));
      return pattern !== undefined && jsonPages.has(pattern);
    },
    takesLargeBody: (pathname) => {
      const pattern = pagePattern(pagePathOf(pathname));
      return pattern !== undefined && largeBodyPages.has(pattern);
    },
    takesUploads: (pathname) => {
      const pattern = pagePattern(pagePathOf(pathname));
      return pattern !== undefined && uploadPages.has(pattern);
    },
  };
}

const NONE: readonly string[] = [];
/** The pattern of the route that answers every path no other route claims (app/routes.ts). */
const CATCH_ALL = "/*";

/** No routes known (tests without a build): no page has a tier of its own or reads a query parameter. */
export const NO_ROUTE_FACTS: ShellRouteFacts = {
  postLimitOf: () => undefined,
  acceptsJson: () => false,
  takesLargeBody: () => false,
  takesUploads: () => false,
  cacheQueryOf: () => NONE,
  pagePattern: () => undefined,
  notFoundPathOf: () => undefined,
};

/** A route's id and its parents', the root first. */
function lineageOf(routes: ServerBuild["routes"], id: string): string[] {
  const ids: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined)
    ids.unshift(route.id);
  return ids;
}

/** A route's full pattern as pagePatternMatcher names it ("/", "/career", "/newsletter/confirm"). */
function patternOf(routes: ServerBuild["routes"], id: string): string {
  const paths: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path && route.path !== "/") paths.unshift(routePathLabel(route.path));
  }
  return `/${paths.join("/")}`;
}
