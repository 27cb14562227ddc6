import { DEFAULT_LOCALE, LANG_PARAM, type Locale } from "#domain/i18n/locales.ts";

/** Addresses of admin sign-in (SPEC §2 "Header", §7 auth calls), shared by the header and tests; its words are the `ui` messages. */

export const AUTH_PATHS = {
  /** Navigating here starts sign-in at the identity provider. */
  signIn: "/api/auth/google",
  signOut: "/api/auth/logout",
  me: "/api/auth/me",
  admin: "/admin",
} as const;

/** An auth address (sign-in, sign-out) that brings the visitor back to the pages of their language. */
export function authHref(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `${path}?${LANG_PARAM}=${locale}`;
}

/** The /admin page's own words (the admin stays English); the header's are the `ui` messages. */
export const ADMIN_DASHBOARD_LABEL = "Admin Dashboard";
export const BACK_TO_SITE_LABEL = "Back to Site";

/** The command that prints a one-time sign-in link (README "Admin sign-in"). */
export const ADMIN_LINK_COMMAND = "npm run admin:link -- you@example.com";

/** Why the server sent a visitor back with `?signin=…`; the dialog says it (`ui` messages). */
export type SignInNotice = "unavailable" | "failed";

export function signInNotice(value: string | null): SignInNotice | null {
  return value === "unavailable" || value === "failed" ? value : null;
}

/** The avatar's fallback: the name's first character (a whole one, not half an emoji), or "U". */
export function avatarLetter(name: string | null | undefined): string {
  const [first] = Array.from(name?.trim() ?? "");
  return first ? first.toUpperCase() : "U";
}
