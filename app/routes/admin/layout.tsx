import { Link, Outlet, useNavigation } from "react-router";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";
import { DeleteResult } from "#app/components/admin/record-actions.tsx";
import { ADMIN_PANEL_ID } from "#app/components/admin/tabs.ts";
import { ArrowLeft, LoaderCircle } from "#app/components/icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ADMIN_DASHBOARD_LABEL, BACK_TO_SITE_LABEL } from "#app/lib/auth.ts";
import type { Route } from "./+types/layout";
import { requireAdmin } from "./admin.server.ts";

/**
 * The admin area's layout (SPEC §2 "Admin dashboard"): the heading, the sections' navigation and the
 * open section below it, each section a route of its own (`/admin/messages`, decision 050). The gate
 * is decided on the server, here and again in every section's loader and action (they run alongside
 * this one, not after it): nothing of the area reaches anyone but the admin; others are sent to /.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requireAdmin(context);
  return { name: user.name };
}

export const meta: Route.MetaFunction = () => [
  { title: ADMIN_DASHBOARD_LABEL },
  { name: "robots", content: "noindex" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // The spinner shows while the next section's loader (and with it the server's admin check) runs:
  // a link or a search, not the reload after a post (the form's own answer says what happened).
  const pathname = navigation.location?.pathname ?? "";
  const loading =
    navigation.state === "loading" &&
    (navigation.formMethod === undefined || navigation.formMethod.toUpperCase() === "GET") &&
    (pathname === "/admin" || pathname.startsWith("/admin/"));
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{ADMIN_DASHBOARD_LABEL}</h1>
          <p className="mt-1 text-muted-foreground">Signed in as {loaderData.name}.</p>
        </div>
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft aria-hidden="true" />
          {BACK_TO_SITE_LABEL}
        </Link>
      </div>
      <div className="mt-8 grid gap-6">
        <AdminNav />
        {/* A delete's answer arrives after its row is gone: shown from here, outside the lists. */}
        <DeleteResult />
        <div id={ADMIN_PANEL_ID} aria-busy={loading} tabIndex={-1} className="relative outline-none">
          {loading ? (
            <div role="status" className="absolute inset-0 z-10 flex items-start justify-center bg-background/60 pt-24">
              <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
              <span className="sr-only">Loading…</span>
            </div>
          ) : null}
          <Outlet />
        </div>
      </div>
    </main>
  );
}
