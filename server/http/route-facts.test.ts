import fc from "fast-check";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteFacts } from "#domain/route-facts.ts";
import { routeTreeOf } from "#plumbing/route-tree.ts";
import { routeManifest } from "#tests/route-manifest.ts";
import { routeFactsFromBuild } from "./route-facts.ts";

describe("routeFactsFromBuild", () => {
  it("learns the pages' POST tiers and their cached query parameters from the routes' handle exports", async () => {
    const facts = routeFactsFromBuild(await routeManifest());
    for (const path of [
      "/",
      "/_.data",
      "/_root.data",
      "/career",
      "/career.data",
      "/ar",
      "/ar.data",
      "/ar/career",
      "/ar/career.data",
      "/book",
      "/book.data",
      "/ar/book",
      "/ar/book.data",
    ]) {
      expect(facts.postLimitOf(path), path).toBe("intake");
    }
    for (const path of [
      "/newsletter/confirm",
      "/newsletter/unsubscribe.data",
      "/ar/newsletter/confirm",
      "/book/manage",
      "/book/manage.data",
      "/ar/book/manage",
      "/ar/book/manage.data",
    ]) {
      expect(facts.postLimitOf(path), path).toBe("tokenLink");
    }
    for (const path of [
      "/tools",
      "/tools.data",
      "/blog/some-post",
      "/admin",
      "/no/such/page",
      "/career/x",
      "/ar/tools",
      "/fr/career",
    ]) {
      expect(facts.postLimitOf(path), path).toBeUndefined();
    }
    // Every page reads the root's `signin` (the header's sign-in notice) besides its own.
    expect(facts.cacheQueryOf("/")).toEqual(["signin", "sent", "subscribed"]);
    expect(facts.cacheQueryOf("/ar")).toEqual(["signin", "sent", "subscribed"]);
    expect(facts.cacheQueryOf("/ar/career")).toEqual(["signin", "submitted"]);
    expect(facts.cacheQueryOf("/tools")).toEqual(["signin", "tab"]);
    expect(facts.cacheQueryOf("/blog/some-post")).toEqual(["signin"]);
    expect(facts.cacheQueryOf("/no/such/page")).toEqual(["signin"]);
    // The blog's pages (issue #34) are cached one copy each.
    expect(facts.cacheQueryOf("/blog")).toEqual(["signin", "page"]);
    expect(facts.cacheQueryOf("/ar/blog")).toEqual(["signin", "page"]);
    // The admin editors post JSON to their sections' actions; no other admin page takes it.
    for (const section of ["articles", "testimonials", "network"]) {
      expect(facts.acceptsJson(`/admin/${section}`), section).toBe(true);
      expect(facts.acceptsJson(`/admin/${section}.data`), section).toBe(true);
    }
    expect(facts.acceptsJson("/admin/messages")).toBe(false);
    expect(facts.acceptsJson("/career")).toBe(false);
    // The article editor's saves post to /admin/articles: its body limit is the larger one.
    expect(facts.takesLargeBody("/admin/articles")).toBe(true);
    expect(facts.takesLargeBody("/admin/articles.data")).toBe(true);
    expect(facts.takesLargeBody("/admin/messages")).toBe(false);
    expect(facts.takesLargeBody("/career")).toBe(false);
    expect(facts.takesLargeBody("/_root.data")).toBe(false);
    // The Media section's uploads post to /admin/media (the larger limit is an admin's alone: app.ts).
    expect(facts.takesUploads("/admin/media")).toBe(true);
    expect(facts.takesUploads("/admin/media.data")).toBe(true);
    expect(facts.takesUploads("/admin/articles")).toBe(false);
    expect(facts.takesUploads("/career")).toBe(false);
    expect(facts.takesUploads("/_root.data")).toBe(false);
  });

  it("puts every public page that has an action in a tier of its own, through its handle", async () => {
    // A page whose action takes a visitor's form names the declared forms it takes (their limits are
    // the intake's); one that takes an e-mailed link says so; any other POST counts against the
    // public-POST limit. The admin sections' actions are for the signed-in owner only (each action
    // checks), so they alone have neither.
    const untiered = Object.values(await routeManifest())
      .filter((route) => route && "action" in route.module)
      .filter((route) => {
        const handle = route!.module.handle as RouteFacts | undefined;
        return !handle?.postLimit && !handle?.intake?.length;
      })
      .map((route) => route!.id);
    expect(untiered.sort()).toEqual([
      "routes/admin/articles",
      "routes/admin/bookings",
      "routes/admin/career",
      "routes/admin/content-module",
      "routes/admin/insights",
      "routes/admin/media",
      "routes/admin/messages",
      "routes/admin/network",
      "routes/admin/newsletter",
      "routes/admin/testimonials",
    ]);
  });

  it("picks up a new route's handle without any other change", () => {
    const facts = routeFactsFromBuild({
      root: { id: "root", path: "", module: {} },
      "routes/quote": {
        id: "routes/quote",
        parentId: "root",
        path: "quote",
        module: { handle: { intake: ["contact"], cacheQuery: ["done"] } },
      },
      "routes/about": { id: "routes/about", parentId: "root", path: "about", module: {} },
    } as never);
    expect(facts.postLimitOf("/quote")).toBe("intake");
    expect(facts.postLimitOf("/quote.data")).toBe("intake");
    expect(facts.postLimitOf("/about")).toBeUndefined();
    expect(facts.cacheQueryOf("/quote")).toEqual(["done"]);
    expect(facts.cacheQueryOf("/about")).toEqual([]);
  });

  it("refuses to start when a route names a form that is not declared", () => {
    const routes = {
      root: { id: "root", path: "", module: {} },
      "routes/quote": {
        id: "routes/quote",
        parentId: "root",
        path: "quote",
        module: { handle: { intake: ["quote"] } },
      },
    };
    expect(() => routeFactsFromBuild(routes as never)).toThrow(/routes\/quote names the form "quote"/);
  });

  it("names the 404 page's address for exactly the paths the catch-all answers, in the path's language", async () => {
    const routes = await routeManifest();
    const facts = routeFactsFromBuild(routes);
    const tree = routeTreeOf(routes);
    // What matchRoutes itself says (pagePattern answers most unknown paths without it).
    const catchAllMatches = (pathname: string) => matchRoutes(tree, pathname)?.at(-1)?.route.path === "*";
    const segment = fc.oneof(
      fc.constantFrom("ar", "AR", "career", "Career", "blog", "admin", "content", "tools", "x", "rss.xml", "og.png"),
      fc.constantFrom("book", "manage", "invite.ics", "newsletter", "issues", "not-found", "%61r", "caree%72", ""),
      fc.stringMatching(/^[\w.-]{1,12}$/),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const pathname = `/${segments.join("/")}`;
        const notFound = facts.notFoundPathOf(pathname);
        expect(notFound !== undefined, pathname).toBe(catchAllMatches(pathname));
        expect(facts.pagePattern(pathname) === "/*", pathname).toBe(catchAllMatches(pathname));
        if (notFound) expect(notFound, pathname).toBe(/^\/ar(\/|$)/.test(pathname) ? "/ar/not-found" : "/not-found");
      }),
      { numRuns: 2000 },
    );
    expect(facts.notFoundPathOf("/no-such-page")).toBe("/not-found");
    expect(facts.notFoundPathOf("/ar/no-such-page")).toBe("/ar/not-found");
    expect(facts.notFoundPathOf("/")).toBeUndefined();
    expect(facts.notFoundPathOf("/career")).toBeUndefined();
  });
});
