import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { BusyTime } from "#domain/booking/slots.ts";
import { DomainError } from "#domain/errors.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import {
  type CaldavSource,
  CalendarReadError,
  type CalendarSource,
  deleteBookingEvent,
  failureText,
  listCaldavCalendars,
  readBusy,
  type SourceLimits,
  writeBookingEvent,
} from "#server/adapters/calendar-source.ts";
import type { Db } from "#server/db/client.ts";
import { bookingCalendars } from "#server/db/schema.ts";
import { CALENDAR_CAPS, type CalendarText } from "#server/lib/busy-times.ts";
import type { SecretBox } from "#server/lib/secret-box.ts";
import type { Logger } from "#server/logger.ts";
import type { ExternalCalendars } from "./bookings.ts";

/**
 * The owner's connected calendars (admin → Bookings): a secret ICS address or a CalDAV account. Their
 * busy times are read in the background every `refreshMs` over the bookable window, expanded once and
 * kept in memory (and in the row, so a restart or a failing read still has the last good read); a
 * slots request only looks them up. Before a booking is stored the calendars are read again for its
 * time. A calendar with no good read for `staleMs` is stale: the admin says so, and the owner's choice
 * applies: keep offering times from the last good read ("offer", the default) or offer none ("stop").
 * A CalDAV calendar may receive the bookings: written after each commit, moved and deleted with them.
 * A feed's parse and expansion run on a thread of their own within CALENDAR_CAPS (a calendar beyond
 * them fails its read, in words, and keeps its last good read). In a cluster one process reads a
 * calendar per period: the background read first claims the row (`lastAttemptAt`, see `claim`).
 */

type Row = typeof bookingCalendars.$inferSelect;

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

/** A connected calendar as the admin shows it: never its address or password, only the host. */
export type CalendarView = {
  id: string;
  kind: "ics" | "caldav";
  label: string;
  hint: string;
  calendars: { url: string; name: string; read: boolean }[];
  writeUrl: string | null;
  whenStale: "offer" | "stop";
  busyCount: number;
  lastAttemptAt: Date | null;
  lastGoodAt: Date | null;
  /** Why the last read or write failed, in the owner's words. */
  lastError: string | null;
  stale: boolean;
};

export const CALENDAR_MESSAGES = {
  noKey:
    "Calendars cannot be connected yet: set CALENDAR_SECRET_KEY on the server (32 random bytes, e.g. `openssl rand -base64 32`) and restart it. It encrypts the calendar addresses and passwords you save.",
  badUrl: "Enter the calendar's full address, starting with https://",
  label: "Give the calendar a name (at most 80 characters)",
  credentials: "Enter the CalDAV user name and app password",
  unknown: "That calendar is no longer connected.",
  noCalendars: "The CalDAV account has no calendars with events.",
} as const;

const DAY = 86_400_000;
/** How long a read at booking time may take before the cached blocks are used instead. */
const RECHECK_TIMEOUT_MS = 5_000;

const translators = {
  en: createTranslator("en", CATALOGUE.calendars.en),
  ar: createTranslator("ar", CATALOGUE.calendars.ar),
};

/**
 * A failure as it is stored (`last_error`): its catalogue key and values as JSON, so the admin can say
 * it in either language. Rows from before hold English text, shown as it is.
 */
const stored = (text: CalendarText) => JSON.stringify(text);

/** A stored failure in the owner's words. */
export function sayFailure(value: string, locale: Locale = "en"): string {
  try {
    const text = JSON.parse(value) as CalendarText & { reason?: CalendarText };
    if (!text || typeof text.key !== "string" || !(text.key in CATALOGUE.calendars.en)) return value;
    const values = text.reason
      ? { ...text.values, reason: sayFailure(JSON.stringify(text.reason), locale) }
      : text.values;
    return translators[locale](text.key, values);
  } catch {
    return value;
  }
}

/** What a read keeps to (CALENDAR_CAPS), said with each calendar in the admin. */
export const sayLimits = (locale: Locale = "en") =>
  translators[locale]("limits", {
    events: CALENDAR_CAPS.events,
    busy: CALENDAR_CAPS.busy,
    steps: CALENDAR_CAPS.steps,
    seconds: CALENDAR_CAPS.seconds,
  });

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

