import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { AppShell } from "#app/components/app-shell.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { LiveQueryProvider } from "#app/components/live/query-provider.tsx";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { retryAfter } from "#app/lib/forms.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.tsx";
import { SiteStylesheet } from "#app/lib/inline-stylesheet.tsx";
import { useNonce } from "#app/lib/nonce.tsx";
import { skipQueryOnlyNavigations } from "#app/lib/revalidation.ts";
import type { CurrentUser, RootData } from "#app/lib/root-data.ts";
import { THEME_COLOR_METAS, themeScript } from "#app/lib/theme.ts";
import { localizedContent, localizedOwnerName } from "#content/localized.server.ts";
import { BLOG_FEED_PATH } from "#domain/constants.ts";
import { localeFromPath, localizePath, textDirection } from "#domain/i18n/locales.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/root";
import siteStylesheet from "./app.css?url";
import arabicRegular from "./fonts/ibm-plex-sans-arabic-400.woff2?url";
import arabicMedium from "./fonts/ibm-plex-sans-arabic-500.woff2?url";
import arabicSemibold from "./fonts/ibm-plex-sans-arabic-600.woff2?url";
import arabicBold from "./fonts/ibm-plex-sans-arabic-700.woff2?url";

/**
 * The Arabic typeface's faces, fetched with the page rather than after the stylesheet is laid out: with
 * `font-display: swap` the text repaints in the web font, and a late font made that repaint the page's
 * Largest Contentful Paint. All four, because the first screen uses all four (the hero's headline is
 * semibold, its labels medium): a face found only at layout arrived after the first paint, rewrapped
 * the headline and shifted the hero (CLS 0.026 on /ar), and each late face cost one more relayout of
 * the whole page (~11 KB each).
 */
const ARABIC_FONT_PRELOADS = [arabicRegular, arabicMedium, arabicSemibold, arabicBold];

/** Every page reads `?signin=` (the header's sign-in notice, components/admin-sign-in.tsx). */
export const handle = { cacheQuery: ["signin"] } satisfies RouteFacts;

/** An answer a page threw over a limit (a post naming no form its page takes) keeps its `Retry-After`. */
export const headers: Route.HeadersFunction = retryAfter;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** The blog's feed in the page's language, discoverable from every page. */
function FeedLink() {
  const locale = localeFromPath(useLocation().pathname);
  const hasRootData = useRouteLoaderData<typeof loader>("root") !== undefined;
  if (!hasRootData) return null;
  return <FeedLinkWithTitle href={localizePath(BLOG_FEED_PATH, locale)} />;
}

function FeedLinkWithTitle({ href }: { href: string }) {
  const t = useT("common");
  return <link rel="alternate" type="application/rss+xml" title={t("feed.title")} href={href} />;
}

export function loader({ context, request }: Route.LoaderArgs): RootData {
  const { site, user, services } = getAppContext(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const profile = localizedContent("profile", locale);
  // The parts of the owner's profile every page shows (header and footer); the loader keeps the
  // content module and its schema out of the browser bundle.
  const { headline, tagline, email, socials } = profile;
  const currentUser: CurrentUser | null = user
    ? { name: user.name, email: user.email, picture: user.picture, isAdmin: user.isAdmin }
    : null;
  // Whether an identity provider is set up: without one the Admin Access dialog offers the one-time link.
  const signInConfigured = services.identityProvider.configured;
  return {
    site,
    // The owner's name in the page's language (the profile's Arabic spelling unless OWNER_NAME is set).
    profile: { name: localizedOwnerName(site.ownerName, locale), headline, tagline, email, socials },
    user: currentUser,
    signInConfigured,
    i18n: pageI18n(locale, { messages: ["common", "ui"] }),
  };
}

/** The root's data (the owner's profile, who is signed in) does not depend on the query string. */
export const shouldRevalidate = skipQueryOnlyNavigations;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = localeFromPath(useLocation().pathname);
  return (
    // The head script changes the theme class before React hydrates, hence suppressHydrationWarning.
    <html lang={locale} dir={textDirection(locale)} className="dark" suppressHydrationWarning>
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
        {locale === "ar" &&
          ARABIC_FONT_PRELOADS.map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
        <SiteStylesheet href={siteStylesheet} />
        <Links />
        <FeedLink />
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
  if (!hasRootData) return <ErrorPage />;
  const page = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
  return <AppShell>{page}</AppShell>;
}
