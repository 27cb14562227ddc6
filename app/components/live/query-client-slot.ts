import type { QueryClient } from "@tanstack/react-query";

// Where `query.ts` (and with it TanStack Query's runtime) announces itself once the browser has loaded
// it. The root provider reads it without importing TanStack Query, so a page whose TanStack code is
// deferred (the landing page's live widgets) does not load it up front.

let factory: (() => QueryClient) | undefined;

export function provideQueryClientFactory(create: () => QueryClient) {
  factory ??= create;
}

export function queryClientFactory() {
  return factory;
}
