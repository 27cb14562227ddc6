import type { Locator, Page, Request, Response } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The toast viewport, a region labelled "Notifications". */
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Checks the visible toast's title and description, and whether it is the destructive kind. */
export async function expectToast(page: Page, title: string, description: string, destructive = false) {
  const toast = toasts(page).getByRole("listitem").filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
  if (destructive) await expect(toast).toHaveClass(/\bdestructive\b/);
  else await expect(toast).not.toHaveClass(/\bdestructive\b/);
}

/** A POST to this API path. */
export const isPost = (path: string) => (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === path;

/** An address no other test (or earlier run against the same database) has used. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Checks a field shows `message` under it, tied to it for assistive technology. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = await field.getAttribute("aria-describedby");
  expect(describedBy, "the field names its error message").toBeTruthy();
  await expect(field.page().locator(`[id="${describedBy}"]`)).toHaveText(message);
}

export async function expectNoFieldError(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(field).not.toHaveAttribute("aria-describedby", /.+/);
}

/** A latch for holding a routed request until the test has looked at the pending state. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * Where a hydrated page's form posts: its own route action, as React Router's data request
 * ("/" → "/_.data", "/ar" → "/ar.data", "/career" → "/career.data"), the door it posts to without
 * JavaScript too (issue #43).
 */
export const actionPath = (page: string) => (page === "/" ? "/_.data" : `${page}.data`);

/** A hydrated page's form post to the action of `page`. */
export const isFormPost = (page: string) => isPost(actionPath(page));

/** A route matcher for that post's address (page.route answers GETs of it too: pass them on). */
export const formPostUrl = (page: string) => (url: URL) => url.pathname === actionPath(page);

/** The fields a form post carried. */
export const postedFields = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ""));

/** A browser-made submission key (app/lib/submission-key.ts). */
export const SUBMISSION_KEY = /^[0-9a-f]{32}$/;

/** An answer's status and body, read as soon as it arrives (before the page can move on and drop the body). */
export const answerOf = async (response: Response) => ({ status: response.status(), text: await response.text() });
