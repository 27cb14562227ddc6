import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AvailabilityRules, type BusyTime, buffersOf, cellsOf, freeSlots, typeRules } from "./slots.ts";
import { dateInZone, isoInZone } from "./zone.ts";

// Per-type limits (content/booking.ts): minimum notice, buffers before and after, a daily maximum and
// a horizon, each falling back to the availability's value; and connected calendars' busy times.

const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);
const rules: AvailabilityRules = {
  timeZone: "Asia/Dubai",
  workWeek: "mon-fri",
  hours: [
    { from: "09:00", to: "13:00" },
    { from: "14:00", to: "18:00" },
  ],
  slotStepMinutes: 30,
  bufferMinutes: 15,
  minNoticeMinutes: 12 * 60,
  horizonDays: 42,
  datesOff: [],
  ramadan: null,
};
const dubai = (slots: number[]) => slots.map((s) => isoInZone(s, "Asia/Dubai").slice(5, 16));
// Sunday 6 December 2026, noon in Dubai.
const now = at("2026-12-06T08:00:00Z");
const week = { from: at("2026-12-06T20:00:00Z"), to: at("2026-12-13T20:00:00Z") };

describe("per-type limits", () => {
  it("a type's own notice and horizon replace the availability's", () => {
    const base = freeSlots({ rules, minutes: 30, ...week, now });
    expect(dubai(base)[0]).toBe("12-07T09:00");
    // Two days' notice: nothing on Monday, Tuesday from 12:00 (48 hours after Sunday noon).
    const notice = freeSlots({ rules, minutes: 30, ...week, now, limits: { minNoticeMinutes: 48 * 60 } });
    expect(dubai(notice)[0]).toBe("12-08T12:00");
    // A horizon of 3 days: up to Wednesday 9 December, nothing after.
    const near = freeSlots({ rules, minutes: 30, ...week, now, limits: { horizonDays: 3 } });
    expect(dubai(near).at(-1)).toBe("12-09T17:30");
    expect(typeRules(rules, {}).minNoticeMinutes).toBe(rules.minNoticeMinutes);
  });

  it("keeps the type's buffer before and after a booking, and no buffer around a calendar's busy time", () => {
    const meeting: BusyTime = { start: at("2026-12-07T07:00:00Z"), end: at("2026-12-07T08:00:00Z") }; // 11:00–12:00
    const monday = { from: at("2026-12-06T20:00:00Z"), to: at("2026-12-07T20:00:00Z") };
    const plain = dubai(freeSlots({ rules, minutes: 30, ...monday, now, busy: [meeting] }));
    // The availability's 15 minutes after every meeting: 10:30 (ending at 11:00) keeps none before the
    // booked one; 12:30 is the first start after it.
    expect(plain).not.toContain("12-07T10:30");
    expect(plain).toContain("12-07T10:00");
    expect(plain).not.toContain("12-07T12:00");
    expect(plain).toContain("12-07T12:30");
    const padded = dubai(
      freeSlots({
        rules,
        minutes: 30,
        ...monday,
        now,
        busy: [meeting],
        limits: { bufferBeforeMinutes: 30, bufferAfterMinutes: 30 },
      }),
    );
    // 30 minutes after this type's meeting: 10:00 ends at 10:30 and keeps 10:30–11:00 free, just enough.
    expect(padded).toContain("12-07T10:00");
    // 30 minutes before it: 12:30 reaches back to 12:00, inside the booked meeting's own 15 after.
    expect(padded).not.toContain("12-07T12:30");
    expect(padded).toContain("12-07T14:00");
    // A calendar's busy time has no buffer of its own: a slot may start when it ends (with the type's before-buffer 0).
    const external = dubai(
      freeSlots({ rules, minutes: 30, ...monday, now, external: [meeting], limits: { bufferAfterMinutes: 0 } }),
    );
    expect(external).toContain("12-07T10:30");
    expect(external).toContain("12-07T12:00");
    expect(external).not.toContain("12-07T11:30");
  });

  it("offers no more slots on a day that holds the type's daily maximum", () => {
    const booked = new Map([["2026-12-08", 2]]);
    const slots = freeSlots({ rules, minutes: 30, ...week, now, limits: { dailyMax: 2 }, bookedPerDay: booked });
    const dates = new Set(slots.map((s) => dateInZone(s, "Asia/Dubai")));
    expect(dates.has("2026-12-07")).toBe(true);
    expect(dates.has("2026-12-08")).toBe(false);
    expect(dates.has("2026-12-09")).toBe(true);
  });

  it("cells cover the buffer before a meeting, so two meetings clash in the database exactly when their kept times overlap", () => {
    const start = at("2026-12-07T07:00:00Z");
    const cells = cellsOf(start, start + 30 * MIN, 15, 30);
    expect(cells[0]).toBe(start - 30 * MIN);
    expect(cells.at(-1)).toBe(start + 30 * MIN);
    expect(buffersOf(rules, {})).toEqual({ before: 0, after: 15 });
  });

  it("no offered slot breaks the notice, the horizon, a buffer, a busy time or the daily maximum (random limits and bookings)", () => {
    const quarter = fc.integer({ min: 0, max: 8 }).map((n) => n * 15);
    fc.assert(
      fc.property(
        fc.record({
          minNoticeMinutes: fc.integer({ min: 0, max: 96 }).map((h) => h * 60),
          bufferBeforeMinutes: quarter,
          bufferAfterMinutes: quarter,
          dailyMax: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
          horizonDays: fc.integer({ min: 1, max: 10 }),
        }),
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 8 }),
            cell: fc.integer({ min: 0, max: 95 }),
            cells: fc.integer({ min: 1, max: 8 }),
            external: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 5 })), { maxLength: 5 }),
        fc.constantFrom(30, 45, 60),
        (limits, meetings, counts, minutes) => {
          const dayStart = (day: number) => at("2026-12-06T20:00:00Z") + day * 86_400_000;
          const busy: BusyTime[] = [];
          const external: BusyTime[] = [];
          for (const m of meetings) {
            const start = dayStart(m.day) + m.cell * 15 * MIN;
            (m.external ? external : busy).push({ start, end: start + m.cells * 15 * MIN });
          }
          const bookedPerDay = new Map(counts.map(([day, n]) => [dateInZone(dayStart(day), "Asia/Dubai"), n]));
          const from = dayStart(0);
          const to = dayStart(14);
          const slots = freeSlots({ rules, minutes, from, to, now, busy, external, limits, bookedPerDay });
          const latest = at("2026-12-06T20:00:00Z") + limits.horizonDays * 86_400_000;
          for (const slot of slots) {
            const end = slot + minutes * MIN;
            expect(slot).toBeGreaterThanOrEqual(now + limits.minNoticeMinutes * MIN);
            expect(slot).toBeLessThan(latest);
            const keptFrom = slot - limits.bufferBeforeMinutes * MIN;
            const keptTo = end + limits.bufferAfterMinutes * MIN;
            for (const b of busy) expect(keptFrom < b.end + 15 * MIN && b.start < keptTo).toBe(false);
            for (const b of external) expect(keptFrom < b.end && b.start < keptTo).toBe(false);
            if (limits.dailyMax !== undefined)
              expect(bookedPerDay.get(dateInZone(slot, "Asia/Dubai")) ?? 0).toBeLessThan(limits.dailyMax);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
