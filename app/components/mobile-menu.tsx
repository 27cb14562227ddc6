import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Download, LayoutDashboard, LogOut, Menu, X } from "#app/components/icons.tsx";
import { LanguageSwitch } from "#app/components/language-switch.tsx";
import { ResumeDownloadLink } from "#app/components/resume-download-link.tsx";
import { SectionLink } from "#app/components/section-link.tsx";
import { ServerHtml } from "#app/components/server-html.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { UserAvatar } from "#app/components/user-avatar.tsx";
import { AUTH_PATHS, authHref } from "#app/lib/auth.ts";
import { useLocale, useLocalize, useT } from "#app/lib/i18n.tsx";
import { PROFESSIONAL_TOOLS, SECTION_NAV_ITEMS } from "#app/lib/navigation.ts";
import { useCurrentUser } from "#app/lib/root-data.ts";
import { cn } from "#app/lib/utils.ts";

export const MOBILE_MENU_ID = "mobile-menu";

const itemLook =
  "rounded-md px-3 py-2.5 text-base font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground";
const itemClass = `block ${itemLook}`;
const iconItemClass = `flex items-center gap-2 ${itemLook}`;

/** The signed-in user's entries (the avatar menu's, SPEC §2): name, e-mail, Admin Dashboard, Sign out. */
function MobileAccount({ onChoose, headingId }: { onChoose?: () => void; headingId: string }) {
  const t = useT("ui");
  const locale = useLocale();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="border-t pt-4">
      <div className="flex items-center gap-3 px-3 pb-2">
        <UserAvatar name={user.name} picture={user.picture} />
        <div className="min-w-0">
          <p id={headingId} dir="auto" className="truncate text-start text-sm font-medium">
            {user.name}
          </p>
          <p dir="ltr" className="truncate text-start text-xs text-muted-foreground">
            {user.email}
          </p>
        </div>
      </div>
      <ul aria-labelledby={headingId} className="space-y-1">
        {user.isAdmin && (
          <li>
            <Link to={AUTH_PATHS.admin} className={iconItemClass} onClick={onChoose}>
              <LayoutDashboard className="size-4 text-muted-foreground" aria-hidden="true" />
              {t("account.dashboard")}
            </Link>
          </li>
        )}
        <li>
          <a href={authHref(AUTH_PATHS.signOut, locale)} className={iconItemClass}>
            <LogOut className="size-4 text-muted-foreground" aria-hidden="true" />
            {t("account.signOut")}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The items of the mobile menu; `onChoose` runs when one is chosen. */
function MobileNavList({ onChoose, headingId }: { onChoose?: () => void; headingId: string }) {
  const t = useT("common");
  const localize = useLocalize();
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:px-6">
      <ul className="space-y-1">
        {SECTION_NAV_ITEMS.map((item) => (
          <li key={item.section}>
            <SectionLink section={item.section} className={itemClass} onClick={onChoose}>
              {t(item.label)}
            </SectionLink>
          </li>
        ))}
      </ul>
      <div className="border-t pt-4">
        <p id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {t("nav.professionalTools")}
        </p>
        <ul aria-labelledby={headingId} className="space-y-1">
          {PROFESSIONAL_TOOLS.map((item) => (
            <li key={item.to}>
              <Link to={localize(item.to)} className={itemClass} onClick={onChoose}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t pt-4">
        <ResumeDownloadLink className={cn(buttonVariants(), "w-full")} onClick={onChoose}>
          <Download aria-hidden="true" />
          {t("resume.download")}
        </ResumeDownloadLink>
      </div>
      {/* Empty (and hidden) where the page has no other language: the admin. */}
      <div className="border-t pt-4 empty:hidden">
        <LanguageSwitch className={itemClass} />
      </div>
      <MobileAccount onChoose={onChoose} headingId={`${headingId}-account`} />
    </div>
  );
}

type MobileMenuProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The toggle button of the mobile menu (the panel is rendered by `MobileMenuPanel` below the header bar). */
export function MobileMenuToggle({ open, onOpenChange }: MobileMenuProps) {
  const t = useT("common");
  return (
    <Button
      id={`${MOBILE_MENU_ID}-toggle`}
      variant="ghost"
      size="icon"
      className="no-js:hidden lg:hidden"
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      aria-label={t("menu.toggle")}
      onClick={() => onOpenChange(!open)}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </Button>
  );
}

/** The mobile menu's panel. Closes when an item is chosen, on Escape, on a press outside and on navigation. */
export function MobileMenuPanel({ open, onOpenChange }: MobileMenuProps) {
  const t = useT("common");
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => {
    onOpenChange(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const toggle = () => document.getElementById(`${MOBILE_MENU_ID}-toggle`);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onOpenChange(false);
      toggle()?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggle()?.contains(target)) return;
      onOpenChange(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, onOpenChange]);

  return (
    <nav
      ref={panelRef}
      id={MOBILE_MENU_ID}
      aria-label={t("menu.mobile")}
      hidden={!open}
      className={cn(
        "max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background lg:hidden",
        open && "animate-slide-in-down",
      )}
    >
      {/* Rendered while open only: closed, it is a fourth copy of the site's links for the server to
          render and the browser to hydrate on every page (without JavaScript the fallback below serves). */}
      {open && <MobileNavList headingId="mobile-tools-heading" onChoose={() => onOpenChange(false)} />}
    </nav>
  );
}

const FALLBACK_CLASS = "group hidden max-lg:no-js:block";

/**
 * Without JavaScript the toggle cannot work, so a native disclosure offers the same menu, below `lg`
 * only. One compound variant (`max-lg:no-js:`) rather than `no-js:block lg:hidden`: the two rules have
 * the same specificity and the no-js one comes later in the stylesheet, so it showed on desktops too.
 */
export function MobileMenuFallback() {
  return import.meta.env.SSR ? <MobileMenuDisclosure /> : <ServerHtml as="details" className={FALLBACK_CLASS} />;
}

function MobileMenuDisclosure() {
  const t = useT("common");
  return (
    <details className={FALLBACK_CLASS}>
      <summary
        className="flex size-9 cursor-pointer list-none items-center justify-center rounded-md hover:bg-accent [&::-webkit-details-marker]:hidden"
        aria-label={t("menu.toggle")}
      >
        <Menu className="size-4 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-4 group-open:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label={t("menu.mobile")}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background"
      >
        <MobileNavList headingId="mobile-tools-heading-fallback" />
      </nav>
    </details>
  );
}
