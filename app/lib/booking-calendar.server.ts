import { availability } from "#content/booking.ts";
import {
  formatDate,
  formatMonthRange,
  formatTime,
  formatTimeRange,
  formatWeekday,
  formatWhen,
} from "#domain/booking/format.ts";
import { byDate } from "#domain/booking/slots.ts";
import { addDays, dateInZone, dayNumber, isIsoDate, isoInZone, isTimeZone, weekdayOf } from "#domain/booking/zone.ts";
import { zoneLabelIn } from "#domain/booking/zone-label.server.ts";
import { zoneOptions } from "#domain/booking/zones.ts";
import { INTL_LOCALE, type Locale } from "#domain/i18n/locales.ts";
import type { AppLoadContext } from "./server-types.ts";

/** How many days the calendar shows at once (four weeks). */
export const CALENDAR_DAYS = 28;

export type CalendarDay = {
  date: string;
  label: string;
  shortLabel: string;
  free: number;
  past: boolean;
  /** Today on the visitor's clock (the day `aria-current="date"` marks). */
  today: boolean;
};
/** `time` is one formatted range ("09:00–09:30"); `ownerTime` is null when Dubai's clock reads the same. */
export type SlotChoice = { start: string; time: string; ownerTime: string | null };

export type BookingCalendar = {
  timeZone: string;
  zoneName: string;
  /** The visitor's clock reads as Dubai's for every listed time: no "in Dubai" beside each. */
  sameAsOwner: boolean;
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
      today: date === today,
    };
  });
  // The day asked for, else the first with free times, so the times show without another click.
  const chosen = query.date && perDay.has(query.date) ? query.date : (perDay.keys().next().value ?? null);
  const now = Date.now();
  const slotChoice = (start: number): SlotChoice => {
    const ownerTime = formatTime(start, availability.timeZone, intl);
    return {
      start: isoInZone(start, timeZone),
      time: formatTimeRange(start, start + minutes * 60_000, timeZone, intl),
      ownerTime: ownerTime === formatTime(start, timeZone, intl) ? null : ownerTime,
    };
  };
  const slots = chosen ? perDay.get(chosen)!.map(slotChoice) : [];
  return {
    timeZone,
    zoneName: zoneLabelIn(query.locale, timeZone, now),
    sameAsOwner: sameClock(timeZone, now, starts),
    zones: zoneOptions(
      timeZone,
      now,
      query.locale === "en" ? undefined : (zone) => zoneLabelIn(query.locale, zone, now),
    ),
    from,
    earlier: from > thisMonday ? addDays(from, -CALENDAR_DAYS) : null,
    later: dayNumber(addDays(from, CALENDAR_DAYS)) <= dayNumber(lastDay) ? addDays(from, CALENDAR_DAYS) : null,
    // The months the four weeks cover ("November – December 2026"), not the second week's alone.
    month: formatMonthRange(from, addDays(from, CALENDAR_DAYS - 1), intl),
    weekdays: Array.from({ length: 7 }, (_, i) => formatWeekday(addDays(from, i), intl)),
    days,
    selected: chosen
      ? {
          date: chosen,
          label: formatDate(chosen, intl),
          slots,
        }
      : null,
  };
}

/** The zone as the page names it (domain/booking/zone-label.server.ts: the booking mail says the same). */
export { zoneLabelIn } from "#domain/booking/zone-label.server.ts";

/** Whether the visitor's clock reads as Dubai's at every instant given (and now). */
function sameClock(timeZone: string, now: number, instants: readonly number[]): boolean {
  if (timeZone === availability.timeZone) return true;
  const reads = (at: number) => formatTime(at, timeZone, "en-GB") === formatTime(at, availability.timeZone, "en-GB");
  return reads(now) && instants.every(reads);
}

/** A booking's time for its page: on the visitor's clock, and on Dubai's when that reads differently (else null). */
export function bookingTimes(start: Date, timeZone: string, locale: Locale) {
  const intl = INTL_LOCALE[locale];
  const when = formatWhen(start, timeZone, intl);
  const ownerWhen = formatWhen(start, availability.timeZone, intl);
  return {
    when,
    ownerWhen: sameClock(timeZone, start.getTime(), []) ? null : ownerWhen,
    /** The booked day on the visitor's clock: the manage page opens its calendar there. */
    date: dateInZone(start.getTime(), timeZone),
  };
}
