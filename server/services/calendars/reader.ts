import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { BusyTime } from "#domain/booking/slots.ts";
import {
  type CaldavSource,
  CalendarReadError,
  type CalendarSource,
  deleteBookingEvent,
  failureText,
  readBusy,
  type SourceLimits,
  writeBookingEvent,
} from "#server/adapters/calendar-source.ts";
import type { Db } from "#server/db/client.ts";
import { bookingCalendars } from "#server/db/schema.ts";
import type { SecretBox } from "#server/lib/secret-box.ts";
import type { Logger } from "#server/logger.ts";
import type { ExternalCalendars } from "../bookings.ts";
import { CALENDAR_MESSAGES, sayFailure, stored } from "./words.ts";

/**
 * The reading side of the connected calendars: their busy times read in the background every
 * `refreshMs` over the bookable window, expanded once and kept in memory (and in the row, so a
 * restart or a failing read still has the last good read); the booking rules' view of them
 * (`external`: a lookup, a re-read before a booking is stored, and the write-out of bookings to a
 * CalDAV calendar after each commit). Apart from the owner's connections (./connections.ts) because
 * this part runs on its own timer and on every booking, and holds the process's state.
 */

export type Row = typeof bookingCalendars.$inferSelect;

export type CalendarSettings = {
  /** Null without CALENDAR_SECRET_KEY: nothing can be connected. */
  box: SecretBox | null;
  limits: SourceLimits;
  refreshMs: number;
  staleMs: number;
  ownerTimeZone: string;
  /** How many days ahead busy times are read (the longest horizon plus a margin), asked at each read. */
  windowDays: number | (() => number);
  logger: Logger;
  now?: () => number;
};

export const DAY = 86_400_000;
/** How long a read at booking time may take before the cached blocks are used instead. */
const RECHECK_TIMEOUT_MS = 5_000;

export type CalendarReader = ReturnType<typeof createCalendarReader>;

