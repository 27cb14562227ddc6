/**
 * The site's languages and how a page's address carries one. English lives at today's addresses,
 * Arabic under `/ar`; the locale is always read from the path (never from Accept-Language or a
 * cookie), so every address names one language and caches and crawlers see one page per address.
 */
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The path prefix of each non-default locale. */
const PREFIX: Record<Locale, string> = { en: "", ar: "/ar" };

/**
 * The digits Arabic pages show. Latin digits are the common choice in the UAE (banks, government
 * portals, price tags); "arab" gives Eastern Arabic digits (٠١٢٣) everywhere at once.
 */
export const ARABIC_NUMBERING_SYSTEM: "latn" | "arab" = "latn";

/** The BCP 47 tag each locale formats numbers, currencies and dates with (Intl). */
export const INTL_LOCALE: Record<Locale, string> = {
  en: "en-AE",
  ar: `ar-AE-u-nu-${ARABIC_NUMBERING_SYSTEM}`,
};

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ar";
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The locale an address is in: "/ar" and "/ar/…" are Arabic, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/ar" || pathname.startsWith("/ar/") ? "ar" : "en";
}

/** The address without its locale prefix ("/ar/tools" → "/tools", "/ar" → "/"). */
export function unlocalizedPath(pathname: string): string {
  if (pathname === "/ar") return "/";
  return pathname.startsWith("/ar/") ? pathname.slice(3) : pathname;
}

/**
 * A site address in a locale: "/tools" → "/ar/tools", "/" → "/ar", "/#contact" → "/ar#contact".
 * Only site-relative paths are localised; external URLs, mail links and `/api`, `/admin`, asset
 * paths pass through unchanged.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  if (!isLocalizable(pathname)) return path;
  const base = unlocalizedPath(pathname);
  const prefix = PREFIX[locale];
  if (!prefix) return base + rest;
  return (base === "/" ? prefix : prefix + base) + rest;
}

/**
 * Whether a path has a page in each language. Those that exist once for every language (the API, the
 * admin, which is in English only, files) have no other-language version for a switch to link to.
 */
export function isLocalizable(pathname: string): boolean {
  return (
    !/^\/(api|admin|assets|fonts|images|auth)(\/|$)/.test(pathname) &&
    !/\.(png|jpe?g|svg|webp|ico|pdf|js|css|txt)$/.test(pathname)
  );
}

/**
 * The query parameter that carries a page's language through sign-in and sign-out (`?lang=ar`), so
 * the visitor comes back to the pages they left; English, the default, needs none.
 */
export const LANG_PARAM = "lang";

/** The language a `?lang=` value names, or the default for anything else. */
export function localeOfParam(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
