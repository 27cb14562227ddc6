/**
 * What a page route tells the HTTP shell about itself, through its `handle` export. The server reads
 * every route's handle from the server build at start (server/http/route-facts.ts), so a new route or
 * form needs no edit in the middleware.
 */
export type PostLimit = "leadForm" | "tokenLink";

export type RouteFacts = {
  /**
   * The rate limit its POSTs count against instead of the public-POST one the other pages share:
   * `leadForm`, an action that takes the lead forms without JavaScript (the strict lead-form tier);
   * `tokenLink`, an action that takes a token from an e-mailed link (its own tier, so that someone who
   * mistyped a form a few times can still confirm a subscription).
   */
  postLimit?: PostLimit;
  /**
   * Its action also takes JSON bodies and reads them itself (the admin editors' fetchers). Any other
   * page takes HTML forms only: a JSON body there is refused with 415 before React Router sees it.
   */
  acceptsJson?: boolean;
  /**
   * Its action takes the article editor's saves, whose bodies may be long (an Arabic article is two
   * bytes a character): its posts get ARTICLE_BODY_LIMIT_BYTES instead of BODY_LIMIT_BYTES.
   */
  largeBody?: boolean;
  /**
   * Its action takes the media library's uploads (multipart/form-data): a signed-in admin's multipart
   * posts get MEDIA_MAX_BYTES plus room for the form's other fields. Anyone else keeps the page's
   * usual limit, so a stranger cannot make the server read megabytes.
   */
  uploads?: boolean;
  /**
   * The query parameters the page reads (a tab, a step, a form's success state, a calculator's inputs,
   * a token): the only ones that can change what it shows. The page cache keys a page on these alone
   * and drops every other parameter (`?utm_source=…`, `fbclid`, `gclid`…), so a visit from a shared
   * link is served the cached page; the page must therefore read no other parameter
   * (tests/server/query-reads.test.ts holds every route to that).
   */
  cacheQuery?: readonly string[];
};

/** The query parameters a page reads: those its route and the routes around it (the root) declare. */
export function pageQueryNames(handles: readonly unknown[]): string[] {
  const names = new Set<string>();
  for (const handle of handles)
    for (const name of (handle as RouteFacts | undefined)?.cacheQuery ?? []) names.add(name);
  return [...names];
}

/**
 * The part of a query string that a page declaring `names` reads, as "?a=1&b=2" (declared order, each
 * name's values in their order) or "" when none is present. One rule for the page cache's key and the
 * links that carry a page's query to another address (the language switch).
 */
export function declaredQuery(search: string, names: readonly string[] | undefined): string {
  if (!names?.length || search === "" || search === "?") return "";
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) for (const value of given.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : "";
}
