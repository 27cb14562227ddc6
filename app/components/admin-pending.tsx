import { lazy, Suspense } from "react";
import { useNavigation } from "react-router";

// The overlay is drawn only on the way into /admin: its markup is not in every visitor's first load.
const PendingOverlay = lazy(() => import("./admin-pending-overlay.tsx"));

/**
 * SPEC §2: while the server decides whether a visitor may see /admin (the loader redirects others to
 * /), a loading spinner shows. Navigations inside /admin show the dashboard's own pending state.
 */
export function AdminPending() {
  const navigation = useNavigation();
  // A navigation is only ever loading in the browser (on the server it is idle), so `window` is there.
  const enteringAdmin =
    navigation.state === "loading" &&
    isAdminPath(navigation.location.pathname) &&
    !isAdminPath(window.location.pathname);
  if (!enteringAdmin) return null;
  return (
    <Suspense>
      <PendingOverlay />
    </Suspense>
  );
}

/** /admin and its sections (/admin/messages), not an address that only starts alike (/administer). */
const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");
