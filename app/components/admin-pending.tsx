import { useNavigation } from "react-router";

/**
 * SPEC §2: while the server decides whether a visitor may see /admin (the loader redirects others to
 * /), a loading spinner shows. Navigations inside /admin show the dashboard's own pending state.
 */
export function AdminPending() {
  const navigation = useNavigation();
  const enteringAdmin =
    navigation.state === "loading" &&
    navigation.location.pathname === "/admin" &&
    typeof window !== "undefined" &&
    window.location.pathname !== "/admin";
  if (!enteringAdmin) return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-background/70 backdrop-blur-sm">
      <div role="status" className="flex flex-col items-center gap-3 text-muted-foreground">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-primary/30 border-t-primary"
        />
        <span>Loading dashboard…</span>
      </div>
    </div>
  );
}
