import { useLocation, useMatches } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";
import { isLocalizable, type Locale, localizePath } from "#domain/i18n/locales.ts";

const OTHER: Record<Locale, Locale> = { en: "ar", ar: "en" };

/**
 * A page whose other-language address is not its own path under the other prefix (an article whose
 * translation has another slug, or none) says where the switch goes: its loader returns
 * `alternates: { en: "/blog/…", ar: "/ar/blog/…" }` with its data. The deepest route that sends one wins.
 */
export type LanguageAlternates = Partial<Record<Locale, string>>;

function useAlternate(locale: Locale): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const alternates = (matches[i]?.loaderData as { alternates?: LanguageAlternates } | undefined)?.alternates;
    if (alternates) return alternates[locale];
  }
  return undefined;
}

/**
 * The same page in the other language: same path, query (tab, step, calculator inputs) and fragment.
 * A page the cache keeps is rendered at its address less the parameters it does not read (decision
 * 032), so a shared copy never links on a visitor's `?utm_source=…`; in that visitor's browser the
 * link keeps it once React renders it again.
 * On the landing page the fragment is the section in view when the link is followed, so the reader
 * lands where they were. A plain link and a full page load (the whole page changes language and
 * direction): it works without JavaScript and crawlers follow it.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT("common");
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other = OTHER[locale];
  const alternate = useAlternate(other);
  // The admin is in English only: a switch there led back to the same page and did nothing.
  if (!alternate && !isLocalizable(pathname)) return null;
  const href = alternate ?? localizePath(pathname + search + hash, other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      title={t("language.switchLabel")}
      className={cn(
        compact && "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium hover:bg-accent",
        className,
      )}
      onClick={(event) => {
        const section = sectionInView();
        if (!section || pathname !== localizePath("/", locale)) return;
        event.currentTarget.hash = section;
      }}
    >
      {t("language.switchTo")}
    </a>
  );
}

/** The landing section nearest the top of the viewport, if any. */
function sectionInView(): string | undefined {
  let found: string | undefined;
  for (const section of document.querySelectorAll<HTMLElement>("main section[id]")) {
    if (section.getBoundingClientRect().top <= window.innerHeight / 3) found = section.id;
  }
  return found;
}
