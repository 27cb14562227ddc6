import { describe, expect, it } from "vitest";
import { routeManifest } from "#tests/route-manifest.ts";
import { routeFactsFromBuild } from "./route-facts.ts";

describe("routeFactsFromBuild", () => {
  it("learns the lead-form pages and their cached query parameters from the routes' handle exports", async () => {
    const facts = routeFactsFromBuild(await routeManifest());
    for (const path of [
      "/",
      "/_root.data",
      "/career",
      "/career.data",
      "/newsletter/confirm",
      "/newsletter/unsubscribe.data",
    ]) {
      expect(facts.isLeadFormPage(path), path).toBe(true);
    }
    for (const path of ["/tools", "/tools.data", "/blog/some-post", "/admin", "/no/such/page", "/career/x"]) {
      expect(facts.isLeadFormPage(path), path).toBe(false);
    }
    expect(facts.cacheQuery).toEqual(["sent", "submitted", "subscribed"]);
  });

  it("picks up a new route's handle without any other change", () => {
    const facts = routeFactsFromBuild({
      root: { id: "root", path: "", module: {} },
      "routes/quote": {
        id: "routes/quote",
        parentId: "root",
        path: "quote",
        module: { handle: { leadForm: true, cacheQuery: ["done"] } },
      },
      "routes/about": { id: "routes/about", parentId: "root", path: "about", module: {} },
    } as never);
    expect(facts.isLeadFormPage("/quote")).toBe(true);
    expect(facts.isLeadFormPage("/quote.data")).toBe(true);
    expect(facts.isLeadFormPage("/about")).toBe(false);
    expect(facts.cacheQuery).toEqual(["done"]);
  });
});
