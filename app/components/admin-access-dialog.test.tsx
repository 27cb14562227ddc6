import { load } from "cheerio";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ADMIN_LINK_COMMAND, AUTH_PATHS } from "#app/lib/auth.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { AdminAccessDialog } from "./admin-access-dialog.tsx";

/** The dialog on a page of `locale`, with the `ui` messages the root loader sends. */
const render = (signInConfigured: boolean, notice: "unavailable" | "failed" | null = null, locale: Locale = "en") => {
  const element = (
    <AdminAccessDialog open={false} onClose={() => {}} notice={notice} signInConfigured={signInConfigured} />
  );
  const router = createMemoryRouter([{ id: "root", path: "*", element }], {
    initialEntries: [locale === "ar" ? "/ar" : "/"],
    hydrationData: { loaderData: { root: { i18n: pageI18n(locale, { messages: ["ui"] }) } } },
  });
  return load(renderToString(<RouterProvider router={router} />));
};

describe("the Admin Access dialog", () => {
  it("offers Sign in at the identity provider when one is set up", () => {
    const $ = render(true);
    expect($(`a[href="${AUTH_PATHS.signIn}"]`).text()).toBe("Sign in");
    expect($("code").length).toBe(0);
  });

  it("offers no Sign in without an identity provider, and says how the owner signs in instead", () => {
    const $ = render(false);
    expect($(`a[href="${AUTH_PATHS.signIn}"]`).length).toBe(0);
    expect($("a, button").filter((_, el) => $(el).text().trim() === "Sign in").length).toBe(0);
    expect($('[role="status"]').text()).toContain("not set up");
    expect($('[role="status"] code').text()).toBe(ADMIN_LINK_COMMAND);
    expect($("p").first().text()).not.toMatch(/identity provider/);
  });

  it("speaks Arabic on an Arabic page, keeping the command left to right", () => {
    const $ = render(false, null, "ar");
    expect($("h2").text()).toBe("دخول المشرف");
    expect($('[role="status"]').text()).toContain("لم يُفعَّل تسجيل الدخول");
    expect($('[role="status"] code').attr("dir")).toBe("ltr");
    expect($("button .sr-only").text()).toBe("إغلاق");
    const failed = render(true, "failed", "ar");
    expect(failed('[role="status"]').text()).toBe("لم يكتمل تسجيل الدخول. يُرجى المحاولة مرة أخرى.");
    // Sign-in started here comes back to the Arabic pages (server/http/api/auth.ts).
    expect(failed(`a[href="${AUTH_PATHS.signIn}?lang=ar"]`).text()).toBe("تسجيل الدخول");
  });
});
