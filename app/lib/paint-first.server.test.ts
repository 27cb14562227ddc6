import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { paintFirstEdits } from "./paint-first.server.ts";

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
