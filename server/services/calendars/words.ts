import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { CALENDAR_CAPS, type CalendarText } from "#server/lib/busy-times.ts";

/**
 * How the connected calendars speak to the owner: the admin form's refusals, a stored failure said
 * in either language, and the limits a read keeps to. Apart from the reading and the connections
 * because both say failures, and the words live in the catalogue, not in the logic.
 */

export const CALENDAR_MESSAGES = {
  noKey:
    "Calendars cannot be connected yet: set CALENDAR_SECRET_KEY on the server (32 random bytes, e.g. `openssl rand -base64 32`) and restart it. It encrypts the calendar addresses and passwords you save.",
  badUrl: "Enter the calendar's full address, starting with https://",
  label: "Give the calendar a name (at most 80 characters)",
  credentials: "Enter the CalDAV user name and app password",
  unknown: "That calendar is no longer connected.",
  noCalendars: "The CalDAV account has no calendars with events.",
} as const;

const translators = {
  en: createTranslator("en", CATALOGUE.calendars.en),
  ar: createTranslator("ar", CATALOGUE.calendars.ar),
};

/**
 * A failure as it is stored (`last_error`): its catalogue key and values as JSON, so the admin can say
 * it in either language. Rows from before hold English text, shown as it is.
 */
export const stored = (text: CalendarText) => JSON.stringify(text);

/** A stored failure in the owner's words. */
export function sayFailure(value: string, locale: Locale = "en"): string {
  try {
    const text = JSON.parse(value) as CalendarText & { reason?: CalendarText };
    if (!text || typeof text.key !== "string" || !(text.key in CATALOGUE.calendars.en)) return value;
    const values = text.reason
      ? { ...text.values, reason: sayFailure(JSON.stringify(text.reason), locale) }
      : text.values;
    return translators[locale](text.key, values);
  } catch {
    return value;
  }
}

/** What a read keeps to (CALENDAR_CAPS), said with each calendar in the admin. */
export const sayLimits = (locale: Locale = "en") =>
  translators[locale]("limits", {
    events: CALENDAR_CAPS.events,
    busy: CALENDAR_CAPS.busy,
    steps: CALENDAR_CAPS.steps,
    seconds: CALENDAR_CAPS.seconds,
  });
