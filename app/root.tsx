import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { AppShell } from "#app/components/app-shell.tsx";
import { BLOG_FEED_PATH } from "#app/components/blog/format.ts";
import { LiveQueryProvider } from "#app/components/live/query-provider.tsx";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { SiteStylesheet } from "#app/lib/inline-stylesheet.tsx";
import { useNonce } from "#app/lib/nonce.tsx";
import { skipQueryOnlyNavigations } from "#app/lib/revalidation.ts";
import { themeScript } from "#app/lib/theme.ts";
import { profile } from "#content/profile.ts";
import type { Route } from "./+types/root";
import siteStylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The blog's feed, discoverable from every page.
  { rel: "alternate", type: "application/rss+xml", title: "Blog RSS feed", href: BLOG_FEED_PATH },
];

/** The signed-in user as the header shows it (SPEC §3 "Current user"). */
export type CurrentUser = { name: string; email: string; picture: string | null; isAdmin: boolean };

export function loader({ context }: Route.LoaderArgs) {
  const { site, user, services } = getAppContext(context);
  // The parts of the owner's profile every page shows (header and footer); the loader keeps the
  // content module and its schema out of the browser bundle.
  const { headline, tagline, email, socials } = profile;
  const currentUser: CurrentUser | null = user
    ? { name: user.name, email: user.email, picture: user.picture, isAdmin: user.isAdmin }
    : null;
  // Whether an identity provider is set up: without one the Admin Access dialog offers the one-time link.
  const signInConfigured = services.identityProvider.configured;
  return { site, profile: { headline, tagline, email, socials }, user: currentUser, signInConfigured };
}

/** The root's data (the owner's profile, who is signed in) does not depend on the query string. */
export const shouldRevalidate = skipQueryOnlyNavigations;

function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
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

/** Whether admins can sign in at an identity provider (else only with a one-time link). */
export function useSignInConfigured(): boolean {
  return useRootData().signInConfigured;
}

/** Who is signed in, from the server's session (null when signed out). */
export function useCurrentUser(): CurrentUser | null {
  return useRootData().user;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    // The head script changes the theme class before React hydrates, hence suppressHydrationWarning.
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1120" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no user input
          dangerouslySetInnerHTML={{ __html: themeScript }}
        />
        <Meta />
        <SiteStylesheet href={siteStylesheet} />
        <Links />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // One query cache per render: on the server per request, in the browser per page load.
  return (
    <LiveQueryProvider>
      <AppShell>
        <Outlet />
      </AppShell>
    </LiveQueryProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Without the root loader's data (it failed) the page renders without the header and footer.
  const hasRootData = useRouteLoaderData<typeof loader>("root") !== undefined;
  let page: React.ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404) {
    page = <NotFoundPage />;
  } else {
    const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
    page = (
      <main id="main" className="mx-auto max-w-xl px-6 py-32 text-center">
        <h1 className="text-3xl font-bold">{message}</h1>
        <p className="mt-4 text-muted-foreground">Please try again in a moment.</p>
        <a href="/" className="mt-8 inline-block underline">
          Back to Home
        </a>
      </main>
    );
  }
  return hasRootData ? <AppShell>{page}</AppShell> : page;
}
