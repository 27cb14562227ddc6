import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AppLoadContext, appLoadContext } from "#app/lib/context.ts";
import { action } from "./content-module.tsx";

const admin = { id: "u1", email: "owner@example.com", name: "Owner", picture: null, isAdmin: true };

/** "End preview" posted from the notice, with `back` as a hostile page (or a proxy) may set it. */
async function endPreview(back: string): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(appLoadContext, {
    user: admin,
    services: {},
    site: { siteUrl: "https://owner.example" },
  } as unknown as AppLoadContext);
  return (await action({
    context,
    request: new Request("https://owner.example/admin/content/preview", {
      method: "POST",
      body: new URLSearchParams({ intent: "end-preview", back }),
    }),
    params: { module: "preview" },
  } as unknown as Parameters<typeof action>[0])) as Response;
}

describe("ending a preview", () => {
  it("goes back to the page the notice was on", async () => {
    const res = await endPreview("/ar/blog?page=2");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/ar/blog?page=2");
    expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/%2F/evil.example",
    " //evil.example",
    "/blog\r\nSet-Cookie: sid=stolen",
    "/blog\n",
    "https://evil.example/",
  ])("sends %j to the dashboard instead: never off the site, never a 500", async (back) => {
    const res = await endPreview(back);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin");
  });
});
