import type { RouteObject, ServerBuild } from "react-router";

/**
 * A server build's flat route manifest as the nested tree `matchRoutes` takes, each route naming its
 * id (index routes without children, as matchRoutes wants). For matching only: no modules.
 */
export function routeTreeOf(routes: ServerBuild["routes"]): RouteObject[] {
  const list = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    list
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) =>
        index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: childrenOf(id) },
      );
  return childrenOf(undefined);
}