export function createCalendarReader(db: Db, settings: CalendarSettings) {
  const now = settings.now ?? Date.now;
  /** The last good read of each calendar, sorted by start, with what the visitors-facing rules need. */
  const cache = new Map<string, { row: Row; blocks: BusyTime[]; goodAt: number | null; whenStale: "offer" | "stop" }>();
  const pending = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const isStale = (goodAt: number | null) => goodAt === null || now() - goodAt > settings.staleMs;

  function remember(row: Row) {
    cache.set(row.id, {
      row,
      blocks: row.blocks.map(([start, end]) => ({ start, end })),
      goodAt: row.lastGoodAt?.getTime() ?? null,
      whenStale: row.whenStale,
    });
  }

  async function load() {
    const rows = await db.select().from(bookingCalendars);
    cache.clear();
    for (const row of rows) remember(row);
    return rows;
  }

  function sourceOf(row: Row): CalendarSource {
    if (!settings.box) throw new Error(CALENDAR_MESSAGES.noKey);
    let secret: { url: string; username?: string; password?: string };
    try {
      secret = JSON.parse(settings.box.open(row.secret));
    } catch {
      throw new CalendarReadError("unreadableKey");
    }
    return row.kind === "ics"
      ? { kind: "ics", url: secret.url }
      : { kind: "caldav", url: secret.url, username: secret.username ?? "", password: secret.password ?? "" };
  }

  const readUrls = (row: Row) => row.calendars.filter((c) => c.read).map((c) => c.url);

  function window() {
    const from = now() - DAY;
    const days = typeof settings.windowDays === "function" ? settings.windowDays() : settings.windowDays;
    return { from, to: from + (days + 3) * DAY };
  }

  /** Reads one calendar over the window and stores the result (or the error, keeping the last good read). */
  async function refreshRow(row: Row): Promise<void> {
    const attempt = new Date(now());
    try {
      const blocks = await readBusy(sourceOf(row), readUrls(row), window(), settings.ownerTimeZone, settings.limits);
      const [updated] = await db
        .update(bookingCalendars)
        .set({
          blocks: blocks.map((b) => [b.start, b.end] as [number, number]),
          lastAttemptAt: attempt,
          lastGoodAt: attempt,
          lastError: null,
        })
        .where(eq(bookingCalendars.id, row.id))
        .returning();
      if (updated) remember(updated);
    } catch (error) {
      const text = failureText(error);
      settings.logger.warn(
        { calendar: row.id, reason: sayFailure(stored(text)), err: error },
        "connected calendar not read",
      );
      await db
        .update(bookingCalendars)
        .set({ lastAttemptAt: attempt, lastError: stored(text) })
        .where(eq(bookingCalendars.id, row.id));
    }
  }

  /**
   * Takes the calendar's read for this period, for the whole cluster: one conditional UPDATE of its
   * `last_attempt_at`, which only one process can win (the row lock decides, on PostgreSQL as on
   * PGlite), so several processes do not read the same feed at the same instant. The others keep the
   * stored result, which they load at their next tick. A process that dies mid-read holds the claim
   * for half a period only.
   */
  async function claim(row: Row): Promise<Row | undefined> {
    const claimedAt = new Date(now());
    const before = new Date(claimedAt.getTime() - settings.refreshMs / 2);
    const [claimed] = await db
      .update(bookingCalendars)
      .set({ lastAttemptAt: claimedAt })
      .where(
        and(
          eq(bookingCalendars.id, row.id),
          or(isNull(bookingCalendars.lastAttemptAt), lt(bookingCalendars.lastAttemptAt, before)),
        ),
      )
      .returning();
    return claimed;
  }

  /** The background read: every calendar this process claims; the owner's "Read now" skips the claim. */
  async function refreshAll(options: { claim: boolean }): Promise<void> {
    const rows = await load();
    const mine = options.claim
      ? (await Promise.all(rows.map(claim))).filter((row): row is Row => row !== undefined)
      : rows;
    await Promise.all(mine.map(refreshRow));
    for (const row of mine) await retryWrites(row);
  }

  /**
   * Write-outs that failed (the server was down, a calendar was moved), tried again after each read of
   * their calendar, the latest change per booking only. Kept in memory: a restart forgets them.
   */
  const unwritten = new Map<string, { bookingId: string; change: "booked" | "moved" | "cancelled"; ics: string }>();

  async function writeOut(row: Row, change: "booked" | "moved" | "cancelled", bookingId: string, ics: string) {
    if (row.kind !== "caldav" || !row.writeUrl) return;
    const key = `${row.id}:${bookingId}`;
    try {
      const source = sourceOf(row) as CaldavSource;
      if (change === "cancelled") await deleteBookingEvent(source, row.writeUrl, bookingId, settings.limits);
      else await writeBookingEvent(source, row.writeUrl, bookingId, ics, settings.limits);
      unwritten.delete(key);
    } catch (error) {
      unwritten.set(key, { bookingId, change, ics });
      const reason = JSON.stringify({ key: "unwritten", reason: failureText(error) });
      settings.logger.warn(
        { calendar: row.id, booking: bookingId, reason: sayFailure(reason), err: error },
        "booking not written out",
      );
      await db.update(bookingCalendars).set({ lastError: reason }).where(eq(bookingCalendars.id, row.id));
    }
  }

  async function retryWrites(row: Row) {
    for (const [key, write] of [...unwritten]) {
      if (key.startsWith(`${row.id}:`)) await writeOut(row, write.change, write.bookingId, write.ics);
    }
  }

  /** Runs a CalDAV write-out in the background; a failure is shown on the calendar. */
  function track(work: Promise<void>) {
    const job = work.finally(() => pending.delete(job));
    pending.add(job);
  }

  const external: ExternalCalendars = {
    busy(from, to) {
      const found: BusyTime[] = [];
      for (const entry of cache.values()) {
        if (isStale(entry.goodAt) && entry.whenStale === "stop") return null;
        // Sorted by start: the blocks before `to`, from the first that may still overlap (a day back).
        for (const block of entry.blocks) {
          if (block.start >= to) break;
          if (block.end > from) found.push(block);
        }
      }
      return found;
    },

    async recheck(from, to) {
      // From memory, not the database: a booking may hold the only PGlite transaction while it asks.
      const rows = [...cache.values()].map((entry) => entry.row);
      const limits = { ...settings.limits, timeoutMs: Math.min(settings.limits.timeoutMs, RECHECK_TIMEOUT_MS) };
      const found: BusyTime[] = [];
      for (const row of rows) {
        try {
          // The window starts a day early: a long event that began before the slot still overlaps it.
          const blocks = await readBusy(
            sourceOf(row),
            readUrls(row),
            { from: from - DAY, to },
            settings.ownerTimeZone,
            limits,
          );
          found.push(...blocks);
        } catch (error) {
          // Unreadable now: the last good read decides, as it does for the slots.
          settings.logger.warn(
            { calendar: row.id, reason: sayFailure(stored(failureText(error))), err: error },
            "calendar re-check failed",
          );
          const entry = cache.get(row.id);
          if (!entry || (isStale(entry.goodAt) && entry.whenStale === "stop")) return null;
          found.push(...entry.blocks.filter((b) => b.start < to && b.end > from));
        }
      }
      return found;
    },

    written(change, bookingId, ics) {
      if (!settings.box) return;
      track(
        (async () => {
          const rows = await db.select().from(bookingCalendars);
          for (const row of rows) await writeOut(row, change, bookingId, ics);
        })(),
      );
    },
  };

  return {
    external,
    isStale,
    remember,
    /** A calendar disconnected: its busy times stop counting at once. */
    forget: (id: string) => cache.delete(id),
    load,
    sourceOf,
    window,
    refreshRow,
    retryWrites,
    refreshAll,

    /** Loads the last good reads, then refreshes in the background every `refreshMs`. */
    async start() {
      await load();
      const tick = () => {
        if (running) return;
        running = refreshAll({ claim: true })
          .catch((error: unknown) => settings.logger.error({ err: error }, "calendar refresh failed"))
          .finally(() => {
            running = null;
          });
      };
      tick();
      timer = setInterval(tick, settings.refreshMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      await Promise.all(pending);
    },

    /** Waits for the write-outs in flight (tests, and shutdown). */
    settled: () => Promise.all(pending).then(() => {}),
  };
}
