/**
 * `npm run bench:busy-times`: what a connected calendar costs a slots request (issue #36). A feed of
 * 500 recurring events (weekly and daily series started up to three years back, in IANA and Windows
 * zones, with EXDATEs and moved occurrences) is parsed once, then expanded for a 42-day window many
 * times, and the slot engine runs with the busy blocks it gives. Then the way the site runs it: the feed
 * served on loopback as a secret ICS address, connected (fetched through the SSRF-safe fetcher, expanded
 * and cached by server/services/calendars.ts), and `slots()` requests of the booking service on an
 * in-memory PGlite, with the calendar and without. Last, the calendar of issue #41.3 (28,000 daily
 * series, ≈ 4 MB) connected the same way: how long until it is refused, and the event loop's longest
 * delay meanwhile. Prints medians in milliseconds.
 */
import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { availability, consultationTypes } from "#content/booking.ts";
import { freeSlots, visitorWindow } from "#domain/booking/slots.ts";
import { bigCalendar } from "#harness/big-calendar.ts";
import { FAKE_PATHS, startFakeUpstream } from "#harness/fake-upstream.ts";
import { openDatabase } from "#server/db/client.ts";
import { busyBlocks, parseCalendar } from "#server/lib/busy-times.ts";
import { createSecretBox } from "#server/lib/secret-box.ts";
import { createLogger } from "#server/logger.ts";
import { createBookingService } from "#server/services/bookings.ts";
import { createCalendarService } from "#server/services/calendars.ts";
import { createOutbox } from "#server/services/outbox.ts";
import { median } from "./lib/median.ts";

const EVENTS = 500;
const WINDOW_DAYS = 42;
const RUNS = 30;

