import { DEFAULT_THEME, THEME_COLORS, THEME_STORAGE_KEY, THEMES, type Theme } from "#domain/constants.ts";

const THEME_COLOR_META = 'meta[name="theme-color"]';
/** A theme-color meta's `media` when its theme is not the page's: a query that never matches. */
const INACTIVE_MEDIA = "not all";

/**
 * Runs in <head> before the first paint: marks that JavaScript runs (the `js` class, which the
 * no-JavaScript fallbacks key on) and applies the stored theme, so the page never flashes the wrong one.
 * The server always renders the default theme (the choice lives in localStorage, which it cannot read).
 * The page has one theme-color meta per theme (see `ThemeColorMetas`, before this script in <head>); the
 * other theme's gets a `media` that never matches. Their `content` never changes: React adopts a
 * server-rendered <meta> on hydration by its content and would add a second one for a changed content.
 */
export const themeScript = `(function(){var d=document.documentElement;d.classList.add("js");try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(t!=="light"&&t!=="dark")t=${JSON.stringify(DEFAULT_THEME)};d.classList.toggle("dark",t==="dark");d.querySelectorAll(${JSON.stringify(
  THEME_COLOR_META,
)}).forEach(function(m){m.media=m.dataset.theme===t?"all":${JSON.stringify(INACTIVE_MEDIA)}})}catch(e){}})();`;

/** The theme-color metas the server renders, the default theme's active (the head script fixes that before paint). */
export const THEME_COLOR_METAS = THEMES.map((theme) => ({
  theme,
  color: THEME_COLORS[theme],
  media: theme === DEFAULT_THEME ? "all" : INACTIVE_MEDIA,
}));

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The theme currently applied to the document (the class on <html> is the source of truth). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  for (const meta of document.querySelectorAll<HTMLMetaElement>(THEME_COLOR_META))
    meta.media = meta.dataset.theme === theme ? "all" : INACTIVE_MEDIA;
}

/** Applies the theme and remembers it for the next visit. */
export function setTheme(theme: Theme) {
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private modes, quotas); the theme still applies for this page.
  }
}

/** Follows a theme change made in another tab. */
export function onStoredThemeChange(listener: (theme: Theme) => void) {
  const handle = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    listener(isTheme(event.newValue) ? event.newValue : DEFAULT_THEME);
  };
  window.addEventListener("storage", handle);
  return () => window.removeEventListener("storage", handle);
}
