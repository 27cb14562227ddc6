import { ArrowLeft } from "lucide-react";
import { Link, redirect, useSearchParams } from "react-router";
import { ArticlesTab } from "#app/components/admin/articles-tab.tsx";
import { TestimonialsTab } from "#app/components/admin/testimonials-tab.tsx";
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
  // BLOG-WIRING (temporary, for the integrator): ?tab=articles|testimonials renders the blog helper's
  // tabs until the real dashboard's tab bar replaces this block.
  const [searchParams] = useSearchParams();
  const tab = searchParams.get("tab");
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
      {/* BLOG-WIRING start */}
      <nav aria-label="Dashboard sections" className="mt-8 flex gap-4 text-sm">
        <Link
          to="?tab=articles"
          aria-current={tab === "articles" ? "page" : undefined}
          className="underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline"
        >
          Articles
        </Link>
        <Link
          to="?tab=testimonials"
          aria-current={tab === "testimonials" ? "page" : undefined}
          className="underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline"
        >
          Testimonials
        </Link>
      </nav>
      <div className="mt-8">
        {tab === "articles" && <ArticlesTab />}
        {tab === "testimonials" && <TestimonialsTab />}
      </div>
      {/* BLOG-WIRING end */}
    </main>
  );
}
