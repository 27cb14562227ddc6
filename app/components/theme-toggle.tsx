import { useEffect } from "react";
import { Moon, Sun } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useT } from "#app/lib/i18n.tsx";
import { applyTheme, currentTheme, onStoredThemeChange, setTheme } from "#app/lib/theme.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Switches between the light and dark themes. The theme lives in the class on <html> (applied before
 * paint by the head script), so this renders the same on the server for everyone and lets CSS pick
 * the icon and the accessible name.
 */
export function ThemeToggle({ className }: { className?: string }) {
  useEffect(() => onStoredThemeChange(applyTheme), []);
  const t = useT("common");

  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("no-js:hidden", className)}
      onClick={() => setTheme(currentTheme() === "dark" ? "light" : "dark")}
    >
      <Sun className="hidden dark:block" aria-hidden="true" />
      <Moon className="dark:hidden" aria-hidden="true" />
      <span className="sr-only dark:hidden">{t("theme.toDark")}</span>
      <span className="sr-only hidden dark:inline">{t("theme.toLight")}</span>
    </Button>
  );
}
