import { createContext, useContext } from "react";
import type { StylesheetReader } from "#plumbing/context.ts";

const StylesheetContext = createContext<StylesheetReader | undefined>(undefined);
export const StylesheetProvider = StylesheetContext.Provider;

/**
 * The site's stylesheet, inlined into the document on the server: the `<link>` was the page's only
 * render-blocking request (Lighthouse's phone profile put first paint after the CSS, which shared the
 * slow link with the scripts). The browser renders the same `<style>` with the text it finds in the
 * document, so hydration sees the same props and keeps the server's element. In development, and if a
 * server cannot read the file, it is a plain stylesheet link. On the server the reader answers a
 * placeholder that the document sink fills with the file's bytes (app/lib/document-sink.server.ts).
 */
export function SiteStylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetContext);
  const css = read ? read(href) : textInDocument(href);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built CSS, never user input
  if (css !== undefined) return <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
  return <link rel="stylesheet" href={href} />;
}

function textInDocument(href: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const style of document.head.querySelectorAll("style[data-href]")) {
    if (style.getAttribute("data-href") === href) return style.textContent ?? "";
  }
  return undefined;
}
