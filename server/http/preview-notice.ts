import { messagesFor } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { wholeBodyOf, wholeBodyResponse } from "#plumbing/whole-body.ts";
import { escapeHtml } from "#server/lib/html.ts";

/**
 * The notice an admin sees at the foot of a page while previewing drafts (Site content → Preview),
 * with a button that ends the preview. Added by the server to that admin's page alone, as plain HTML
 * (a native form, no script): no visitor's page carries its code. React 19 hydrates the document and
 * leaves a tag it did not render at the end of the body alone.
 */
export function noticeHtml(locale: Locale, path: string): string {
  const words = messagesFor(locale, ["common"]).common!;
  const text = (key: string) => escapeHtml(String(words[key] ?? ""));
  return (
    `<aside aria-label="${text("preview.end")}" class="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center ` +
    `justify-center gap-3 border-t border-primary bg-background px-4 py-2 text-sm shadow-lg" data-preview-notice>` +
    `<p>${text("preview.notice")}</p>` +
    `<form method="post" action="/admin/content/preview"><input type="hidden" name="intent" value="end-preview">` +
    `<input type="hidden" name="back" value="${escapeHtml(path)}">` +
    `<button type="submit" class="rounded-md border px-3 py-1 font-medium">${text("preview.end")}</button>` +
    `</form></aside>`
  );
}

/** The page with the notice before `</body>` (an HTML page only; anything else as it was). */
export async function withPreviewNotice(response: Response, locale: Locale, path: string): Promise<Response> {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const html = new TextDecoder().decode(wholeBodyOf(response) ?? new Uint8Array(await response.arrayBuffer()));
  const at = html.lastIndexOf("</body>");
  if (at < 0) return response;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.set("Cache-Control", "private, no-store");
  const bytes = new TextEncoder().encode(html.slice(0, at) + noticeHtml(locale, path) + html.slice(at));
  return wholeBodyResponse(bytes as Uint8Array<ArrayBuffer>, { status: response.status, headers });
}
