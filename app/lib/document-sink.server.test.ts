import { describe, expect, it } from "vitest";
import type { StylesheetReader } from "#plumbing/context.ts";
import { createDocumentSink, inlineStylesheets } from "./document-sink.server.ts";

/** Writes the chunks as React does (strings and byte views, split anywhere) and returns the document. */
function render(chunks: (string | Uint8Array)[], readStylesheet?: StylesheetReader): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sink = createDocumentSink(readStylesheet, resolve);
    sink.on("error", reject);
    for (const chunk of chunks) sink.write(chunk);
    sink.end();
  });
}

/** Splits a page into byte views of `size`, the way React's 4 KB views cut through tags. */
const views = (html: string, size: number) => {
  const bytes = Buffer.from(html);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(new Uint8Array(bytes.subarray(i, i + size)));
  return out;
};

describe("createDocumentSink", () => {
  it("moves the scripts after the first paint (app/lib/paint-first.server.ts), even with tags cut across chunks", async () => {
    const html =
      '<html><head><link rel="modulepreload" href="/a.js" nonce="n"/><link rel="stylesheet" href="/s.css"/></head>' +
      '<body><script type="module" async="">;\nimport * as route0 from "/a.js";\n  window.__reactRouterManifest = {};\n' +
      "  window.__reactRouterRouteModules = {root:route0};\n</script></body></html>";
    for (const size of [7, 30, 4096]) {
      const out = (await render(views(html, size))).toString();
      expect(out).toContain('<head><link rel="stylesheet" href="/s.css"/></head>');
      expect(out).toContain('const [route0] = await Promise.all([import("/a.js")]);\n  window.__reactRouterManifest');
    }
  });

  it("puts the stylesheet's bytes where SiteStylesheet rendered its placeholder", async () => {
    const css = "body{content:'é ✓'}";
    const read: StylesheetReader = (href) => (href === "/assets/app-1.css" ? css : undefined);
    const reader = inlineStylesheets(read)!;
    expect(inlineStylesheets(read)).toBe(reader);
    expect(reader("/assets/other.css")).toBeUndefined();
    const placeholder = reader("/assets/app-1.css")!;
    expect(placeholder).not.toContain(css);
    const html = `<html><head><style data-href="/assets/app-1.css">${placeholder}</style></head><body>${placeholder}</body></html>`;
    const page = (await render(views(html, 11), read)).toString();
    expect(page).toBe(
      `<html><head><style data-href="/assets/app-1.css">${css}</style></head><body>${placeholder}</body></html>`,
    );
  });

  it("keeps pages apart although renders share scratch space, and takes pages larger than it", async () => {
    const big = `<html><head></head><body>${"ü".repeat(200_000)}</body></html>`;
    const first = await render([big]);
    const second = await render(["<html><head></head><body>second</body></html>"]);
    const third = await render(["<html><head></head><body>third!</body></html>"]);
    expect(first.toString()).toBe(big);
    expect(first.length).toBe(Buffer.byteLength(big));
    expect(second.toString()).toBe("<html><head></head><body>second</body></html>");
    expect(third.toString()).toBe("<html><head></head><body>third!</body></html>");
  });

  it("keeps every character of a text that reaches the end of the scratch space, whatever its width", async () => {
    const scratch = 256 * 1024;
    for (const tail of ["€€€", "ab", "😀x", "abcd", "é".repeat(10)]) {
      for (let free = 0; free <= 8; free++) {
        const head = `<html><head></head><body>${"a".repeat(scratch - free - 25)}`;
        expect(Buffer.byteLength(head)).toBe(scratch - free);
        const page = await render([head, tail, "</body></html>"]);
        expect(page.toString()).toBe(`${head}${tail}</body></html>`);
      }
    }
  });

  it("leaves the stylesheet as a link where no reader is given (development)", () => {
    expect(inlineStylesheets(undefined)).toBeUndefined();
  });
});
