import { describe, expect, it, vi } from "vitest";
import { aed, financeFormats, hawl, hijriOf, percent } from "./format.ts";
import { readMurabaha } from "./inputs.ts";

describe("calculator formats", () => {
  it("creates each Intl formatter on its first use, none when the module loads", async () => {
    vi.resetModules();
    const numbers = vi.spyOn(Intl, "NumberFormat");
    const dates = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const fresh = await import("./format.ts");
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
      const arabic = fresh.financeFormats("ar");
      expect(arabic.aed(1100)).toBe(arabic.aed(1100));
      expect(numbers).toHaveBeenCalledTimes(1);
      expect(fresh.percent(4.5)).toBe("4.50%");
      expect(numbers).toHaveBeenCalledTimes(2);
      expect(fresh.hijriOf(new Date("2025-03-01T12:00:00Z")).year).toBe(1446);
      expect(dates).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("money in AED and rates given in percent", () => {
    expect(aed(6562.5)).toMatch(/^AED\s6,562\.50$/);
    expect(percent(6.22)).toBe("6.22%");
  });

  it("Arabic: Latin digits, the dirham sign after the amount, figures isolated inside sentences", () => {
    const ar = financeFormats("ar");
    expect(ar.aed(1234.5)).toMatch(/1,234\.50\s?د\.إ\./);
    expect(ar.aed0(100000)).toMatch(/100,000\s?د\.إ\./);
    expect(ar.percent(6.22)).toMatch(/6\.22.*%/);
    expect(ar.inline("x")).toBe("\u2068x\u2069");
    expect(financeFormats("en").inline("x")).toBe("x");
    expect(financeFormats("en").signed(-1)).toBe("−1");
    expect(ar.signed(2)).toMatch(/\+2/);
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

  it("in Arabic the hawl's dates are the Umm al-Qura date and the Gregorian date in Arabic, Latin digits", () => {
    const span = hawl(new Date("2026-02-18T08:00:00Z"), "ar");
    expect(span.todayHijri).toBe("1 رمضان 1447 هـ");
    expect(span.endHijri).toBe("1 رمضان 1448 هـ");
    expect(span.todayGregorian).toBe("18 فبراير 2026");
  });
});

describe("field problems", () => {
  it("carry a code and values for the page's language, and the same English sentences for the API", () => {
    const parsed = readMurabaha((name) => ({ price: "0", rate: "abc", months: "2.5", fee: "" })[name]);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toEqual({
      price: { code: "rangeAtLeast", values: { min: 100, max: 10_000_000 } },
      rate: { code: "number" },
      months: { code: "integer" },
    });
    expect(parsed.errors.price).toBe("Price must be at least 100 and at most 10,000,000.");
    expect(parsed.message).toBe(parsed.errors.price);
  });
});
