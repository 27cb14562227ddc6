import type * as React from "react";
import { AdminPending } from "#app/components/admin-pending.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { SkipLink } from "#app/components/skip-link.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { lazyOnVisible } from "#app/lib/deferred-section.tsx";

/**
 * The footer is below the fold on every page: server-rendered with it, its code loaded and hydrated
 * only as the visitor nears it (app/lib/deferred-section.tsx), like the landing's lower sections. Its
 * links work meanwhile, and a click on one of its buttons before then is replayed once it has hydrated.
 */
const DeferredSiteFooter = lazyOnVisible("footer", () =>
  import("#app/components/site-footer.tsx").then((module) => module.SiteFooter),
);

/** The root loader awaits it on the server so no page renders before the footer's module is there. */
export const preloadSiteFooter = DeferredSiteFooter.preload;

/** Everything around a page: skip link, fixed header, footer and the toaster. Pages render <main id="main">. */
export function AppShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {children}
      <DeferredSiteFooter />
      <Toaster />
      <AdminPending />
    </>
  );
}
