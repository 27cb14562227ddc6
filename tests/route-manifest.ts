import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import routes from "#app/routes.ts";

/**
 * The site's route manifest as the server build lists it (ids, parents, paths, each module's
 * exports), assembled from app/routes.ts and the route modules, for tests that run the Hono app
 * without a build.
 */
export async function routeManifest(): Promise<ServerBuild["routes"]> {
  const manifest: Record<string, ServerBuild["routes"][string]> = {
    root: { id: "root", path: "", module: (await import("#app/root.tsx")) as never },
  };
  // A layout's routes (the admin's sections) are its children, as the build nests them.
  async function add(entries: readonly RouteConfigEntry[], parentId: string) {
    for (const route of entries) {
      const id = route.id ?? route.file.replace(/\.[^.]+$/, "");
      const module = await import(`../app/${route.file}`);
      manifest[id] = { id, parentId, path: route.path, index: route.index, module } as never;
      await add(route.children ?? [], id);
    }
  }
  await add(routes, "root");
  return manifest;
}
