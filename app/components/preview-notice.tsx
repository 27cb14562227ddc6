import { Form, useLocation } from "react-router";
import { useT } from "#app/lib/i18n.tsx";
import { useContentPreview } from "#app/lib/root-data.ts";

/**
 * Above the page while an admin previews drafts (Site content → Preview): says so, and ends it. The
 * server decides the preview (server/http/react-router.ts); this only shows it.
 */
export function PreviewNotice() {
  const preview = useContentPreview();
  const location = useLocation();
  const t = useT("common");
  if (!preview) return null;
  return (
    <aside
      aria-label={t("preview.end")}
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 border-t border-primary bg-background px-4 py-2 text-sm shadow-lg"
    >
      <p>{t("preview.notice")}</p>
      <Form method="post" action="/admin/content/preview" reloadDocument>
        <input type="hidden" name="intent" value="end-preview" />
        <input type="hidden" name="back" value={location.pathname} />
        <button type="submit" className="rounded-md border px-3 py-1 font-medium underline-offset-4 hover:underline">
          {t("preview.end")}
        </button>
      </Form>
    </aside>
  );
}
