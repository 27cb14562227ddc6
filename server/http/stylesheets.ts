import fs from "node:fs";
import path from "node:path";
import type { StylesheetReader } from "#plumbing/context.ts";

/**
 * Reads built stylesheets (`/assets/*.css`) from the client build once, for inlining into documents.
 * Anything else, a missing file, or text that could close the `<style>` element early stays a link.
 */
export function stylesheetReader(clientDir: string): StylesheetReader {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (texts.has(href)) return texts.get(href);
    let text: string | undefined;
    if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
      try {
        text = fs.readFileSync(path.join(clientDir, href), "utf8");
        if (/<\/style/i.test(text)) text = undefined;
      } catch {
        text = undefined;
      }
    }
    texts.set(href, text);
    return text;
  };
}
