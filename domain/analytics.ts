import type { Locale } from "./i18n/locales.ts";

/**
 * What the site counts as a conversion (issue #44): its own events, each linked on the server to the
 * visit it happened in. `booking:<type id>` names a booking by its consultation type.
 */
export const GOALS = [
  "contact",
  "career",
  "subscribe",
  "confirm",
  "booking",
  "resume",
  "key-facts",
  "calculator",
  "scanner",
] as const;
export type Goal = (typeof GOALS)[number];

/**
 * The visit a lead, booking or subscriber came from, kept on its row: the visit's source (LinkedIn,
 * Google, Direct, a domain…), its UTM campaign and medium, the page it landed on and that page's language.
 */
export type CameFrom = {
  source: string;
  medium: string | null;
  campaign: string | null;
  entryPath: string;
  locale: Locale;
};

/** A conversion whose visit was not counted (a browser sending GPC or DNT, or no page view before it). */
export const NOT_COUNTED = "(not counted)";
