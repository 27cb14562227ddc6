import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { AdminSignIn } from "#app/components/admin-sign-in.tsx";
import { Download } from "#app/components/icons.tsx";
import { LanguageSwitch } from "#app/components/language-switch.tsx";
import { MobileMenuFallback, MobileMenuPanel, MobileMenuToggle } from "#app/components/mobile-menu.tsx";
import { ProfessionalToolsFallback, ProfessionalToolsMenu } from "#app/components/professional-tools-menu.tsx";
import { ResumeDownloadLink } from "#app/components/resume-download-link.tsx";
import { SearchLauncher } from "#app/components/search/search-launcher.tsx";
import { SectionLink } from "#app/components/section-link.tsx";
import { ThemeToggle } from "#app/components/theme-toggle.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { UserMenu, UserMenuFallback } from "#app/components/user-menu.tsx";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { SECTION_NAV_ITEMS } from "#app/lib/navigation.ts";
import { useCurrentUser, useProfile } from "#app/lib/root-data.ts";
import { scrollToTop } from "#app/lib/scroll.ts";
import { cn } from "#app/lib/utils.ts";
import { HEADER_SCROLL_THRESHOLD_PX } from "#domain/constants.ts";

/** True once the page has scrolled more than the header threshold. */
function useScrolledPastThreshold() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

function Logo() {
  const { name: ownerName } = useProfile();
  const { pathname } = useLocation();
  const home = useLocalize()("/");
  return (
    <Link
      to={home}
      className="flex items-center gap-2.5 rounded-md font-semibold"
      onClick={(event) => {
        if (pathname !== home || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        scrollToTop();
      }}
    >
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
      >
        {initials(ownerName)}
      </span>
      <span className="max-sm:sr-only">{ownerName}</span>
    </Link>
  );
}

const navLinkClass =
  "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground";

export function SiteHeader() {
  const scrolled = useScrolledPastThreshold();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useCurrentUser();
  const t = useT("common");

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,box-shadow,backdrop-filter] duration-300",
        scrolled || menuOpen ? "border-border" : "border-transparent",
        // The open mobile menu needs a solid bar; scrolled alone, a translucent one.
        menuOpen ? "bg-background" : scrolled && "bg-background/80",
        scrolled && "shadow-sm backdrop-blur-md",
        // Without JavaScript the scroll state is unknown: keep the bar solid so content never shows through.
        "no-js:border-border no-js:bg-background",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t("nav.main")} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {SECTION_NAV_ITEMS.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className={navLinkClass}>
                  {t(item.label)}
                </SectionLink>
              </li>
            ))}
            <li>
              <ProfessionalToolsMenu />
              <ProfessionalToolsFallback />
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <SearchLauncher />
          <LanguageSwitch className="max-lg:hidden" compact />
          <ThemeToggle />
          {/* Signed in, small screens reach the same entries through the mobile menu. */}
          {user ? (
            <div className="hidden lg:block">
              <UserMenu user={user} />
              <UserMenuFallback user={user} />
            </div>
          ) : (
            <AdminSignIn />
          )}
          <ResumeDownloadLink className={cn(buttonVariants({ size: "sm" }), "ms-1 max-lg:hidden")}>
            <Download aria-hidden="true" />
            {t("resume.button")}
          </ResumeDownloadLink>
          <MobileMenuToggle open={menuOpen} onOpenChange={setMenuOpen} />
          <MobileMenuFallback />
        </div>
      </div>
      <MobileMenuPanel open={menuOpen} onOpenChange={setMenuOpen} />
    </header>
  );
}
