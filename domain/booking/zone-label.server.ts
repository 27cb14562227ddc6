import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { INTL_LOCALE, type Locale } from "#domain/i18n/locales.ts";
import { zoneName, zoneNames } from "./format.ts";
import { localZoneLabel } from "./zones.ts";

/**
 * The zone as the booking page names it, and the booking mail in the same language: in English
 * "GST (Asia/Dubai)" ("UTC" once, not "UTC (UTC)"); in another language its city from the booking
 * catalogue or Intl's localized name, with the localized offset ("الرياض (غرينتش+03:00)"), never an
 * IANA identifier. Server-only: it reads the whole catalogue.
 */
export function zoneLabelIn(locale: Locale, timeZone: string, at: number): string {
  const intl = INTL_LOCALE[locale];
  if (locale === "en") {
    const short = zoneName(at, timeZone, intl);
    return short === timeZone ? short : `${short} (${timeZone})`;
  }
  return localZoneLabel(timeZone, at, intl, cityIn(locale, timeZone));
}

/** The zone's city in the booking catalogue of `locale` ("الرياض"), if it names one. */
const cityIn = (locale: Locale, timeZone: string) =>
  (CATALOGUE.booking[locale] as Record<string, string>)[`zone.city.${timeZone}`];

/**
 * The zone's name alone, for a text whose time already carries the offset (the booking mail's
 * "11:00 ص غرينتش+3"): its city ("الرياض"), else Intl's localized name ("توقيت نيوزيلندا").
 */
export function zonePlaceIn(locale: Locale, timeZone: string, at: number): string {
  return cityIn(locale, timeZone) ?? zoneNames(at, timeZone, INTL_LOCALE[locale]).generic;
}
