/**
 * The page's JavaScript is fetched once the page's first contentful paint is on screen, not while the
 * document is read.
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` per chunk into the head and ends
 * the body with a module script that statically imports the route modules, then `entry.client`. So
 * the ~130 KB of scripts download alongside the document and its fonts, and on a fast connection
 * they have arrived, and started evaluating, before the first paint: a slow connection's first paint
 * shares its bandwidth with code that is not needed for it (Lighthouse's simulation counts those
 * scripts into the Largest Contentful Paint: /ar 2.5 s against a First Contentful Paint of 1.0 s).
 *
 * The document sink rewrites those two places (`paintFirstEdits`):
 * - the head's module preloads are taken out;
 * - the bootstrap script first waits for the first contentful paint (`WHEN_PAINTED`), then adds
 *   the same preloads, so every chunk still downloads in parallel, and imports the route
 *   modules dynamically, as the same namespaces the static imports gave.
 * Everything else (the manifest, `entry.client`) is left as React Router wrote it.
 * Hydration starts after that paint instead of alongside it; the server HTML is on screen and usable
 * meanwhile (links, native forms, `<details>`), as it was while the scripts downloaded.
 */

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const TAG_END = Buffer.from(">");
const HEAD_END = Buffer.from("</head>");
const ROUTE_MODULES = Buffer.from("window.__reactRouterRouteModules");
const SCRIPT_START = Buffer.from("<script");
const FIRST_ROUTE_IMPORT = Buffer.from("import * as route");
const HREF = /\bhref="([^"]+)"/;
const ROUTE_IMPORT = /^import \* as (route\w+) from ("[^"]+");\n/gm;

export type Edit = { at: number; skip: number; insert: Buffer };

/** Where the document's head ends (the whole length when it has no `</head>`). */
export function headEndOf(html: Buffer): number {
  const at = html.indexOf(HEAD_END);
  return at === -1 ? html.length : at;
}

/**
 * The edits that move the scripts' download after the first paint; none when the page has no
 * bootstrap. `limit` is where the head ends (the document sink finds it once for all its edits).
 */
export function paintFirstEdits(html: Buffer, limit = headEndOf(html)): Edit[] {
  const bootstrap = routeImports(html);
  if (!bootstrap) return [];
  const edits: Edit[] = [];
  const preloads: string[] = [];
  // Searched within the head only: the last search would otherwise scan the rest of the page.
  const head = html.subarray(0, limit);
  for (let at = head.indexOf(MODULE_PRELOAD); at !== -1; at = head.indexOf(MODULE_PRELOAD, at + 1)) {
    const end = head.indexOf(TAG_END, at);
    if (end === -1) break;
    const href = HREF.exec(html.toString("latin1", at, end))?.[1];
    if (!href) continue;
    preloads.push(href);
    edits.push({ at, skip: end + 1 - at, insert: Buffer.alloc(0) });
  }
  const insert = `${prelude(preloads, bootstrap.imports)}\n${bootstrap.rest}`;
  edits.push({ at: bootstrap.at, skip: bootstrap.skip, insert: Buffer.from(insert, "latin1") });
  return edits;
}

type RouteImport = { name: string; specifier: string };

/**
 * Where the bootstrap's static route imports are, what they import, and the lines between them that
 * stay (a route split into chunks is rebuilt from them: `const route1 = {...route1_main, …}`).
 */
function routeImports(html: Buffer): { at: number; skip: number; imports: RouteImport[]; rest: string } | undefined {
  const modules = html.lastIndexOf(ROUTE_MODULES);
  if (modules === -1) return undefined;
  const script = html.lastIndexOf(SCRIPT_START, modules);
  const at = html.indexOf(FIRST_ROUTE_IMPORT, script);
  if (script === -1 || at === -1 || at > modules) return undefined;
  const text = html.toString("latin1", at, modules);
  const imports = [...text.matchAll(ROUTE_IMPORT)].map((m) => ({ name: m[1]!, specifier: m[2]! }));
  const rest = text.replace(ROUTE_IMPORT, "");
  // Any other static import could not wait: then the page keeps React Router's own loading.
  if (imports.length === 0 || /^\s*import\b/m.test(rest)) return undefined;
  return { at, skip: modules - at, imports, rest };
}

function prelude(preloads: string[], imports: RouteImport[]): string {
  return (
    `await new Promise(${WHEN_PAINTED});\n` +
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.specifier})`).join(", ")}]);`
  );
}

/**
 * Calls `go` once the browser reports the first contentful paint (Paint Timing), which is when the
 * frame reached the screen: a frame's callbacks run before it is presented, and a page whose text
 * waits for its font paints nothing contentful in its first frames. The observer is buffered, so a
 * paint that came before this script still counts; it reads its own entry list, not
 * `performance.getEntriesByName` (a test's fake clock replaces `performance`). At once in a hidden
 * tab (it paints nothing until shown) and in a browser without Paint Timing; at the latest after 3 s.
 */
export const WHEN_PAINTED = `(go) => {
  const observable = typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (document.visibilityState !== "visible" || !observable) return go();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    go();
  }).observe({ type: "paint", buffered: true });
  setTimeout(go, 3000);
}`;
