import { describe, expect, it } from "vitest";
import {
  type AvailabilityRules,
  cellsOf,
  clashes,
  clashIndex,
  freeSlots,
  hoursOn,
  ruleSlotsOn,
  slotProblem,
  visitorWindow,
} from "./slots.ts";
import { isoInZone } from "./zone.ts";

const at = (iso: string) => Date.parse(iso);
const MIN = 60_000;

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
  datesOff: ["2026-12-02"],
  ramadan: { from: "2027-02-08", to: "2027-03-08", hours: [{ from: "10:00", to: "15:00" }] },
};

const dubai = (slots: number[]) => slots.map((s) => isoInZone(s, "Asia/Dubai").slice(11, 16));

describe("availability rules", () => {
  it("opens Monday to Friday by default and Sunday to Thursday when set", () => {
    expect(hoursOn(rules, "2026-12-06")).toEqual([]); // Sunday
    expect(hoursOn(rules, "2026-12-07")).toEqual(rules.hours); // Monday
    expect(hoursOn(rules, "2026-12-11")).toEqual(rules.hours); // Friday
    const gulf = { ...rules, workWeek: "sun-thu" as const };
    expect(hoursOn(gulf, "2026-12-06")).toEqual(rules.hours);
    expect(hoursOn(gulf, "2026-12-11")).toEqual([]);
  });

  it("closes on dates off and on days the owner blocked, and uses Ramadan's hours in its range", () => {
    expect(hoursOn(rules, "2026-12-02")).toEqual([]);
    expect(hoursOn(rules, "2026-12-08", [{ from: "2026-12-08", to: "2026-12-10" }])).toEqual([]);
    expect(hoursOn(rules, "2026-12-11", [{ from: "2026-12-08", to: "2026-12-10" }])).toEqual(rules.hours);
    expect(hoursOn(rules, "2027-02-08")).toEqual([{ from: "10:00", to: "15:00" }]);
    expect(hoursOn(rules, "2027-03-09")).toEqual(rules.hours);
  });

  it("lists slots that fit the hours at the slot step for each length", () => {
    const thirty = dubai(ruleSlotsOn(rules, "2026-12-07", 30));
    expect(thirty[0]).toBe("09:00");
    expect(thirty).toContain("12:30");
    expect(thirty).not.toContain("13:00");
    expect(thirty.at(-1)).toBe("17:30");
    expect(thirty).toHaveLength(16);
    const hour = dubai(ruleSlotsOn(rules, "2026-12-07", 60));
    expect(hour).not.toContain("12:30");
    expect(hour.at(-1)).toBe("17:00");
    expect(dubai(ruleSlotsOn(rules, "2027-02-10", 60))).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
    ]);
  });

  it("keeps the buffer between meetings, both ways", () => {
    const booked = [{ start: at("2026-12-07T06:00:00Z"), end: at("2026-12-07T07:00:00Z") }]; // 10:00–11:00 Dubai
    expect(clashes(at("2026-12-07T07:00:00Z"), at("2026-12-07T07:30:00Z"), booked, 15)).toBe(true);
    expect(clashes(at("2026-12-07T07:15:00Z"), at("2026-12-07T07:45:00Z"), booked, 15)).toBe(false);
    expect(clashes(at("2026-12-07T05:30:00Z"), at("2026-12-07T06:00:00Z"), booked, 15)).toBe(true);
    expect(clashes(at("2026-12-07T05:00:00Z"), at("2026-12-07T05:30:00Z"), booked, 15)).toBe(false);
  });

  it("makes two meetings share a database cell exactly when they clash", () => {
    const base = at("2026-12-07T05:00:00Z");
    for (let a = 0; a < 16; a++) {
      for (let b = 0; b < 16; b++) {
        for (const [la, lb] of [
          [30, 60],
          [60, 30],
          [30, 30],
        ] as const) {
          const sa = base + a * 15 * MIN;
          const sb = base + b * 15 * MIN;
          const shared = cellsOf(sa, sa + la * MIN, 15).some((cell) => cellsOf(sb, sb + lb * MIN, 15).includes(cell));
          expect(shared).toBe(clashes(sa, sa + la * MIN, [{ start: sb, end: sb + lb * MIN }], 15));
        }
      }
    }
  });
});

