import { DEFAULT_THEME, THEME_STORAGE_KEY, type Theme } from "#domain/constants.ts";

/**
 * Runs in <head> before the first paint: marks that JavaScript runs (the `js` class, which the
 * no-JavaScript fallbacks key on) and applies the stored theme, so the page never flashes the wrong one.
 * The server always renders the default theme's class.
 */
export const themeScript = `(function(){var d=document.documentElement;d.classList.add("js");try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(t!=="light"&&t!=="dark")t=${JSON.stringify(DEFAULT_THEME)};d.classList.toggle("dark",t==="dark")}catch(e){}})();`;

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The theme currently applied to the document (the class on <html> is the source of truth). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
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
