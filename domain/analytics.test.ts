import { describe, expect, it } from "vitest";
import { periodRange, readStatsQuery } from "./analytics.ts";

describe("Insights periods", () => {
  it("ends each period today and compares it with as many days before", () => {
    expect(periodRange("today", "2026-03-01")).toMatchObject({
      from: "2026-03-01",
      to: "2026-03-01",
      granularity: "hour",
      previous: { from: "2026-02-28", to: "2026-02-28" },
    });
    expect(periodRange("7d", "2026-03-01")).toMatchObject({
      from: "2026-02-23",
      granularity: "day",
      previous: { from: "2026-02-16", to: "2026-02-22" },
    });
    expect(periodRange("30d", "2026-03-01")?.from).toBe("2026-01-31");
    expect(periodRange("12m", "2026-03-15")).toMatchObject({
      from: "2025-04-01",
      to: "2026-03-15",
      granularity: "month",
    });
  });

  it("takes two dates in either order, and names the field of one that is not a date", () => {
    const read = readStatsQuery(new URLSearchParams("from=2026-02-10&to=2026-02-01&source=LinkedIn&x=1"), "2026-03-01");
    expect(read).toMatchObject({
      ok: true,
      query: { range: { period: "custom", from: "2026-02-01", to: "2026-02-10" }, filters: { source: "LinkedIn" } },
    });
    expect(readStatsQuery(new URLSearchParams("from=2026-02-30&to=2026-03-01"), "2026-03-01")).toMatchObject({
      ok: false,
      field: "from",
    });
    expect(readStatsQuery(new URLSearchParams(""), "2026-03-01")).toMatchObject({
      ok: true,
      query: { range: { period: "30d" }, sort: "visitors" },
    });
  });
});
