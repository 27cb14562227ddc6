import { availability } from "#content/booking.ts";
import { formatDate, formatMonth, formatTime, formatWeekday, formatWhen, zoneName } from "#domain/booking/format.ts";
import { byDate } from "#domain/booking/slots.ts";
import { addDays, dayNumber, isIsoDate, isoInZone, isTimeZone, weekdayOf } from "#domain/booking/zone.ts";
import { zoneOptions } from "#domain/booking/zones.ts";
import { INTL_LOCALE, type Locale } from "#domain/i18n/locales.ts";
import type { AppLoadContext } from "./server-types.ts";

/** How many days the calendar shows at once (four weeks). */
export const CALENDAR_DAYS = 28;

export type CalendarDay = { date: string; label: string; shortLabel: string; free: number; past: boolean };
export type SlotChoice = { start: string; time: string; ownerTime: string };

export type BookingCalendar = {
  timeZone: string;
  zoneName: string;
  zones: { value: string; label: string }[];
  /** The first day shown (a Monday) and the neighbouring windows, null where there is nothing to show. */
  from: string;
  earlier: string | null;
  later: string | null;
  month: string;
  weekdays: string[];
  days: CalendarDay[];
  selected: { date: string; label: string; slots: SlotChoice[] } | null;
};

/**
 * The calendar both booking pages render on the server (and so without JavaScript): four weeks from
 * `from` (a Monday) on the visitor's clock, the days with free times, and the chosen day's times with
 * Dubai's beside them. Every label is formatted here, once, with Intl for the page's language.
 */
export async function bookingCalendar(
  services: AppLoadContext["services"],
  query: {
    type: string;
    timeZone: string | null;
    from: string | null;
    date: string | null;
    except?: string;
    locale: Locale;
  },
): Promise<BookingCalendar> {
  const intl = INTL_LOCALE[query.locale];
  const timeZone = isTimeZone(query.timeZone) ? query.timeZone : availability.timeZone;
  const today = services.bookings.today(timeZone);
  const thisMonday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const lastDay = addDays(services.bookings.today(availability.timeZone), availability.horizonDays + 1);
  let from = isIsoDate(query.from) ? addDays(query.from, -((weekdayOf(query.from) + 6) % 7)) : thisMonday;
  if (from < thisMonday || from > lastDay) from = thisMonday;
  const starts = await services.bookings.slots({
    type: query.type,
    from,
    days: CALENDAR_DAYS,
    timeZone,
    except: query.except,
  });
  const minutes = services.bookings.types().find((t) => t.id === query.type)?.minutes ?? 30;
  const perDay = byDate(starts, timeZone);
  const days = Array.from({ length: CALENDAR_DAYS }, (_, i) => {
    const date = addDays(from, i);
    return {
      date,
      label: formatDate(date, intl),
      shortLabel: String(Number(date.slice(8, 10))),
      free: perDay.get(date)?.length ?? 0,
      past: date < today,
    };
  });
  // The day asked for, else the first with free times, so the times show without another click.
  const chosen = query.date && perDay.has(query.date) ? query.date : (perDay.keys().next().value ?? null);
  const now = Date.now();
  return {
    timeZone,
    zoneName: `${zoneName(now, timeZone, intl)} (${timeZone})`,
    zones: zoneOptions(timeZone, now),
    from,
    earlier: from > thisMonday ? addDays(from, -CALENDAR_DAYS) : null,
    later: dayNumber(addDays(from, CALENDAR_DAYS)) <= dayNumber(lastDay) ? addDays(from, CALENDAR_DAYS) : null,
    month: formatMonth(addDays(from, 7), intl),
    weekdays: Array.from({ length: 7 }, (_, i) => formatWeekday(addDays(from, i), intl)),
    days,
    selected: chosen
      ? {
          date: chosen,
          label: formatDate(chosen, intl),
          slots: perDay.get(chosen)!.map((start) => ({
            start: isoInZone(start, timeZone),
            time: `${formatTime(start, timeZone, intl)}–${formatTime(start + minutes * 60_000, timeZone, intl)}`,
            ownerTime: formatTime(start, availability.timeZone, intl),
          })),
        }
      : null,
  };
}

/** A booking's time for its page: on the visitor's clock and on Dubai's. */
export function bookingTimes(start: Date, timeZone: string, locale: Locale) {
  const intl = INTL_LOCALE[locale];
  return {
    when: `${formatWhen(start, timeZone, intl)}`,
    ownerWhen: formatWhen(start, availability.timeZone, intl),
  };
}
