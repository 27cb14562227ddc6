import { useRouteLoaderData } from "react-router";
import type { Profile } from "#content/profile.ts";
import type { PublicSiteConfig } from "#plumbing/context.ts";
import type { PageI18n } from "./i18n.tsx";

/**
 * The root route's data and the hooks that read it. They live here, not in root.tsx, so the shell
 * components that use them do not import the module that renders them (an import cycle).
 */

/** The signed-in user as the header shows it (SPEC §3 "Current user"). */
export type CurrentUser = { name: string; email: string; picture: string | null; isAdmin: boolean };

/** What the root loader returns: the parts of the owner's profile every page shows, and who is signed in. */
export type RootData = {
  site: PublicSiteConfig;
  /** `name`: the owner's name in the page's language (`site.ownerName` is the configured one). */
  profile: Pick<Profile, "name" | "headline" | "tagline" | "email" | "socials">;
  user: CurrentUser | null;
  /** Whether admins can sign in at an identity provider (else only with a one-time link). */
  signInConfigured: boolean;
  /** The words every page shows (header, footer, errors) in the page's language. */
  i18n: PageI18n;
};

function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useSite() and useProfile() need the root loader data");
  return data;
}

export function useSite() {
  return useRootData().site;
}

/** The owner's headline, tagline, email and social links. */
export function useProfile() {
  return useRootData().profile;
}

/** Who is signed in, from the server's session (null when signed out). */
export function useCurrentUser(): CurrentUser | null {
  return useRootData().user;
}

/** Whether admins can sign in at an identity provider (else only with a one-time link). */
export function useSignInConfigured(): boolean {
  return useRootData().signInConfigured;
}
