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
import { LiveQueryProvider } from "#app/components/live/query-provider.tsx";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { SiteStylesheet } from "#app/lib/inline-stylesheet.tsx";
import { useNonce } from "#app/lib/nonce.tsx";
import { skipQueryOnlyNavigations } from "#app/lib/revalidation.ts";
import type { CurrentUser, RootData } from "#app/lib/root-data.ts";
import { THEME_COLOR_METAS, themeScript } from "#app/lib/theme.ts";
import { profile } from "#content/profile.ts";
import { BLOG_FEED_PATH } from "#domain/blog.ts";
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

export function loader({ context }: Route.LoaderArgs): RootData {
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

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    // The head script changes the theme class before React hydrates, hence suppressHydrationWarning.
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The head script activates the stored theme's colour before React hydrates, hence suppressHydrationWarning. */}
        {THEME_COLOR_METAS.map(({ theme, color, media }) => (
          <meta
            key={theme}
            name="theme-color"
            content={color}
            media={media}
            data-theme={theme}
            suppressHydrationWarning
          />
        ))}
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
