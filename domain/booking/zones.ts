import { zoneNames } from "./format.ts";
import { isTimeZone, offsetMinutes } from "./zone.ts";

/**
 * The time zones the booking page's select offers (the browser's own zone is added when it is not
 * here): the Gulf first, then the places clients most often call from.
 */
export const COMMON_TIME_ZONES = [
  "Asia/Dubai",
  "Asia/Riyadh",
  "Asia/Qatar",
  "Asia/Kuwait",
  "Asia/Bahrain",
  "Asia/Muscat",
  "Africa/Cairo",
  "Asia/Amman",
  "Europe/Istanbul",
  "Asia/Karachi",
  "Asia/Kolkata",
  "Asia/Dhaka",
  "Asia/Singapore",
  "Asia/Kuala_Lumpur",
  "Asia/Jakarta",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Africa/Lagos",
  "Africa/Nairobi",
  "Africa/Johannesburg",
  "Europe/Moscow",
  "Europe/Berlin",
  "Europe/Paris",
  "Europe/London",
  "America/Sao_Paulo",
  "America/New_York",
  "America/Toronto",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "UTC",
] as const;

/** "(UTC+04:00) Dubai" for the select, with the offset at `at`. */
export function zoneLabel(timeZone: string, at: number): string {
  const offset = offsetMinutes(at, timeZone);
  const abs = Math.abs(offset);
  const sign = offset < 0 ? "−" : "+";
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  const place = timeZone === "UTC" ? "UTC" : (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");
  return `(UTC${sign}${hhmm}) ${place}`;
}

/**
 * A zone for a reader of another language: its city from the page's catalogue ("دبي"), else Intl's
 * localized generic name ("توقيت الخليج"), then the localized offset ("دبي (غرينتش+04:00)"). No IANA
 * identifier or English place name is shown in Arabic.
 */
export function localZoneLabel(timeZone: string, at: number, intlLocale: string, city: string | undefined): string {
  const { generic, offset } = zoneNames(at, timeZone, intlLocale);
  const name = city ?? generic;
  return name === offset ? name : `${name} (${offset})`;
}

/**
 * The select's options: the common zones plus `current` when it is another valid zone. With `local`
 * (a page not in English), each label is written by it in the page's language.
 */
export function zoneOptions(
  current: string,
  at: number,
  local?: (timeZone: string) => string,
): { value: string; label: string }[] {
  const zones: string[] = [...COMMON_TIME_ZONES];
  if (isTimeZone(current) && !zones.includes(current)) zones.unshift(current);
  return zones.map((zone) => ({ value: zone, label: local ? local(zone) : zoneLabel(zone, at) }));
}
