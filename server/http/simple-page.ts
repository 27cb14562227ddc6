import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localizePath, textDirection } from "#domain/i18n/locales.ts";

type Content = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * A small self-contained HTML page for answers the HTTP shell gives itself, before React Router is
 * reached (the one-time sign-in link, a refused page request): no scripts, nothing loaded from
 * elsewhere, and a few bytes, so even a refusal of a huge request stays small.
 * Referrer policy `same-origin`: a secret in the address (the sign-in link's token) never reaches
 * another site in a Referer, yet the browser still sends our Origin with the page's form post (under
 * `no-referrer` Chromium sends `Origin: null`, which the origin check rightly refuses).
 */
export function simplePage({ title, body, locale = "en" }: { title: string; body: Content; locale?: Locale }) {
  return html`<!doctype html>
    <html lang="${locale}" dir="${textDirection(locale)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="same-origin" />
        <title>${title}</title>
        <style>
          :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
          body { max-width: 28rem; margin-block: 15vh; margin-inline: auto; padding-inline: 1.5rem; line-height: 1.5; }
          button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.4rem; cursor: pointer; }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

/** What a page request the shell refused shows: the reason and a way back. */
export function errorPage(message: string) {
  return simplePage({
    title: "Request not accepted",
    body: html`<h1>Request not accepted</h1>
      <p role="alert">${message}</p>
      <p><a href="/">Back to Site</a></p>`,
  });
}

/**
 * What a page request gets when more pages are being rendered than the queue holds and the page has
 * no earlier copy (decision 027): in the address's language, with a way back.
 */
export function busyPage(locale: Locale) {
  const words = CATALOGUE.pages[locale];
  return simplePage({
    locale,
    title: words["busy.title"],
    body: html`<h1>${words["busy.title"]}</h1>
      <p role="alert">${words["busy.body"]}</p>
      <p><a href="${localizePath("/", locale)}">${words["busy.back"]}</a></p>`,
  });
}
