import { load } from "cheerio";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ADMIN_LINK_COMMAND, AUTH_PATHS, SIGN_IN_BUTTON_LABEL } from "#app/lib/auth.ts";
import { AdminAccessDialog } from "./admin-access-dialog.tsx";

const render = (signInConfigured: boolean, notice: "unavailable" | "failed" | null = null) =>
  load(
    renderToString(
      <AdminAccessDialog open={false} onClose={() => {}} notice={notice} signInConfigured={signInConfigured} />,
    ),
  );

describe("the Admin Access dialog", () => {
  it("offers Sign in at the identity provider when one is set up", () => {
    const $ = render(true);
    expect($(`a[href="${AUTH_PATHS.signIn}"]`).text()).toBe(SIGN_IN_BUTTON_LABEL);
    expect($("code").length).toBe(0);
  });

  it("offers no Sign in without an identity provider, and says how the owner signs in instead", () => {
    const $ = render(false);
    expect($(`a[href="${AUTH_PATHS.signIn}"]`).length).toBe(0);
    expect($("a, button").filter((_, el) => $(el).text().trim() === SIGN_IN_BUTTON_LABEL).length).toBe(0);
    expect($('[role="status"]').text()).toContain("not set up");
    expect($('[role="status"] code').text()).toBe(ADMIN_LINK_COMMAND);
    expect($("p").first().text()).not.toMatch(/identity provider/);
  });
});
