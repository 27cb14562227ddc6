import { useFetcher } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import type { CalendarView } from "#app/lib/server-types.ts";
import type { AdminActionResult } from "#domain/admin-actions.ts";
import { formatDateTime } from "./format.ts";
import { useResultToast } from "./record-actions.tsx";

/**
 * The connected calendars whose busy times block slots. `limits`: what one read of a calendar keeps
 * to, in the owner's words (a calendar beyond them is not read).
 */
export type CalendarsData = { list: CalendarView[]; configured: boolean; staleMinutes: number; limits: string };

/**
 * The owner's calendars whose busy times block slots: a secret ICS address (Google, Outlook, iCloud,
 * Proton) or a CalDAV account (Fastmail, Nextcloud, iCloud, Radicale). Addresses and passwords are
 * stored encrypted and never shown again; each calendar says when it was last read, how many busy
 * times it gave and, in plain words, what went wrong.
 */
export function ConnectedCalendars({ calendars }: { calendars: CalendarsData }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  return (
    <section aria-labelledby="connected-calendars-heading" className="rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="connected-calendars-heading" className="text-lg font-semibold">
        Connected calendars
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Busy times in these calendars are not offered to visitors. They are read every few minutes and again just before
        a booking is stored. Addresses and passwords are stored encrypted and never shown again.
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{calendars.limits}</p>
      {calendars.list.length > 0 ? (
        <ul aria-label="Connected calendars" className="mt-3 grid gap-3">
          {calendars.list.map((calendar) => (
            <CalendarItem key={calendar.id} calendar={calendar} staleMinutes={calendars.staleMinutes} />
          ))}
        </ul>
      ) : null}
      {calendars.configured ? (
        <details className="mt-4" open={calendars.list.length === 0}>
          <summary className="cursor-pointer text-sm font-medium">Connect a calendar…</summary>
          <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
            <input type="hidden" name="intent" value="booking-calendar-add" />
            <div className="grid gap-1">
              <Label htmlFor="calendar-kind">Kind</Label>
              <NativeSelect id="calendar-kind" name="kind" defaultValue="ics">
                <option value="ics">Secret iCal address (Google, Outlook, iCloud, Proton)</option>
                <option value="caldav">CalDAV account (Fastmail, Nextcloud, iCloud, Radicale)</option>
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="calendar-label">Name</Label>
              <Input id="calendar-label" name="label" required maxLength={80} placeholder="Work" />
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <Label htmlFor="calendar-url">Address</Label>
              <Input
                id="calendar-url"
                name="url"
                type="url"
                required
                maxLength={2000}
                dir="ltr"
                aria-describedby="calendar-url-help"
                autoComplete="off"
              />
              <p id="calendar-url-help" className="text-xs text-muted-foreground">
                For Google: Settings → your calendar → “Secret address in iCal format”. For CalDAV: the server's
                address, e.g. https://caldav.fastmail.com/.
              </p>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="calendar-username">CalDAV user name (CalDAV only)</Label>
              <Input id="calendar-username" name="username" maxLength={200} autoComplete="off" dir="ltr" />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="calendar-password">CalDAV app password (CalDAV only)</Label>
              <Input
                id="calendar-password"
                name="password"
                type="password"
                maxLength={500}
                autoComplete="new-password"
                dir="ltr"
              />
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <Label htmlFor="calendar-stale">If it cannot be read for {calendars.staleMinutes} minutes</Label>
              <NativeSelect id="calendar-stale" name="whenStale" defaultValue="offer">
                <option value="offer">Keep offering times from its last good read</option>
                <option value="stop">Offer no times until it can be read again</option>
              </NativeSelect>
            </div>
            <div>
              <Button type="submit" disabled={fetcher.state !== "idle"}>
                Connect
              </Button>
            </div>
          </fetcher.Form>
        </details>
      ) : (
        <p role="note" className="mt-3 rounded-md border border-error/50 p-3 text-sm">
          Calendars cannot be connected yet: the server has no key to encrypt their addresses and passwords. Set
          CALENDAR_SECRET_KEY (32 random bytes, e.g. from <code>openssl rand -base64 32</code>) and restart the server.
        </p>
      )}
    </section>
  );
}

