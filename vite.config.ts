import { builtinModules } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const root = import.meta.dirname;
/** The layers the server runs from source and the routes import too (package.json "imports"). */
const LAYER = "(?:domain|content|plumbing)";
const LAYER_FILE = new RegExp(`^${LAYER}/.*\\.ts$`);
/** `#domain/…` in an import, static or dynamic, in a route's source. */
const LAYER_SPECIFIER = new RegExp(`((?:\\bfrom|\\bimport)\\s*\\(?\\s*)(["'])#(${LAYER}/[^"']+)\\2`, "g");
const rootUrl = pathToFileURL(`${root}/`).href;

/**
 * One module graph (decision 048). The server runs domain/, content/ and plumbing/ from source; the
 * routes' server-side code imports those very modules instead of carrying copies of its own, so the
 * request context's key, the published content, a rendered page's marks and `instanceof DomainError`
 * are one object on both sides. The browser's bundle still contains what it uses.
 * - Build: such an import stays `#domain/…` in build/server/, which Node resolves through package.json.
 * - Development: Vite's module runner would evaluate its own copy; the import is rewritten to the
 *   file's URL, which the runner hands to Node's `import()` (the pattern below, among the "builtins"),
 *   so it is the module the server already loaded. Such a module's edits need a restart, as the
 *   server's own do.
 */
function sharedLayersFromSource(): Plugin {
  let serving = false;
  return {
    name: "site:shared-layers-from-source",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "server",
    configResolved(config) {
      serving = config.command === "serve";
    },
    async resolveId(source, importer, options) {
      if (serving || !importer || source.startsWith("\0") || source.startsWith("virtual:")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const file = path.relative(root, resolved.id.replace(/\?.*$/, "")).split(path.sep).join("/");
      return LAYER_FILE.test(file) ? { id: `#${file}`, external: true } : resolved;
    },
    transform(code, id) {
      if (!serving || !id.startsWith(`${root}/app/`)) return null;
      const rewritten = code.replace(
        LAYER_SPECIFIER,
        (_, head, quote, file) => `${head}${quote}${rootUrl}${file}${quote}`,
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

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
  plugins: [sharedLayersFromSource(), tailwindcss(), reactRouter()],
  // SOURCEMAP=1 npm run build: source maps, to see which modules a file is made of.
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  environments: {
    ssr: {
      resolve: {
        builtins: [
          ...builtinModules,
          /^node:/,
          new RegExp(`^${rootUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}${LAYER}/`),
        ],
      },
    },
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