describe("free slots", () => {
  const now = at("2026-12-06T08:00:00Z"); // Sunday noon in Dubai

  it("leaves out slots before the notice and after the horizon", () => {
    const all = freeSlots({ rules, minutes: 30, now, from: now, to: now + 60 * 86_400_000 });
    expect(all[0]).toBe(at("2026-12-07T05:00:00Z")); // Monday 09:00, 17 hours ahead
    const soon = freeSlots({
      rules: { ...rules, minNoticeMinutes: 24 * 60 },
      minutes: 30,
      now,
      from: now,
      to: now + 3 * 86_400_000,
    });
    expect(soon[0]).toBe(at("2026-12-07T08:00:00Z")); // Monday 12:00, 24 hours ahead
    expect(isoInZone(all.at(-1)!, "Asia/Dubai").slice(0, 10)).toBe("2027-01-15"); // today + 42 days is a Sunday
  });

  it("leaves out taken times with their buffer", () => {
    const busy = [{ start: at("2026-12-07T06:00:00Z"), end: at("2026-12-07T07:00:00Z") }];
    const day = visitorWindow("2026-12-07", 1, "Asia/Dubai");
    const slots = dubai(freeSlots({ rules, minutes: 30, now, busy, ...day }));
    expect(slots).toEqual([
      "09:00",
      "11:30",
      "12:00",
      "12:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
      "17:00",
      "17:30",
    ]);
  });

  it("gives a London visitor the right local times across the October switch", () => {
    const before = at("2026-10-20T00:00:00Z");
    const window = visitorWindow("2026-10-23", 4, "Europe/London"); // Fri to Mon, clocks go back on Sunday
    const slots = freeSlots({ rules, minutes: 30, now: before, ...window });
    const london = slots.map((s) => isoInZone(s, "Europe/London"));
    expect(london[0]).toBe("2026-10-23T06:00:00+01:00"); // 09:00 Dubai
    expect(london).toContain("2026-10-26T05:00:00+00:00"); // Monday 09:00 Dubai, after the switch
    expect(london.some((s) => s.startsWith("2026-10-24") || s.startsWith("2026-10-25"))).toBe(false);
  });

  it("gives a New York visitor the right local times across the March and November switches", () => {
    const march = visitorWindow("2027-03-12", 4, "America/New_York");
    const marchSlots = freeSlots({ rules, minutes: 60, now: at("2027-03-01T00:00:00Z"), ...march }).map((s) =>
      isoInZone(s, "America/New_York"),
    );
    // Dubai 09:00 is 00:00 EST on Friday 12 March and 01:00 EDT on Monday 15 March; 23:00 on the day before counts for that day.
    expect(marchSlots).toContain("2027-03-12T00:00:00-05:00");
    expect(marchSlots).toContain("2027-03-15T01:00:00-04:00");
    const november = visitorWindow("2026-10-30", 4, "America/New_York");
    const novemberSlots = freeSlots({ rules, minutes: 30, now: at("2026-10-20T00:00:00Z"), ...november }).map((s) =>
      isoInZone(s, "America/New_York"),
    );
    expect(novemberSlots).toContain("2026-10-30T01:00:00-04:00");
    expect(novemberSlots).toContain("2026-11-02T00:00:00-05:00");
  });

  it("lists a visitor's 23-hour day without losing or repeating a slot", () => {
    const ownerInLondon = {
      ...rules,
      timeZone: "Europe/London",
      hours: [{ from: "00:00", to: "04:00" }],
      workWeek: "sun-thu" as const,
      minNoticeMinutes: 0,
    };
    const slots = freeSlots({
      rules: ownerInLondon,
      minutes: 60,
      now: at("2027-03-20T00:00:00Z"),
      ...visitorWindow("2027-03-28", 1, "Europe/London"),
    });
    // 01:00 and 01:30 do not exist; an hour from 00:00 GMT ends at 02:00 BST.
    expect(slots.map((s) => isoInZone(s, "Europe/London"))).toEqual([
      "2027-03-28T00:00:00+00:00",
      "2027-03-28T00:30:00+00:00",
      "2027-03-28T02:00:00+01:00",
      "2027-03-28T02:30:00+01:00",
      "2027-03-28T03:00:00+01:00",
    ]);
  });
});

describe("checking one start", () => {
  const now = at("2026-12-06T08:00:00Z");
  it("names why a start cannot be booked", () => {
    expect(slotProblem(rules, 30, at("2026-12-01T05:00:00Z"), now)).toBe("past");
    expect(slotProblem(rules, 30, at("2026-12-06T10:00:00Z"), now)).toBe("notice");
    expect(slotProblem(rules, 30, at("2027-03-01T05:00:00Z"), now)).toBe("horizon");
    expect(slotProblem(rules, 30, at("2026-12-12T05:00:00Z"), now)).toBe("closed"); // Saturday
    expect(slotProblem({ ...rules, datesOff: ["2026-12-08"] }, 30, at("2026-12-08T05:00:00Z"), now)).toBe("closed");
    expect(slotProblem(rules, 30, at("2026-12-07T05:10:00Z"), now)).toBe("off_grid");
    expect(slotProblem(rules, 60, at("2026-12-07T08:30:00Z"), now)).toBe("off_grid"); // 12:30 + 60 min runs into lunch
    expect(slotProblem(rules, 30, at("2026-12-07T05:00:00Z"), now)).toBeNull();
    expect(slotProblem(rules, 30, at("2026-12-07T05:00:00Z"), now, [{ from: "2026-12-07", to: "2026-12-07" }])).toBe(
      "closed",
    );
  });
});

describe("clashIndex", () => {
  it("answers as clashes does, for random busy lists and meetings", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const M = 60_000;
    for (let round = 0; round < 200; round++) {
      const busy = Array.from({ length: Math.floor(random() * 8) }, () => {
        const start = Math.floor(random() * 96) * 15 * M;
        return { start, end: start + (1 + Math.floor(random() * 12)) * 15 * M };
      });
      const buffer = [0, 15, 30][round % 3]!;
      const clash = clashIndex(busy, buffer);
      for (let s = 0; s < 96; s += 3) {
        const start = s * 15 * M;
        const end = start + (1 + (s % 4)) * 15 * M;
        expect(clash(start, end), JSON.stringify({ busy, buffer, start, end })).toBe(clashes(start, end, busy, buffer));
      }
    }
  });
});
