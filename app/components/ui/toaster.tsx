import { lazy, Suspense } from "react";
import { useToast } from "#app/components/ui/use-toast.ts";
import { useT } from "#app/lib/i18n.tsx";

// A toast only follows something the visitor did (a form sent, a download started), so the toasts' own
// code loads with the first one rather than with every page; the region announcing them is there from the start.
const ToastList = lazy(() =>
  import("#app/components/ui/toast-list.tsx").then((module) => ({ default: module.ToastList })),
);

/** Renders the toasts `toast()` shows (at most TOAST_LIMIT at a time), in a labelled "Notifications" region. */
export function Toaster() {
  const { toasts } = useToast();
  const t = useT("ui");
  return (
    <section aria-label={t("toast.region")}>
      {/* A polite live region: screen readers read each new toast. */}
      <ol
        aria-live="polite"
        aria-relevant="additions text"
        className="pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:end-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      >
        {toasts.length > 0 && (
          <Suspense>
            <ToastList toasts={toasts} />
          </Suspense>
        )}
      </ol>
    </section>
  );
}
