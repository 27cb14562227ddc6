import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AppLoadContext, appLoadContext } from "#app/lib/context.ts";
import type { SessionUser } from "#server/services/sessions.ts";
import { loader } from "./admin.tsx";

function run(user: SessionUser | null) {
  const context = new RouterContextProvider();
  context.set(appLoadContext, { user } as AppLoadContext);
  const args = { context, request: new Request("https://owner.example/admin"), params: {} };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

const someone = { id: "u1", email: "someone@example.com", name: "Someone", picture: null };

describe("the /admin gate, decided on the server", () => {
  it("sends a signed-out visitor and a non-admin to /", () => {
    for (const user of [null, { ...someone, isAdmin: false }]) {
      let thrown: unknown;
      try {
        run(user);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("Location")).toBe("/");
    }
  });

  it("lets the admin in", () => {
    expect(run({ ...someone, isAdmin: true })).toEqual({ name: "Someone" });
  });
});
