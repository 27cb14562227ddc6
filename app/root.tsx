import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { useNonce } from "#app/lib/nonce.tsx";
import type { Route } from "./+types/root";
import "./app.css";

export function loader({ context }: Route.LoaderArgs) {
  const { site } = getAppContext(context);
  return { site };
}

export function useSite() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useSite() needs the root loader data");
  return data.site;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
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
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="mx-auto max-w-xl px-6 py-32 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="mt-4 text-muted-foreground">Please try again in a moment.</p>
      <a href="/" className="mt-8 inline-block underline">
        Back to Home
      </a>
    </main>
  );
}
