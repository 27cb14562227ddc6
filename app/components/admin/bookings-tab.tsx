import { Link, useFetcher } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { BookingView, CalendarView } from "#app/lib/server-types.ts";
import type { AdminActionResult } from "#domain/admin-actions.ts";
import type { CameFrom } from "#domain/analytics.ts";
import { textDirection } from "#domain/i18n/locales.ts";
import { CameFromLine } from "./came-from.tsx";
import { formatDate, formatDateTime, formatDateTimeIn, formatLanguage } from "./format.ts";
import { useResultToast } from "./record-actions.tsx";
import { StatCard, StatGrid } from "./stat-card.tsx";
import { adminHref } from "./tabs.ts";

export type BookingsData = {
  when: "upcoming" | "past";
  bookings: Array<BookingView & { cameFrom: CameFrom | null }>;
  counts: { upcoming: number; total: number };
  blocks: {
    id: string;
    fromDate: string;
    toDate: string;
    note: string | null;
    /** Why the stored days cannot be a block (written before they were checked): shown as typed, to unblock. */
    problem: string | null;
    booked: { id: string; name: string; start: Date }[];
  }[];
  /** The first and last day a new block may cover (a year back, two years ahead). */
  blockDays: { earliest: string; latest: string };
  feedCreatedAt: Date | null;
  /** The availability's zone (where the owner works): every time in the tab is on its clock. */
  ownerTimeZone: string;
  /** The connected calendars whose busy times block slots. */
  /** `limits`: what one read of a calendar keeps to, in the owner's words (a calendar beyond them is not read). */
  calendars: { list: CalendarView[]; configured: boolean; staleMinutes: number; limits: string };
};

/**
 * The owner's consultations: upcoming and past bookings (cancel with a message to the visitor),
 * blocked days, and the private calendar feed. Every change is a plain form posting to the /admin
 * action, so it all works without JavaScript; with it, fetchers answer with toasts.
 */
export function BookingsTab({ data }: { data: BookingsData }) {
  return (
    <div className="grid gap-6">
      <StatGrid>
        <StatCard label="Upcoming" value={data.counts.upcoming} detail="Confirmed, not yet held" />
        <StatCard label="Booked in All" value={data.counts.total} detail="Cancelled ones included" />
      </StatGrid>
      <section aria-labelledby="bookings-list-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="bookings-list-heading" className="text-lg font-semibold">
            {data.when === "upcoming" ? "Upcoming consultations" : "Past consultations"}
          </h2>
          <nav aria-label="Which bookings" className="flex gap-2">
            {(["upcoming", "past"] as const).map((when) => (
              <Link
                key={when}
                to={adminHref("bookings", { when: when === "upcoming" ? undefined : when })}
                preventScrollReset
                aria-current={data.when === when ? "page" : undefined}
                className={buttonVariants({ variant: data.when === when ? "default" : "outline", size: "sm" })}
              >
                {when === "upcoming" ? "Upcoming" : "Past"}
              </Link>
            ))}
          </nav>
        </div>
        {data.bookings.length === 0 ? (
          <p className="text-muted-foreground">
            {data.when === "upcoming" ? "No consultations booked yet." : "No past consultations."}
          </p>
        ) : (
          <ul aria-label="Bookings" className="grid gap-3">
            {data.bookings.map((booking) => (
              <BookingItem key={booking.id} booking={booking} ownerTimeZone={data.ownerTimeZone} />
            ))}
          </ul>
        )}
      </section>
      <ConnectedCalendars calendars={data.calendars} />
      <BlockedDays blocks={data.blocks} blockDays={data.blockDays} ownerTimeZone={data.ownerTimeZone} />
      <CalendarFeed createdAt={data.feedCreatedAt} />
    </div>
  );
}

