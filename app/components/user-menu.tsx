import { Link } from "react-router";
import { LayoutDashboard, LogOut } from "#app/components/icons.tsx";
import { ServerHtml } from "#app/components/server-html.tsx";
import { UserAvatar } from "#app/components/user-avatar.tsx";
import { AUTH_PATHS, authHref } from "#app/lib/auth.ts";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import type { CurrentUser } from "#app/lib/root-data.ts";
import { useMenuButton } from "#app/lib/use-menu-button.ts";
import { cn } from "#app/lib/utils.ts";

const itemClass =
  "flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent focus:bg-accent [&_svg]:size-4 [&_svg]:text-muted-foreground";
const panelClass = "absolute end-0 z-50 mt-1 w-64 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg";
const triggerClass =
  "flex size-9 items-center justify-center rounded-full transition-shadow hover:ring-2 hover:ring-ring/40 data-[state=open]:ring-2 data-[state=open]:ring-ring/60";

function Identity({ user }: { user: CurrentUser }) {
  return (
    <div className="border-b px-2 pt-1.5 pb-2">
      <p dir="auto" className="truncate text-start text-sm font-medium">
        {user.name}
      </p>
      <p dir="ltr" className="truncate text-start text-xs text-muted-foreground">
        {user.email}
      </p>
    </div>
  );
}

/**
 * The signed-in user's avatar menu (SPEC §2 "Header"): name and e-mail, "Admin Dashboard" for admins,
 * and "Sign out". A WAI-ARIA menu button written by hand, like ProfessionalToolsMenu: it opens on click
 * and from the keyboard (Enter, Space, ArrowDown/ArrowUp), moves focus with the arrow keys, Home and
 * End, and closes on Escape, Tab, a choice or a press elsewhere.
 */
export function UserMenu({ user, className }: { user: CurrentUser; className?: string }) {
  const t = useT("ui");
  const signOutHref = authHref(AUTH_PATHS.signOut, useLocale());
  const accountLabel = t("account.label", { name: user.name });
  const { open, setOpen, rootRef, triggerRef, menuRef, menuId, close, onTriggerKeyDown, onMenuKeyDown } =
    useMenuButton();

  return (
    <div ref={rootRef} className={cn("relative no-js:hidden", className)}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClass}
        aria-label={accountLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        <UserAvatar name={user.name} picture={user.picture} />
      </button>
      {open && (
        <div className={panelClass}>
          <Identity user={user} />
          <div ref={menuRef} id={menuId} role="menu" aria-label={accountLabel} onKeyDown={onMenuKeyDown}>
            {user.isAdmin && (
              <Link
                to={AUTH_PATHS.admin}
                role="menuitem"
                tabIndex={-1}
                onClick={() => close(false)}
                className={cn(itemClass, "mt-1")}
              >
                <LayoutDashboard aria-hidden="true" />
                {t("account.dashboard")}
              </Link>
            )}
            {/* A full navigation: the server ends the session and sends the browser home. */}
            <a href={signOutHref} role="menuitem" tabIndex={-1} className={cn(itemClass, !user.isAdmin && "mt-1")}>
              <LogOut aria-hidden="true" />
              {t("account.signOut")}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}

/** Without JavaScript the menu button cannot open, so a native disclosure offers the same entries. */
export function UserMenuFallback({ user, className }: { user: CurrentUser; className?: string }) {
  const fallbackClass = cn("group relative hidden no-js:block", className);
  return import.meta.env.SSR ? (
    <UserMenuDisclosure user={user} className={fallbackClass} />
  ) : (
    <ServerHtml as="details" className={fallbackClass} />
  );
}

function UserMenuDisclosure({ user, className }: { user: CurrentUser; className: string }) {
  const t = useT("ui");
  const signOutHref = authHref(AUTH_PATHS.signOut, useLocale());
  const accountLabel = t("account.label", { name: user.name });
  return (
    <details className={className}>
      <summary className={cn(triggerClass, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <UserAvatar name={user.name} picture={user.picture} />
        <span className="sr-only">{accountLabel}</span>
      </summary>
      <div className={panelClass}>
        <Identity user={user} />
        <ul className="mt-1">
          {user.isAdmin && (
            <li>
              <a href={AUTH_PATHS.admin} className={itemClass}>
                <LayoutDashboard aria-hidden="true" />
                {t("account.dashboard")}
              </a>
            </li>
          )}
          <li>
            <a href={signOutHref} className={itemClass}>
              <LogOut aria-hidden="true" />
              {t("account.signOut")}
            </a>
          </li>
        </ul>
      </div>
    </details>
  );
}
