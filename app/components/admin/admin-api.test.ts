import { afterEach, describe, expect, it, vi } from "vitest";
import { adminRequest } from "./admin-api.ts";

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe("admin JSON API helper", () => {
  it("sends JSON with the session cookie and hands back the answer", async () => {
    const fetch = answer(201, { data: { id: "a1" } });
    vi.stubGlobal("fetch", fetch);
    const result = await adminRequest<{ data: { id: string } }>("POST", "/api/testimonials", { name: "Ann" });
    expect(result).toEqual({ ok: true, data: { data: { id: "a1" } } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/testimonials");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Ann" }),
    });
  });

  it("resolves a refusal with the server's message and field errors instead of throwing", async () => {
    vi.stubGlobal("fetch", answer(400, { message: "Validation failed", errors: { slug: "Taken" } }));
    expect(await adminRequest("PUT", "/api/articles/x", {})).toEqual({
      ok: false,
      status: 400,
      message: "Validation failed",
      errors: { slug: "Taken" },
    });
  });
});