function BookingItem({
  booking,
  ownerTimeZone,
}: {
  booking: BookingView & { cameFrom: CameFrom | null };
  ownerTimeZone: string;
}) {
  const headingId = `booking-${booking.id}`;
  const cancelled = booking.status === "cancelled";
  const upcoming = !cancelled && new Date(booking.start).getTime() > Date.now();
  return (
    <li aria-labelledby={headingId} className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            <span dir="auto">{booking.name}</span>: {booking.typeTitle}
          </h3>
          <p className="text-sm text-muted-foreground">
            <a href={`mailto:${booking.email}`} className="underline-offset-4 hover:underline" dir="ltr">
              {booking.email}
            </a>
            {booking.company ? (
              <>
                {" · "}
                <span dir="auto">{booking.company}</span>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={cancelled ? "outline" : "secondary"}>{cancelled ? "Cancelled" : "Confirmed"}</Badge>
          <Badge variant="outline" title="The language the visitor booked in; their e-mails are in it">
            {formatLanguage(booking.locale)}
          </Badge>
          <span className="text-sm tabular-nums">
            <time dateTime={new Date(booking.start).toISOString()}>
              {formatDateTimeIn(booking.start, ownerTimeZone)}
            </time>
            , {booking.minutes} min
          </span>
        </div>
      </div>
      <p className="mt-3 text-sm whitespace-pre-line break-words" dir="auto">
        {booking.topic}
      </p>
      {booking.answers.length > 0 ? (
        <dl className="mt-2 grid gap-1 text-sm">
          {booking.answers.map((answer) => (
            <div key={answer.id}>
              <dt className="font-medium" dir="auto">
                {answer.label}
              </dt>
              <dd className="whitespace-pre-line break-words text-muted-foreground" dir="auto">
                {answer.answer}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <CameFromLine cameFrom={booking.cameFrom} />
      <p className="mt-1 text-xs text-muted-foreground">
        Visitor's time zone: {booking.timeZone}. Their e-mails are in {formatLanguage(booking.locale)}. Booked{" "}
        {formatDateTimeIn(booking.createdAt, ownerTimeZone)}.
        {cancelled && booking.cancelledAt
          ? ` Cancelled ${formatDateTimeIn(booking.cancelledAt, ownerTimeZone)} by the ${booking.cancelledBy ?? "visitor"}.`
          : ""}
        {cancelled && booking.cancelMessage ? (
          <>
            {" "}
            {booking.cancelledBy === "owner" ? "Your message: " : "Their reason: "}
            <bdi>{booking.cancelMessage}</bdi>
          </>
        ) : null}
      </p>
      {upcoming ? <MoveBooking booking={booking} headingId={headingId} ownerTimeZone={ownerTimeZone} /> : null}
      {upcoming ? <CancelBooking booking={booking} headingId={headingId} /> : null}
    </li>
  );
}

/**
 * The message box of a mail to one visitor is in their language: an Arabic booking's box is right to
 * left (and says it is Arabic), so the owner's Arabic reads as it will in the mail.
 */
const visitorsLanguage = (booking: BookingView) => ({ lang: booking.locale, dir: textDirection(booking.locale) });

/** The owner moves a booking to a time on their own clock; the visitor gets the updated invitation in their language. */
function MoveBooking({
  booking,
  headingId,
  ownerTimeZone,
}: {
  booking: BookingView;
  headingId: string;
  ownerTimeZone: string;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  const whenId = `booking-${booking.id}-when`;
  const messageId = `booking-${booking.id}-move-message`;
  const place = ownerTimeZone.split("/").at(-1)?.replace(/_/g, " ") ?? ownerTimeZone;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-muted-foreground hover:text-foreground">
        Move this consultation…
      </summary>
      <fetcher.Form method="post" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value="booking-move" />
        <input type="hidden" name="id" value={booking.id} />
        <Label htmlFor={whenId}>New day and time ({place} time)</Label>
        <Input id={whenId} name="when" type="datetime-local" step={1800} required className="w-60" />
        <Label htmlFor={messageId}>Message with the new time (optional)</Label>
        <Textarea id={messageId} name="message" rows={2} maxLength={5000} {...visitorsLanguage(booking)} />
        <div>
          <Button type="submit" size="sm" aria-describedby={headingId} disabled={fetcher.state !== "idle"}>
            Move and send the new invitation
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}

function CancelBooking({ booking, headingId }: { booking: BookingView; headingId: string }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  const messageId = `booking-${booking.id}-message`;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-muted-foreground hover:text-foreground">
        Cancel this consultation…
      </summary>
      <fetcher.Form method="post" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value="booking-cancel" />
        <input type="hidden" name="id" value={booking.id} />
        <Label htmlFor={messageId}>Message to {booking.name} (optional)</Label>
        <Textarea id={messageId} name="message" rows={3} maxLength={5000} {...visitorsLanguage(booking)} />
        <div>
          <Button
            type="submit"
            variant="destructive"
            size="sm"
            aria-describedby={headingId}
            disabled={fetcher.state !== "idle"}
          >
            Cancel and notify
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}

function BlockedDays({
  blocks,
  blockDays,
  ownerTimeZone,
}: {
  blocks: BookingsData["blocks"];
  blockDays: BookingsData["blockDays"];
  ownerTimeZone: string;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  return (
    <section aria-labelledby="blocked-days-heading" className="rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="blocked-days-heading" className="text-lg font-semibold">
        Blocked days
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Days off beyond your usual working week and holidays (leave, travel). Bookings already made on them stay until
        you cancel them: each block lists its bookings and can cancel them with one message.
      </p>
      {blocks.length > 0 ? (
        <ul aria-label="Blocked days" className="mt-3 grid gap-2">
          {blocks.map((block) => (
            <li
              key={block.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
            >
              {block.problem ? (
                <span>
                  <bdi>{block.fromDate}</bdi> – <bdi>{block.toDate}</bdi>
                  {block.note ? <span className="text-muted-foreground" dir="auto">{` · ${block.note}`}</span> : null}
                  <span className="block font-medium text-error">
                    Not a valid block. {block.problem}. Unblock it, then block the days again.
                  </span>
                </span>
              ) : (
                <span>
                  {formatDate(`${block.fromDate}T12:00:00Z`)}
                  {block.toDate !== block.fromDate ? ` – ${formatDate(`${block.toDate}T12:00:00Z`)}` : ""}
                  {block.note ? <span className="text-muted-foreground" dir="auto">{` · ${block.note}`}</span> : null}
                </span>
              )}
              <UnblockButton id={block.id} />
              {block.booked.length > 0 ? <BookedOnBlock block={block} ownerTimeZone={ownerTimeZone} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="booking-block" />
        <div className="grid gap-1">
          <Label htmlFor="block-from">First day</Label>
          <Input
            id="block-from"
            name="from"
            type="date"
            required
            min={blockDays.earliest}
            max={blockDays.latest}
            className="w-44"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="block-to">Last day (optional)</Label>
          <Input id="block-to" name="to" type="date" min={blockDays.earliest} max={blockDays.latest} className="w-44" />
        </div>
        <div className="grid min-w-48 flex-1 gap-1">
          <Label htmlFor="block-note">Note (optional)</Label>
          <Input id="block-note" name="note" maxLength={200} />
        </div>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          Block
        </Button>
      </fetcher.Form>
    </section>
  );
}

/** The bookings still on a blocked day, with one form to cancel them all (each visitor told, in their language). */
function BookedOnBlock({ block, ownerTimeZone }: { block: BookingsData["blocks"][number]; ownerTimeZone: string }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  const messageId = `block-${block.id}-message`;
  const count = block.booked.length;
  return (
    <div className="basis-full rounded-md bg-muted/50 p-2">
      <p>{count === 1 ? "Still booked on these days:" : `${count} consultations still booked on these days:`}</p>
      <ul className="mt-1 grid gap-1 text-muted-foreground">
        {block.booked.map((booking) => (
          <li key={booking.id}>
            <bdi>{booking.name}</bdi>,{" "}
            <time dateTime={new Date(booking.start).toISOString()}>
              {formatDateTimeIn(booking.start, ownerTimeZone)}
            </time>
          </li>
        ))}
      </ul>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium text-muted-foreground hover:text-foreground">
          {count === 1 ? "Cancel it…" : `Cancel these ${count}…`}
        </summary>
        <fetcher.Form method="post" className="mt-2 grid gap-2">
          <input type="hidden" name="intent" value="booking-cancel-blocked" />
          <input type="hidden" name="id" value={block.id} />
          <Label htmlFor={messageId}>Message to each visitor (optional)</Label>
          {/* To each visitor, in whatever language they booked in: the box follows what is typed. */}
          <Textarea id={messageId} name="message" rows={2} maxLength={5000} dir="auto" />
          <div>
            <Button type="submit" variant="destructive" size="sm" disabled={fetcher.state !== "idle"}>
              {count === 1 ? "Cancel and notify" : `Cancel ${count} and notify`}
            </Button>
          </div>
        </fetcher.Form>
      </details>
    </div>
  );
}

function UnblockButton({ id }: { id: string }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="booking-unblock" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        Unblock
      </Button>
    </fetcher.Form>
  );
}

function CalendarFeed({ createdAt }: { createdAt: Date | null }) {
  const fetcher = useFetcher<AdminActionResult & { feedUrl?: string }>();
  useResultToast(fetcher.data);
  const feedUrl = fetcher.data && "feedUrl" in fetcher.data ? fetcher.data.feedUrl : undefined;
  return (
    <section aria-labelledby="calendar-feed-heading" className="rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="calendar-feed-heading" className="text-lg font-semibold">
        Calendar feed
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        A private address (.ics) to subscribe to from Google Calendar, Outlook or Apple Calendar. Anyone with it sees
        your bookings, so it is shown once; a new address replaces the old one.
        {createdAt ? ` The current address was made ${formatDateTime(createdAt)}.` : " There is no feed address now."}
      </p>
      {feedUrl ? (
        <div className="mt-3 grid gap-1">
          <Label htmlFor="feed-url">Your feed address (copy it now)</Label>
          <Input id="feed-url" readOnly value={feedUrl} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="booking-feed-renew" />
          <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
            {createdAt ? "Make a new address" : "Make a feed address"}
          </Button>
        </fetcher.Form>
        {createdAt ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="booking-feed-revoke" />
            <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
              Revoke
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The owner's calendars whose busy times block slots: a secret ICS address (Google, Outlook, iCloud,
 * Proton) or a CalDAV account (Fastmail, Nextcloud, iCloud, Radicale). Addresses and passwords are
 * stored encrypted and never shown again; each calendar says when it was last read, how many busy
 * times it gave and, in plain words, what went wrong.
 */
function ConnectedCalendars({ calendars }: { calendars: BookingsData["calendars"] }) {
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
