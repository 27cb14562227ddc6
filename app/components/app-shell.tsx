import type * as React from "react";
import { AdminPending } from "#app/components/admin-pending.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { SkipLink } from "#app/components/skip-link.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";

/** Everything around a page: skip link, fixed header, footer and the toaster. Pages render <main id="main">. */
export function AppShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {children}
      <SiteFooter />
      <Toaster />
      <AdminPending />
    </>
  );
}