export function createCalendarService(db: Db, settings: CalendarSettings) {
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

  function viewOf(row: Row): CalendarView {
    return {
      id: row.id,
      kind: row.kind,
      label: row.label,
      hint: row.hint,
      calendars: row.calendars,
      writeUrl: row.writeUrl,
      whenStale: row.whenStale,
      busyCount: row.blocks.length,
      lastAttemptAt: row.lastAttemptAt,
      lastGoodAt: row.lastGoodAt,
      lastError: row.lastError === null ? null : sayFailure(row.lastError),
      stale: isStale(row.lastGoodAt?.getTime() ?? null),
    };
  }

  function invalid(message: string, field = "form"): never {
    throw new DomainError("invalid", message, { [field]: message });
  }

  return {
    external,
    /** Whether calendars can be connected (CALENDAR_SECRET_KEY is set). */
    configured: settings.box !== null,
    staleMinutes: Math.round(settings.staleMs / 60_000),
    /** What a read keeps to, in the owner's words. */
    limits: sayLimits(),

    async list(): Promise<CalendarView[]> {
      const rows = await db.select().from(bookingCalendars).orderBy(asc(bookingCalendars.createdAt));
      return rows.map(viewOf);
    },

    /**
     * Connects a calendar, after a first read that works (a wrong address is refused with the reason,
     * and nothing is kept). A CalDAV account's calendars are all read until the owner unticks some.
     */
    async add(input: {
      kind: "ics" | "caldav";
      label: string;
      url: string;
      username?: string;
      password?: string;
      whenStale?: "offer" | "stop";
    }): Promise<CalendarView> {
      if (!settings.box) invalid(CALENDAR_MESSAGES.noKey);
      const label = input.label.trim();
      if (!label || label.length > 80) invalid(CALENDAR_MESSAGES.label, "label");
      // Google and Apple hand out webcal:// links; they are https underneath.
      const url = input.url.trim().replace(/^webcal:\/\//i, "https://");
      if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) invalid(CALENDAR_MESSAGES.badUrl, "url");
      let calendars: Row["calendars"] = [];
      if (input.kind === "caldav") {
        if (!input.username || !input.password) invalid(CALENDAR_MESSAGES.credentials, "username");
        const source: CaldavSource = { kind: "caldav", url, username: input.username, password: input.password };
        try {
          calendars = (await listCaldavCalendars(source, settings.limits)).map((c) => ({ ...c, read: true }));
        } catch (error) {
          invalid(sayFailure(stored(failureText(error))), "url");
        }
        if (calendars.length === 0) invalid(CALENDAR_MESSAGES.noCalendars, "url");
      }
      const secret = settings.box.seal(
        JSON.stringify(input.kind === "ics" ? { url } : { url, username: input.username, password: input.password }),
      );
      const draft = {
        kind: input.kind,
        label,
        secret,
        hint: hostOf(url),
        calendars,
        writeUrl: null,
        whenStale: input.whenStale ?? "offer",
      } as const;
      // The first read before anything is stored: an address that does not work is refused now.
      const source = sourceOf({ ...draft, id: "", blocks: [] } as unknown as Row);
      let blocks: BusyTime[];
      try {
        blocks = await readBusy(
          source,
          calendars.map((c) => c.url),
          window(),
          settings.ownerTimeZone,
          settings.limits,
        );
      } catch (error) {
        invalid(sayFailure(JSON.stringify({ key: "firstRead", reason: failureText(error) })), "url");
      }
      const at = new Date(now());
      const [row] = await db
        .insert(bookingCalendars)
        .values({
          ...draft,
          blocks: blocks.map((b) => [b.start, b.end] as [number, number]),
          lastAttemptAt: at,
          lastGoodAt: at,
        })
        .returning();
      remember(row!);
      return viewOf(row!);
    },

    /** The owner's choices for a calendar: which of a CalDAV account's calendars are read, where bookings go, what a stale read means. */
    async update(
      id: string,
      input: { read?: string[]; writeUrl?: string | null; whenStale: "offer" | "stop" },
    ): Promise<CalendarView> {
      const [row] = await db.select().from(bookingCalendars).where(eq(bookingCalendars.id, id));
      if (!row) throw new DomainError("not_found", CALENDAR_MESSAGES.unknown);
      const known = new Set(row.calendars.map((c) => c.url));
      const read = new Set((input.read ?? []).filter((url) => known.has(url)));
      const writeUrl = input.writeUrl && known.has(input.writeUrl) ? input.writeUrl : null;
      const [updated] = await db
        .update(bookingCalendars)
        .set({
          calendars: row.kind === "caldav" ? row.calendars.map((c) => ({ ...c, read: read.has(c.url) })) : [],
          writeUrl: row.kind === "caldav" ? writeUrl : null,
          whenStale: input.whenStale,
        })
        .where(eq(bookingCalendars.id, id))
        .returning();
      await refreshRow(updated!);
      const [fresh] = await db.select().from(bookingCalendars).where(eq(bookingCalendars.id, id));
      remember(fresh!);
      return viewOf(fresh!);
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(bookingCalendars)
        .where(eq(bookingCalendars.id, id))
        .returning({ id: bookingCalendars.id });
      cache.delete(id);
      return rows.length > 0;
    },

    /** Reads one calendar (or all) now, whichever process read it last. */
    async refresh(id?: string): Promise<void> {
      if (!id) return refreshAll({ claim: false });
      const [row] = await db.select().from(bookingCalendars).where(eq(bookingCalendars.id, id));
      if (!row) throw new DomainError("not_found", CALENDAR_MESSAGES.unknown);
      await refreshRow(row);
      await retryWrites(row);
    },

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
    /** Loads the stored reads into memory without reading the calendars (tests). */
    load: () => load().then(() => {}),
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
