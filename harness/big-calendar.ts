/**
 * The calendar of issue #41.3, generated rather than committed: `events` daily series of 400
 * occurrences each (`RRULE:FREQ=DAILY;COUNT=400`), starting over the months before `around`, so most of
 * them run through the bookable weeks. 28,000 events are ≈ 4 MB, under the 5 MB fetch limit.
 */
export function bigCalendar(events = 28_000, around = Date.now(), count = 400): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//big//EN"];
  const stamp = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, "").slice(0, 15);
  for (let i = 0; i < events; i++) {
    // Starts spread over the 300 days before `around`, at a quarter-hour of the working day.
    const start = around - (i % 300) * 86_400_000 + ((i % 36) - 18) * 900_000;
    lines.push(
      "BEGIN:VEVENT",
      `UID:b${i}@x`,
      "DTSTAMP:20261101T000000Z",
      `DTSTART:${stamp(start)}Z`,
      `DTEND:${stamp(start + 1_800_000)}Z`,
      `RRULE:FREQ=DAILY;COUNT=${count}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
