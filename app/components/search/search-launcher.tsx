import { lazy, Suspense, useEffect, useState } from "react";
import { Search } from "#app/components/icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useLocalize, useT } from "#app/lib/i18n.tsx";

// Loaded on first open only: the landing page's JavaScript budget carries this launcher, not the dialog.
const SearchDialog = lazy(() => import("./search-dialog.tsx"));

/**
 * The header's search button: a link to /search, so it works without JavaScript; with JavaScript, a
 * plain click, "/" (outside a text field) or Ctrl/⌘+K opens the instant search dialog instead.
 * Kept this small on purpose: every byte here is on every page's first load.
 */
export function SearchLauncher() {
  const t = useT("common");
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        (event.key === "k" && (event.ctrlKey || event.metaKey)) ||
        (event.key === "/" && !(event.target as Element).closest("input,textarea,select,[contenteditable]"))
      ) {
        event.preventDefault();
        setOpen(true);
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <a
        href={useLocalize()("/search")}
        aria-label={t("search.open")}
        aria-keyshortcuts="/ Control+K Meta+K"
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Search aria-hidden="true" />
      </a>
      {open !== undefined && (
        <Suspense>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
