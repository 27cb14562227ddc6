import { ArrowLeft } from "lucide-react";
import { Link, redirect } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ADMIN_DASHBOARD_LABEL, BACK_TO_SITE_LABEL } from "#app/lib/auth.ts";
import { getAppContext } from "#app/lib/context.ts";
import type { Route } from "./+types/admin";

/**
 * /admin (SPEC §2 "Admin dashboard"): the gate is decided on the server, in this loader, so nothing
 * of the page reaches a visitor who is not signed in as an admin; they are sent to /.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = getAppContext(context);
  if (!user?.isAdmin) throw redirect("/");
  return { name: user.name };
}

export const meta: Route.MetaFunction = () => [
  { title: ADMIN_DASHBOARD_LABEL },
  { name: "robots", content: "noindex" },
];

export default function Admin({ loaderData }: Route.ComponentProps) {
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
    </main>
  );
}
