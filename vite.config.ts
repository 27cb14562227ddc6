import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * How the browser's JavaScript is cut into files (issue #46, docs/decisions/046). Every page loads
 * React, React DOM and React Router, and every module the root route imports statically (the header,
 * the footer, the toasts, the message helpers): left to the default splitting, these came as ~20
 * small files, each compressed on its own and each with its own imports and exports. Two files hold
 * them instead, `framework` (React and React Router, which changes only with a dependency update) and
 * `shell` (the site's code every page runs); a page adds its route's file and what only it imports.
 * No page loads a module it did not load before: both groups are loaded by every page anyway.
 */
// Not the client entry (@react-router/dev's): it hydrates as it runs, so it must stay a file of its own
// that nothing imports, run after the route modules (app/lib/paint-first.server.ts).
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const ROOT_ROUTE = `${path.resolve("app/root.tsx")}?__react-router-build-client-route`;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let shellModules: Set<string> | undefined;

/** The site's own modules the root route imports statically, directly or not (dynamic imports stay apart). */
function shell(graph: ModuleGraph) {
  if (shellModules) return shellModules;
  const found = new Set<string>();
  const pending = [ROOT_ROUTE];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  shellModules = found;
  return found;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // SOURCEMAP=1 npm run build: source maps, to see which modules a file is made of.
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React Router's own default, which a client `output` replaces.
            entryFileNames: "assets/[name]-[hash].js",
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: (id, graph) => (shell(graph).has(id) ? "shell" : null), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
