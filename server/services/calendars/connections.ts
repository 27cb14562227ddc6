import { asc, eq } from "drizzle-orm";
import type { BusyTime } from "#domain/booking/slots.ts";
import { DomainError } from "#domain/errors.ts";
import { type CaldavSource, failureText, listCaldavCalendars, readBusy } from "#server/adapters/calendar-source.ts";
import type { Db } from "#server/db/client.ts";
import { bookingCalendars } from "#server/db/schema.ts";
import type { CalendarReader, CalendarSettings, Row } from "./reader.ts";
import { CALENDAR_MESSAGES, sayFailure, stored } from "./words.ts";

/**
 * The owner's connections (admin → Bookings): a calendar connected after a first read that works,
 * its choices changed, read now, or removed. Apart from the reading (./reader.ts) because this is the
 * admin's form, reached behind the session, with its own checks and its own view of a calendar
 * (never its address or password); it hands each change to the reader, which holds the busy times.
 */

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

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

function invalid(message: string, field = "form"): never {
  throw new DomainError("invalid", message, { [field]: message });
}

export function connectionMethods(db: Db, settings: CalendarSettings, reader: CalendarReader) {
  const now = settings.now ?? Date.now;

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
      stale: reader.isStale(row.lastGoodAt?.getTime() ?? null),
    };
  }

  return {
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
      const source = reader.sourceOf({ ...draft, id: "", blocks: [] } as unknown as Row);
      let blocks: BusyTime[];
      try {
        blocks = await readBusy(
          source,
          calendars.map((c) => c.url),
          reader.window(),
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
      reader.remember(row!);
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
      await reader.refreshRow(updated!);
      const [fresh] = await db.select().from(bookingCalendars).where(eq(bookingCalendars.id, id));
      reader.remember(fresh!);
      return viewOf(fresh!);
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(bookingCalendars)
        .where(eq(bookingCalendars.id, id))
        .returning({ id: bookingCalendars.id });
      reader.forget(id);
      return rows.length > 0;
    },

    /** Reads one calendar (or all) now, whichever process read it last. */
    async refresh(id?: string): Promise<void> {
      if (!id) return reader.refreshAll({ claim: false });
      const [row] = await db.select().from(bookingCalendars).where(eq(bookingCalendars.id, id));
      if (!row) throw new DomainError("not_found", CALENDAR_MESSAGES.unknown);
      await reader.refreshRow(row);
      await reader.retryWrites(row);
    },
  };
}