/** Minutes as "3 minutes" or "2 hours". */
function age(from: Date | string, now: number): string {
  const minutes = Math.max(0, Math.round((now - new Date(from).getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? "" : "s"} ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} hours ago` : `${Math.round(hours / 24)} days ago`;
}

function CalendarItem({ calendar, staleMinutes }: { calendar: CalendarView; staleMinutes: number }) {
  const headingId = `calendar-${calendar.id}`;
  const now = Date.now();
  const status = !calendar.lastGoodAt
    ? "Not read yet"
    : calendar.stale
      ? "Not read for too long"
      : calendar.lastError
        ? "Last read failed"
        : "Working";
  return (
    <li aria-labelledby={headingId} className="rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            <span dir="auto">{calendar.label}</span>
          </h3>
          <p className="text-muted-foreground">
            {calendar.kind === "ics" ? "Secret iCal address" : "CalDAV account"} at <bdi dir="ltr">{calendar.hint}</bdi>
          </p>
        </div>
        <Badge
          variant={status === "Working" ? "secondary" : "outline"}
          className={status === "Working" ? undefined : "border-error text-error"}
        >
          {status}
        </Badge>
      </div>
      <p className="mt-2">
        {calendar.lastGoodAt ? (
          <>
            Last read{" "}
            <time dateTime={new Date(calendar.lastGoodAt).toISOString()} title={formatDateTime(calendar.lastGoodAt)}>
              {age(calendar.lastGoodAt, now)}
            </time>
            : {calendar.busyCount === 1 ? "1 busy time" : `${calendar.busyCount} busy times`} in the bookable weeks.
          </>
        ) : (
          "It has not been read successfully yet."
        )}
      </p>
      {calendar.lastError ? (
        <p className="mt-1 text-error">
          Last attempt
          {calendar.lastAttemptAt ? ` (${formatDateTime(calendar.lastAttemptAt)})` : ""}: {calendar.lastError}
        </p>
      ) : null}
      {calendar.stale ? (
        <p className="mt-1 font-medium">
          {calendar.whenStale === "offer"
            ? `No good read for more than ${staleMinutes} minutes: visitors are still offered times from the last good read, which may miss newer meetings.`
            : `No good read for more than ${staleMinutes} minutes: visitors are offered no times until it can be read again.`}
        </p>
      ) : null}
      <CalendarSettingsForm calendar={calendar} headingId={headingId} staleMinutes={staleMinutes} />
      <div className="mt-3 flex flex-wrap gap-2">
        <CalendarButton id={calendar.id} intent="booking-calendar-refresh" label="Read now" headingId={headingId} />
        <CalendarButton
          id={calendar.id}
          intent="booking-calendar-remove"
          label="Disconnect"
          headingId={headingId}
          destructive
        />
      </div>
    </li>
  );
}

/** Which of a CalDAV account's calendars are read, where bookings are written, what a stale read means. */
function CalendarSettingsForm({
  calendar,
  headingId,
  staleMinutes,
}: {
  calendar: CalendarView;
  headingId: string;
  staleMinutes: number;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  const staleId = `${headingId}-stale`;
  const writeId = `${headingId}-write`;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer font-medium text-muted-foreground hover:text-foreground">Settings…</summary>
      <fetcher.Form method="post" className="mt-2 grid gap-3">
        <input type="hidden" name="intent" value="booking-calendar-update" />
        <input type="hidden" name="id" value={calendar.id} />
        {calendar.kind === "caldav" ? (
          <>
            <fieldset className="grid gap-1">
              <legend className="font-medium">Read busy times from</legend>
              {calendar.calendars.map((item, index) => (
                <label key={item.url} className="flex items-center gap-2" htmlFor={`${headingId}-read-${index}`}>
                  <input
                    id={`${headingId}-read-${index}`}
                    type="checkbox"
                    name="read"
                    value={item.url}
                    defaultChecked={item.read}
                    className="size-4"
                  />
                  <span dir="auto">{item.name}</span>
                </label>
              ))}
            </fieldset>
            <div className="grid gap-1">
              <Label htmlFor={writeId}>Write confirmed bookings to</Label>
              <NativeSelect id={writeId} name="write" defaultValue={calendar.writeUrl ?? ""}>
                <option value="">No calendar (don't write bookings)</option>
                {calendar.calendars.map((item) => (
                  <option key={item.url} value={item.url}>
                    {item.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </>
        ) : null}
        <div className="grid gap-1">
          <Label htmlFor={staleId}>If it cannot be read for {staleMinutes} minutes</Label>
          <NativeSelect id={staleId} name="whenStale" defaultValue={calendar.whenStale}>
            <option value="offer">Keep offering times from its last good read</option>
            <option value="stop">Offer no times until it can be read again</option>
          </NativeSelect>
        </div>
        <div>
          <Button type="submit" size="sm" aria-describedby={headingId} disabled={fetcher.state !== "idle"}>
            Save
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}

function CalendarButton({
  id,
  intent,
  label,
  headingId,
  destructive = false,
}: {
  id: string;
  intent: string;
  label: string;
  headingId: string;
  destructive?: boolean;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        size="sm"
        variant={destructive ? "destructive" : "outline"}
        aria-describedby={headingId}
        disabled={fetcher.state !== "idle"}
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}
