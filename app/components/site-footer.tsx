import { Link } from "react-router";
import { ArrowUp, Mail } from "#app/components/icons.tsx";
import { SOCIAL_ICONS } from "#app/components/social-icons.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { useProfile } from "#app/lib/root-data.ts";
import { scrollToTop } from "#app/lib/scroll.ts";
import { cn } from "#app/lib/utils.ts";

export function SiteFooter() {
  const { name: ownerName, tagline, email, socials } = useProfile();
  const t = useT("common");
  const localize = useLocalize();

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-md space-y-2">
            <p className="text-lg font-semibold">{ownerName}</p>
            <p className="text-sm text-muted-foreground">{tagline}</p>
          </div>
          <div className="space-y-4">
            <ul aria-label={t("footer.socialLinks")} className="flex flex-wrap gap-2">
              {socials.map((social) => {
                const Icon = SOCIAL_ICONS[social.id];
                return (
                  <li key={social.id}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t("footer.opensInNewTab", { label: social.label })}
                      className="flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:border-primary hover:text-primary"
                    >
                      <Icon className="size-4" aria-hidden="true" />
                    </a>
                  </li>
                );
              })}
            </ul>
            <a
              href={`mailto:${email}`}
              dir="ltr"
              className="inline-flex items-center gap-2 text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              {email}
            </a>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t pt-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          {/* The year can differ between server and browser at midnight on New Year's Eve. */}
          <p suppressHydrationWarning>
            {t("footer.rights", { year: String(new Date().getFullYear()), name: ownerName })}
          </p>
          <div className="flex flex-wrap items-center gap-1">
            <Link
              to={localize("/newsletter")}
              className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "text-muted-foreground")}
            >
              {t("footer.newsletterArchive")}
            </Link>
            {/* What the visit counter counts (issue #44). Terms do not exist yet: SPEC §2 has it only scroll to the top. */}
            <Link
              to={localize("/privacy")}
              className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "text-muted-foreground")}
            >
              {t("footer.privacy")}
            </Link>
            <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={scrollToTop}>
              {t("footer.terms")}
            </Button>
            <Button variant="outline" size="sm" onClick={scrollToTop}>
              <ArrowUp aria-hidden="true" />
              {t("footer.backToTop")}
            </Button>
          </div>
        </div>
      </div>
    </footer>
  );
}
