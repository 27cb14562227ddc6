import { describe, expect, it } from "vitest";
import { aed, hawl, hijriOf, percent } from "./format.ts";

describe("calculator formats", () => {
  it("money in AED and rates given in percent", () => {
    expect(aed(6562.5)).toMatch(/^AED\s6,562\.50$/);
    expect(percent(6.22)).toBe("6.22%");
  });

  it("the hawl runs from a Hijri date to the same date a lunar year on (354 or 355 days)", () => {
    // 1 Ramadan 1447 AH is 18 February 2026 in the Umm al-Qura calendar.
    const today = new Date("2026-02-18T08:00:00Z");
    expect(hijriOf(today)).toEqual({ year: 1447, month: 9, day: 1 });
    const span = hawl(today);
    expect(span.todayHijri).toBe("Ramadan 1, 1447 AH");
    expect(span.endHijri).toBe("Ramadan 1, 1448 AH");
    expect([354, 355]).toContain(span.days);
    expect(hijriOf(new Date(today.getTime() + span.days * 86_400_000))).toEqual({ year: 1448, month: 9, day: 1 });
  });
});
