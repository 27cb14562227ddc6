import { useT } from "#app/lib/i18n.tsx";

/** The first focusable element of every page: jumps past the header to the page's <main id="main">. */
export function SkipLink() {
  const t = useT("common");
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:font-medium focus:text-primary-foreground focus:shadow-lg"
    >
      {t("skip.toContent")}
    </a>
  );
}
