import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preloads.server.ts";

const run = (html: string) => lowPriorityModulePreloads(Buffer.from(html)).toString();

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the page as it was", () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js" nonce="n"/><link rel="stylesheet" href="/s.css"/>' +
      '<link rel="modulepreload" href="/b.js"/></head><body><p>rel="modulepreload"</p></body>';
    expect(run(html)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js" nonce="n"/><link rel="stylesheet" href="/s.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body><p>rel="modulepreload"</p></body>',
    );
  });

  it("returns a page without module preloads unchanged", () => {
    const page = Buffer.from("<p>no scripts</p>");
    expect(lowPriorityModulePreloads(page)).toBe(page);
  });
});
