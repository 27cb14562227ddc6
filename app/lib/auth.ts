/** Addresses and words of admin sign-in (SPEC §2 "Header", §7 auth calls), shared by the header and tests. */

export const AUTH_PATHS = {
  /** Navigating here starts sign-in at the identity provider. */
  signIn: "/api/auth/google",
  signOut: "/api/auth/logout",
  me: "/api/auth/me",
  admin: "/admin",
} as const;

export const ADMIN_SIGN_IN_LABEL = "Admin sign in";
export const ADMIN_ACCESS_TITLE = "Admin Access";
export const ADMIN_ACCESS_DESCRIPTION =
  "Sign in with the identity provider to access admin features and manage content.";
/** The description when no identity provider is set up (the dialog then explains the one-time link). */
export const ADMIN_ACCESS_DESCRIPTION_LINK_ONLY = "The owner signs in to access admin features and manage content.";
export const SIGN_IN_BUTTON_LABEL = "Sign in";
export const ADMIN_DASHBOARD_LABEL = "Admin Dashboard";
export const SIGN_OUT_LABEL = "Sign out";
export const BACK_TO_SITE_LABEL = "Back to Site";

/** What the dialog adds when the server sends the visitor back with `?signin=…`. */
export const SIGN_IN_NOT_CONFIGURED =
  "Sign-in through an identity provider is not set up on this site yet. The owner can sign in with a one-time link printed on the server by:";
export const SIGN_IN_NOTICES = {
  unavailable: SIGN_IN_NOT_CONFIGURED,
  failed: "Sign-in did not complete. Please try again.",
} as const;
/** The command that prints a one-time sign-in link (README "Admin sign-in"). */
export const ADMIN_LINK_COMMAND = "npm run admin:link -- you@example.com";
export type SignInNotice = keyof typeof SIGN_IN_NOTICES;

export function signInNotice(value: string | null): SignInNotice | null {
  return value === "unavailable" || value === "failed" ? value : null;
}

/** The avatar's fallback: the name's first letter, or "U". */
export function avatarLetter(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : "U";
}
