/**
 * What a page route tells the HTTP shell about itself, through its `handle` export. The server reads
 * every route's handle from the server build at start (server/http/route-facts.ts), so a new route or
 * form needs no edit in the middleware.
 */
export type RouteFacts = {
  /** Its action takes the lead forms without JavaScript: its POSTs share the stricter lead-form rate limit. */
  leadForm?: boolean;
  /**
   * Query parameters that only select what the page shows (the success state a no-JavaScript form
   * redirects to): a cached copy of the page may vary on them. Any other parameter bypasses the cache.
   */
  cacheQuery?: readonly string[];
};
