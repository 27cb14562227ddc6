import type * as React from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { pageI18n } from "#app/lib/i18n.server.ts";
import type { ContentName } from "#content/localized.server.ts";
import type { Namespace } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localizePath } from "#domain/i18n/locales.ts";

/** The page the stub renders: the element under test, handed over with the page data. */
function StubPage() {
  return (useLoaderData() as { element: React.ReactElement }).element;
}

const Stub = createRoutesStub([{ id: "page", path: "*", Component: StubPage, loader: () => null }]);

/**
 * Server-renders a component inside a router whose page data carries the named message namespaces
 * and content modules in one language, as a page's loader would send them (`pageI18n`): components
 * that call `useT`/`useContent` render in a unit test as on the site, at "/" or "/ar".
 */
export function renderWithI18n(
  element: React.ReactElement,
  {
    locale = "en",
    messages = [],
    content = [],
    path = "/",
    data = {},
  }: {
    locale?: Locale;
    messages?: readonly Namespace[];
    content?: readonly ContentName[];
    path?: string;
    /** More of the page's loader data (e.g. `media`, the library images the page shows). */
    data?: Record<string, unknown>;
  } = {},
): string {
  const i18n = pageI18n(locale, { messages, content });
  return renderToString(
    <Stub
      initialEntries={[localizePath(path, locale)]}
      hydrationData={{ loaderData: { page: { ...data, i18n, element } } }}
    />,
  );
}
