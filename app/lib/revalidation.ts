import type { ShouldRevalidateFunction } from "react-router";

/**
 * For a route whose data does not depend on the query string: a tab or step kept in the address
 * (/tools?tab=…, /islamic-fintech?step=…) does not ask the server for it again. Form
 * submissions, explicit revalidation and other paths still do.
 */
export const skipQueryOnlyNavigations: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const queryOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (queryOnly && (formMethod === undefined || formMethod.toUpperCase() === "GET")) return false;
  return defaultShouldRevalidate;
};
