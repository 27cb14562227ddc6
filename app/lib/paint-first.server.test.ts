import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { paintFirstEdits, WHEN_PAINTED } from "./paint-first.server.ts";

/** The shape of what React Router's `<Scripts>` writes (8.4): head preloads, then the bootstrap module. */
const page = (bootstrapImports: string) =>
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/root-B.js" nonce="n"/></head>' +
  '<body><pre>&lt;link rel="modulepreload" href="/x.js"/&gt;</pre><script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">;\n${bootstrapImports}  window.__reactRouterManifest = {\n  "url": "/assets/manifest-1.js"\n};\n` +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script></body></html>';

const imports = 'import * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-C.js";\n';

function apply(html: string) {
  const bytes = Buffer.from(html);
  let out = "";
  let from = 0;
  for (const edit of paintFirstEdits(bytes)) {
    out += bytes.toString("utf8", from, edit.at) + edit.insert.toString();
    from = edit.at + edit.skip;
  }
  return out + bytes.toString("utf8", from);
}

describe("paintFirstEdits", () => {
  it("takes the module preloads out of the head and has the bootstrap add them once a frame has painted", () => {
    const html = apply(page(imports));
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/s.css"/>');
    // Text in the body that merely looks like a preload is left alone.
    expect(html).toContain('<pre>&lt;link rel="modulepreload" href="/x.js"/&gt;</pre>');
    const bootstrap = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(bootstrap).not.toMatch(/^import \* as/m);
    const wait = bootstrap.indexOf("new PerformanceObserver(");
    const preloads = bootstrap.indexOf('["/assets/entry.client-A.js","/assets/root-B.js"]');
    const routes = bootstrap.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/home-C.js")]);',
    );
    expect(wait).toBeGreaterThan(0);
    expect(preloads).toBeGreaterThan(wait);
    expect(routes).toBeGreaterThan(preloads);
    // React Router's own lines after the imports are untouched, and the whole is a valid module.
    expect(bootstrap).toContain('  window.__reactRouterManifest = {\n  "url": "/assets/manifest-1.js"\n};');
    expect(bootstrap.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(routes);
    expect(() => parse(bootstrap, { sourceType: "module" })).not.toThrow();
  });

  it("imports a route split into chunks (a client loader of its own) the same way, keeping the line that joins them", () => {
    const split =
      'import * as route0 from "/assets/root-B.js";\nimport * as route1_clientLoader from "/assets/l-D.js";\n' +
      'import * as route1_main from "/assets/m-E.js";\nconst route1 = {...route1_clientLoader,...route1_main};\n';
    const bootstrap = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(apply(page(split)))![1]!;
    expect(bootstrap).toContain(
      'const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-B.js"), import("/assets/l-D.js"), import("/assets/m-E.js")]);\n' +
        "const route1 = {...route1_clientLoader,...route1_main};\n  window.__reactRouterManifest",
    );
    expect(() => parse(bootstrap, { sourceType: "module" })).not.toThrow();
  });

  it("changes nothing on a page without React Router's bootstrap, or one whose bootstrap has another shape", () => {
    expect(paintFirstEdits(Buffer.from('<html><head><link rel="modulepreload" href="/a.js"/></head></html>'))).toEqual(
      [],
    );
    // Were a future React Router to import route modules some other way, the page keeps its own loading.
    expect(paintFirstEdits(Buffer.from(page('import { a as route0 } from "/assets/root-B.js";\n')))).toEqual([]);
    expect(paintFirstEdits(Buffer.from(page(`${imports}import "/assets/side-effect.js";\n`)))).toEqual([]);
  });
});

describe("WHEN_PAINTED", () => {
  type Entries = { getEntriesByName: (name: string) => unknown[] };
  /** The bootstrap's wait, run against a stand-in browser: which paints it observes, and its timer. */
  function browser({ visibility = "visible", paintTiming = true, observer = true } = {}) {
    const observers: ((list: Entries, observer: { disconnect: () => void }) => void)[] = [];
    const timers: (() => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"];
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: "paint", buffered: true });
      }
      disconnect() {}
    }
    const wait = new Function("document", "PerformanceObserver", "setTimeout", `return ${WHEN_PAINTED}`)(
      { visibilityState: visibility },
      observer ? FakeObserver : undefined,
      (callback: () => void) => timers.push(callback),
    ) as (go: () => void) => void;
    let went = 0;
    wait(() => went++);
    const paint = (name: string) => {
      for (const callback of observers)
        callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} });
    };
    return { went: () => went, paint, timers };
  }

  it("waits for the first contentful paint, not the first paint", () => {
    const page = browser();
    expect(page.went()).toBe(0);
    page.paint("first-paint");
    expect(page.went()).toBe(0);
    page.paint("first-contentful-paint");
    expect(page.went()).toBe(1);
  });

  it("goes after 3 s at the latest, and at once in a hidden tab or without Paint Timing", () => {
    const slow = browser();
    expect(slow.timers).toHaveLength(1);
    slow.timers[0]!();
    expect(slow.went()).toBe(1);
    expect(browser({ visibility: "hidden" }).went()).toBe(1);
    expect(browser({ paintTiming: false }).went()).toBe(1);
    expect(browser({ observer: false }).went()).toBe(1);
  });
});
