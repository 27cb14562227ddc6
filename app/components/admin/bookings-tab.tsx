import { Link, useFetcher } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { BookingView } from "#app/lib/server-types.ts";
import type { AdminActionResult } from "#domain/admin-actions.ts";
import type { CameFrom } from "#domain/analytics.ts";
import { textDirection } from "#domain/i18n/locales.ts";
import { CameFromLine } from "./came-from.tsx";
import { type CalendarsData, ConnectedCalendars } from "./connected-calendars.tsx";
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
  calendars: CalendarsData;
};

/**
 * The owner's consultations: upcoming and past bookings (cancel with a message to the visitor),
 * blocked days, the connected calendars (connected-calendars.tsx) and the private calendar feed. Every
 * change is a plain form posting to the Bookings section's action, so it all works without JavaScript; with it, fetchers answer with toasts.
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
