import { describe, expect, it } from "vitest";
import { INTL_LOCALE } from "#domain/i18n/locales.ts";
import { formatTime, formatTimeRange, formatWhen } from "./format.ts";

const nine = Date.parse("2026-12-07T05:00:00Z"); // 09:00 in Dubai
const ten = nine + 3_600_000;

describe("booking times for people", () => {
  it("writes a time's hour as the same locale's range does: no leading zero in Arabic, two digits in English", () => {
    for (const locale of [INTL_LOCALE.ar, "en-GB", INTL_LOCALE.en]) {
      const range = formatTimeRange(nine, ten, "Asia/Dubai", locale);
      const time = formatTime(nine, "Asia/Dubai", locale);
      // The range starts with the hour and minutes of the single time.
      expect(range.startsWith(time.replace(/\s*\D+$/u, "")), `${locale}: "${time}" beside "${range}"`).toBe(true);
    }
    expect(formatTime(nine, "Asia/Dubai", INTL_LOCALE.ar)).toMatch(/^9:00/);
    expect(formatTime(nine, "Asia/Dubai", "en-GB")).toBe("09:00");
    expect(formatWhen(nine, "Asia/Dubai", INTL_LOCALE.ar)).not.toMatch(/\b09:00/);
    expect(formatWhen(nine, "Asia/Dubai", "en-GB")).toContain("09:00");
  });
});
