import { describe, expect, it } from "vitest";
import { availability } from "#content/booking.ts";
import { freeSlots, visitorWindow } from "#domain/booking/slots.ts";
import { dateInZone } from "#domain/booking/zone.ts";
import { bookingCalendar, bookingTimes, zoneLabelIn } from "./booking-calendar.server.ts";
import type { AppLoadContext } from "./server-types.ts";

// The calendar both booking pages render: what the visitor reads in each language (#36's defects).

const NOW = Date.now();
/** The booking service's read side on the rules alone (no bookings), which is all the calendar asks. */
const services = {
  bookings: {
    today: (timeZone: string) => dateInZone(NOW, timeZone),
    types: () => [{ id: "intro-call", minutes: 30, title: "Free intro call", description: "" }],
    slots: async (q: { from: string; days: number; timeZone: string }) =>
      freeSlots({ rules: availability, minutes: 30, ...visitorWindow(q.from, q.days, q.timeZone), now: NOW }),
  },
} as unknown as AppLoadContext["services"];

const calendar = (timeZone: string, locale: "en" | "ar", extra: { from?: string; date?: string } = {}) =>
  bookingCalendar(services, {
    type: "intro-call",
    timeZone,
    from: extra.from ?? null,
    date: extra.date ?? null,
    locale,
  });

describe("the booking calendar", () => {
  it("names time zones in Arabic on /ar/book: no English place names, IANA names or 'UTC'", async () => {
    const ar = await calendar("Asia/Dubai", "ar");
    expect(ar.zones.length).toBeGreaterThan(20);
    for (const zone of ar.zones) expect(zone.label, zone.value).not.toMatch(/[A-Za-z]/);
    expect(ar.zones.find((z) => z.value === "Asia/Dubai")!.label).toBe("دبي (غرينتش+04:00)");
    expect(ar.zones.find((z) => z.value === "Asia/Kolkata")!.label).toBe("كولكاتا (غرينتش+05:30)");
    expect(ar.zoneName).not.toMatch(/[A-Za-z]/);
    // A zone outside the list (the browser's own) gets Intl's Arabic name.
    expect(zoneLabelIn("ar", "Pacific/Auckland", NOW)).not.toMatch(/[A-Za-z]/);
    // English keeps its labels, and says "UTC" once.
    const en = await calendar("UTC", "en");
    expect(en.zones.find((z) => z.value === "Asia/Dubai")!.label).toBe("(UTC+04:00) Dubai");
    expect(en.zoneName).toBe("UTC");
  });

  it("writes each slot as one Intl range, and Dubai's time only when it reads differently", async () => {
    const dubai = await calendar("Asia/Dubai", "ar");
    const slot = dubai.selected!.slots[0]!;
    expect(slot.time).toMatch(/^\d{1,2}:\d{2}–\d{1,2}:\d{2} [صم]$|^\d{1,2}:\d{2} [صم] – \d{1,2}:\d{2} [صم]$/);
    expect(slot.ownerTime).toBeNull();
    expect(dubai.sameAsOwner).toBe(true);
    const london = await calendar("Europe/London", "en");
    expect(london.selected!.slots.every((s) => s.ownerTime !== null)).toBe(true);
    expect(london.sameAsOwner).toBe(false);
    // Muscat's clock is Dubai's: nothing to repeat either.
    expect((await calendar("Asia/Muscat", "en")).sameAsOwner).toBe(true);
  });

  it("heads the four weeks with every month they show, and marks today, not the chosen day", async () => {
    const cal = await calendar("Asia/Dubai", "en", { from: "2026-11-23" });
    // 23 November – 20 December: the old heading said "November" over a grid of mostly December.
    if (cal.from === "2026-11-23") expect(cal.month).toMatch(/^November\s–\sDecember 2026$/u);
    const first = cal.days[0]!.date;
    const last = cal.days.at(-1)!.date;
    expect(cal.month).toContain(
      new Intl.DateTimeFormat("en-AE", { month: "long" }).format(Date.parse(`${last}T12:00Z`)),
    );
    expect(cal.month).toContain(
      new Intl.DateTimeFormat("en-AE", { month: "long" }).format(Date.parse(`${first}T12:00Z`)),
    );
    const today = dateInZone(NOW, "Asia/Dubai");
    expect(cal.days.filter((d) => d.today).map((d) => d.date)).toEqual(
      cal.days.some((d) => d.date === today) ? [today] : [],
    );
  });

  it("opens a booking's calendar on its day, with Dubai's time left out for a visitor in Dubai", async () => {
    const later = (await calendar("Asia/Dubai", "en", { from: dateInZone(NOW + 14 * 86_400_000, "Asia/Dubai") })).days
      .filter((d) => d.free > 0)
      .at(-1)!.date;
    const start = new Date(Date.parse(`${later}T10:00:00+04:00`));
    const times = bookingTimes(start, "Asia/Dubai", "en");
    expect(times.date).toBe(later);
    expect(times.ownerWhen).toBeNull();
    expect(bookingTimes(start, "Europe/London", "en").ownerWhen).toMatch(/10:00 AM GST$/);
    const cal = await calendar("Asia/Dubai", "en", { from: times.date, date: times.date });
    expect(cal.selected!.date).toBe(later);
  });
});
