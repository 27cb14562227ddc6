/** How React Router's data requests end: `/blog/x.data` loads or posts the page `/blog/x`. */
export const DATA_SUFFIX = ".data";

/**
 * The page a React Router data request is for. React Router loads and posts a page's data at
 * "<path>.data"; the index page's at "/_.data" ("/_root.data" before v8). The one place this rule
 * lives: the route facts (which limits a post counts against) and the view counter both read it.
 */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(DATA_SUFFIX)) return pathname;
  const page = pathname.slice(0, -DATA_SUFFIX.length);
  return page === "/_" || page === "/_root" ? "/" : page;
}
