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
   * Query parameters that only select what the page shows (the success state a no-JavaScript form
   * redirects to): a cached copy of the page may vary on them. Any other parameter bypasses the cache.
   */
  cacheQuery?: readonly string[];
};