function feed(): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN"];
  lines.push(
    "BEGIN:VTIMEZONE",
    "TZID:Arabian Standard Time",
    "BEGIN:STANDARD",
    "DTSTART:16010101T000000",
    "TZOFFSETFROM:+0400",
    "TZOFFSETTO:+0400",
    "END:STANDARD",
    "END:VTIMEZONE",
  );
  const zones = ["Europe/London", "America/New_York", "Asia/Dubai", "Arabian Standard Time"];
  for (let i = 0; i < EVENTS; i++) {
    const zone = zones[i % zones.length]!;
    const year = 2024 + (i % 3);
    const month = String((i % 12) + 1).padStart(2, "0");
    const day = String((i % 27) + 1).padStart(2, "0");
    const hour = String(7 + (i % 10)).padStart(2, "0");
    const start = `${year}${month}${day}T${hour}0000`;
    const end = `${year}${month}${day}T${hour}3000`;
    const rule =
      i % 5 === 0
        ? "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR"
        : i % 7 === 0
          ? `RRULE:FREQ=WEEKLY;COUNT=${100 + i}`
          : `RRULE:FREQ=WEEKLY;BYDAY=${["MO", "TU", "WE", "TH", "FR"][i % 5]}`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:bench-${i}@example.com`,
      "DTSTAMP:20261120T080000Z",
      `DTSTART;TZID=${zone}:${start}`,
      `DTEND;TZID=${zone}:${end}`,
      rule,
      `EXDATE;TZID=${zone}:${start}`,
      `SUMMARY:Series ${i}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

const text = feed();
const now = Date.now();
const from = new Date(now).toISOString().slice(0, 10);
const window = visitorWindow(from, WINDOW_DAYS, availability.timeZone);

let t = performance.now();
const parsed = parseCalendar(text);
const parseMs = performance.now() - t;

t = performance.now();
const first = busyBlocks(parsed, window.from, window.to, availability.timeZone);
const firstMs = performance.now() - t;

const expand: number[] = [];
const slots: number[] = [];
const cachedRequest: number[] = [];
for (let run = 0; run < RUNS; run++) {
  // A slots request after the first read: the cached blocks for the horizon, cut to a 28-day
  // calendar window, then the slot engine.
  t = performance.now();
  const calendarWindow = visitorWindow(from, 28, availability.timeZone);
  const cut = first.filter((b) => b.start < calendarWindow.to && b.end > calendarWindow.from);
  freeSlots({ rules: availability, minutes: 30, ...calendarWindow, now, external: cut });
  cachedRequest.push(performance.now() - t);

  t = performance.now();
  const busy = busyBlocks(parsed, window.from, window.to, availability.timeZone);
  expand.push(performance.now() - t);
  t = performance.now();
  freeSlots({ rules: availability, minutes: 30, ...window, now, external: busy });
  slots.push(performance.now() - t);
}

// The site's path: connected through the calendar service, then slots requests of the booking service.
const upstream = await startFakeUpstream();
upstream.serve(FAKE_PATHS.calendar, text);
const database = await openDatabase({ kind: "pglite", dir: null });
const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const calendars = createCalendarService(database.db, {
  box: createSecretBox(randomBytes(32)),
  limits: { allowPrivate: true, timeoutMs: 30_000, maxBodyBytes: 5 * 1024 * 1024 },
  refreshMs: 300_000,
  staleMs: 7_200_000,
  ownerTimeZone: availability.timeZone,
  windowDays: availability.horizonDays + 2,
  logger,
});
const settings = {
  ownerName: "Owner",
  ownerEmail: "owner@example.com",
  siteUrl: "https://owner.example",
  types: consultationTypes,
  rules: availability,
};
const withCalendar = createBookingService(
  database.db,
  createOutbox(database.db),
  settings,
  () => {},
  Date.now,
  calendars.external,
);
const without = createBookingService(database.db, createOutbox(database.db), settings);
t = performance.now();
await calendars.add({ kind: "ics", label: "Bench", url: `${upstream.url}${FAKE_PATHS.calendar}` });
const connectMs = performance.now() - t;
t = performance.now();
await calendars.refresh();
const refreshMs = performance.now() - t;
const query = { type: "intro-call", from, days: 28, timeZone: "Asia/Dubai" };
const served: number[] = [];
const plain: number[] = [];
const lookup: number[] = [];
let offered = 0;
for (let run = 0; run < RUNS; run++) {
  t = performance.now();
  calendars.external.busy(window.from, window.to);
  lookup.push(performance.now() - t);
  t = performance.now();
  offered = (await withCalendar.slots(query)).length;
  served.push(performance.now() - t);
  t = performance.now();
  await without.slots(query);
  plain.push(performance.now() - t);
}
// Issue #41.3's calendar: refused (over the event cap) off the request thread.
const big = bigCalendar(28_000, now);
upstream.serve("/big.ics", big);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
t = performance.now();
const bigOutcome = await calendars.add({ kind: "ics", label: "Big", url: `${upstream.url}/big.ics` }).then(
  () => "connected",
  (error: Error) => error.message,
);
const bigMs = performance.now() - t;
loop.disable();
await upstream.close();
await database.close();

console.log(
  JSON.stringify(
    {
      events: EVENTS,
      windowDays: WINDOW_DAYS,
      feedKiB: Math.round(text.length / 1024),
      busyBlocks: first.length,
      parseMs: Number(parseMs.toFixed(1)),
      firstExpandMs: Number(firstMs.toFixed(1)),
      expandMedianMs: Number(median(expand).toFixed(1)),
      slotEngineWithBusyMedianMs: Number(median(slots).toFixed(2)),
      slotsRequestFromCacheMedianMs: Number(median(cachedRequest).toFixed(2)),
      connectFirstReadMs: Math.round(connectMs),
      backgroundRefreshMs: Math.round(refreshMs),
      cachedBlocksLookupMedianMs: Number(median(lookup).toFixed(3)),
      serviceSlotsRequestWithCalendarMedianMs: Number(median(served).toFixed(2)),
      serviceSlotsRequestWithoutCalendarMedianMs: Number(median(plain).toFixed(2)),
      slotsOfferedWithCalendar: offered,
      bigFeedKiB: Math.round(big.length / 1024),
      bigFeedConnectMs: Math.round(bigMs),
      bigFeedOutcome: bigOutcome,
      bigFeedEventLoopMaxDelayMs: Math.round(loop.max / 1e6),
    },
    null,
    2,
  ),
);
