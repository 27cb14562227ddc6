import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Shield } from "#app/components/icons.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { AUTH_PATHS, authHref, signInNotice } from "#app/lib/auth.ts";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { useSignInConfigured } from "#app/lib/root-data.ts";
import { cn } from "#app/lib/utils.ts";

// Only needed once the shield is pressed (or the server sent a notice): loaded then, not with every page.
const AdminAccessDialog = lazy(() =>
  import("#app/components/admin-access-dialog.tsx").then((module) => ({ default: module.AdminAccessDialog })),
);

const faint = "text-muted-foreground opacity-40 hover:opacity-100 focus-visible:opacity-100";

/**
 * The visitor's faint shield button (SPEC §2 "Header"): it opens the "Admin Access" dialog. When the
 * server sends a visitor back with `?signin=failed` or `?signin=unavailable` the dialog opens by itself
 * and says why; closing it drops the parameter. Without JavaScript the shield is a plain link that
 * starts sign-in.
 */
export function AdminSignIn() {
  const t = useT("ui");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const notice = signInNotice(new URLSearchParams(location.search).get("signin"));
  const signInConfigured = useSignInConfigured();

  useEffect(() => {
    if (notice) setOpen(true);
  }, [notice]);

  const close = () => {
    setOpen(false);
    if (!notice) return;
    const params = new URLSearchParams(location.search);
    params.delete("signin");
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      {
        replace: true,
        preventScrollReset: true,
      },
    );
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={cn(faint, "no-js:hidden")}
        aria-label={t("signIn.open")}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Shield aria-hidden="true" />
      </Button>
      <a
        href={authHref(AUTH_PATHS.signIn, locale)}
        aria-label={t("signIn.open")}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), faint, "js:hidden")}
      >
        <Shield aria-hidden="true" />
      </a>
      {/* The dialog closes itself natively (returning focus) before `close` unmounts it. */}
      <Suspense>
        {open && <AdminAccessDialog open onClose={close} notice={notice} signInConfigured={signInConfigured} />}
      </Suspense>
    </>
  );
}
