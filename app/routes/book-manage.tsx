import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { CalendarGrid, type LinkTo, SlotChoices, ZoneForm } from "#app/components/booking/calendar.tsx";
import {
  Calendar,
  CalendarCheck,
  CircleAlert,
  CircleX,
  Download,
  ExternalLink,
  LoaderCircle,
} from "#app/components/icons.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { bookingCalendar, bookingTimes } from "#app/lib/booking-calendar.server.ts";
import { type BookingFormResult, bookingFailure, echoValues } from "#app/lib/booking-form.server.ts";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { localizedContent } from "#content/localized.server.ts";
import { googleCalendarUrl, outlookCalendarUrl } from "#domain/booking/calendar-links.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { declaredQuery, type RouteFacts } from "#domain/route-facts.ts";
import { visitorCancelReason } from "#domain/schemas/booking.ts";
import type { Route } from "./+types/book-manage";

/** Its buttons post the e-mailed token: the token-link rate limit. It reads the token, its states and the calendar's. */
export const handle = {
  postLimit: "tokenLink",
  cacheQuery: ["token", "booked", "moved", "tz", "from", "date"],
} satisfies RouteFacts;

// The address carries the booking's secret: keep it out of every cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Your consultation" },
  { name: "robots", content: "noindex" },
];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/**
 * The page a booking's e-mails link to (`/book/manage?token=…`), and the confirmation page after
 * booking (`&booked=1`). GET only shows: cancelling and moving are buttons that POST, so a mail
 * scanner following the link changes nothing. An unknown or tampered token is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const locale = localeFromPath(url.pathname);
  const { services } = getAppContext(context);
  const t = createTranslator(locale, CATALOGUE.booking[locale]);
  const i18n = pageI18n(locale, { messages: ["booking", "forms"] });
  // A trapped bot's booking (server/services/intake/decoys.ts) shows as a real one does.
  const { bookings, intake } = services;
  const booking = (await bookings.findByToken(tokenOf(request))) ?? (await intake.decoys.find(tokenOf(request)));
  if (!booking) return data({ title: t("manage.invalidTitle"), booking: null, i18n }, { status: 404 });
  const type = localizedContent("consultationTypes", locale).find((item) => item.id === booking.typeId);
  const times = bookingTimes(booking.start, booking.timeZone, locale);
  const token = tokenOf(request);
  // Add to calendar: the event in the visitor's language, whether or not the e-mail has come.
  const event =
    booking.status === "confirmed"
      ? ((await bookings.calendarEventByToken(token)) ?? (await intake.decoys.calendarEvent(token)))
      : null;
  const changeable = booking.status === "confirmed" && booking.start.getTime() > Date.now();
  return {
    title: t("manage.title"),
    i18n,
    booking: {
      title: type?.title ?? booking.typeTitle,
      minutes: booking.minutes,
      email: booking.email,
      topic: booking.topic,
      status: booking.status,
      started: booking.status === "confirmed" && !changeable,
      ...times,
    },
    // Only with SMTP configured does the page promise an e-mail; otherwise it says what happens instead.
    mailConfigured: services.mailConfigured,
    addToCalendar: event
      ? {
          ics: localizePath(`/book/manage/invite.ics?token=${encodeURIComponent(token)}`, locale),
          google: googleCalendarUrl(event),
          outlook: outlookCalendarUrl(event),
        }
      : null,
    state: params.get("booked") === "1" ? ("booked" as const) : params.get("moved") === "1" ? ("moved" as const) : null,
    calendar: changeable
      ? await bookingCalendar(services, {
          type: booking.typeId,
          timeZone: params.get("tz") ?? booking.timeZone,
          // Opens on the booked day (its own time is free to it), not on the first free one.
          from: params.get("from") ?? times.date,
          date: params.get("date") ?? times.date,
          except: booking.id,
          locale,
        })
      : null,
  };
}

/** "cancel" or "move" (with a new `start`), then back to this page; a refusal keeps the choice shown. */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const token = tokenOf(request);
  const { bookings, intake } = getAppContext(context).services;
  const form = await request.formData();
  const back = (extra: string) => localizePath(`/book/manage?token=${encodeURIComponent(token)}${extra}`, locale);
  const cancelling = form.get("intent") === "cancel";
  const start = String(form.get("start") ?? "");
  try {
    // A trapped bot's booking (a decoy, server/services/intake/decoys.ts) is cancelled and moved as a
    // real one is, with the same checks and nothing sent.
    if (cancelling ? await intake.decoys.cancel(token) : await intake.decoys.move(token, start))
      return redirect(back(cancelling ? "" : "&moved=1"));
    if (cancelling) {
      const reason = visitorCancelReason.safeParse(form.get("reason") ?? undefined);
      await bookings.cancelByToken(token, reason.success ? reason.data : null);
      return redirect(back(""));
    }
    await bookings.rescheduleByToken(token, start);
    return redirect(back("&moved=1"));
  } catch (error) {
    const { result, status } = bookingFailure(error);
    return data<BookingFormResult>({ ...result, values: echoValues(form, ["start"]) }, { status });
  }
}

export default function BookManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("booking");
  const localize = useLocalize();
  const location = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const result = actionData as BookingFormResult | undefined;

  if (!loaderData.booking) {
    return (
      <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pt-28 pb-20 sm:px-6">
        <div className="w-full max-w-lg rounded-xl border bg-card p-8 text-center sm:p-10">
          <CircleX className="mx-auto size-12 text-primary" aria-hidden="true" />
          <h1 className="mt-5 text-2xl font-bold tracking-tight">{t("manage.invalidTitle")}</h1>
          <p className="mt-3 text-muted-foreground">{t("manage.invalidText")}</p>
          <Link to={localize("/book")} className={buttonVariants({ size: "lg", className: "mt-8" })}>
            {t("manage.bookAnother")}
          </Link>
        </div>
      </main>
    );
  }

  const { booking, calendar, state, mailConfigured, addToCalendar } = loaderData;
  const cancelled = booking.status === "cancelled";
  const heading = cancelled
    ? t("manage.cancelledTitle")
    : state === "booked"
      ? t("manage.bookedTitle")
      : state === "moved"
        ? t("manage.movedTitle")
        : t("manage.title");
  // The calendar's links keep the parameters the page reads, never a shared link's others.
  const params = new URLSearchParams(declaredQuery(location.search, handle.cacheQuery));
  const linkTo: LinkTo = (change) => {
    const next = new URLSearchParams(params);
    next.delete("booked");
    next.delete("moved");
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `${location.pathname}?${next.toString()}`;
  };
  const error = result?.errors.start ?? result?.errors.form;
  const problem = error
    ? "problem" in error
      ? t(`problem.${error.problem}` as "problem.taken")
      : error.message
    : null;

  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl space-y-8">
        <section className="rounded-xl border bg-card p-8 sm:p-10">
          {cancelled ? (
            <CircleX className="size-12 text-muted-foreground" aria-hidden="true" />
          ) : (
            <CalendarCheck className="size-12 text-primary" aria-hidden="true" />
          )}
          <h1 className="mt-5 text-3xl font-bold tracking-tight">{heading}</h1>
          {state && !cancelled ? (
            <p role="status" className="mt-3 text-muted-foreground">
              {t(
                state === "booked"
                  ? mailConfigured
                    ? "manage.bookedText"
                    : "manage.bookedTextNoMail"
                  : mailConfigured
                    ? "manage.movedText"
                    : "manage.movedTextNoMail",
                { email: booking.email },
              )}
            </p>
          ) : null}
          {cancelled ? <p className="mt-3 text-muted-foreground">{t("manage.cancelledText")}</p> : null}
          <dl className="mt-6 grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            <dt className="font-medium">{booking.title}</dt>
            <dd className="text-muted-foreground">{t("types.minutes", { minutes: booking.minutes })}</dd>
            <dt className="font-medium">{t("manage.when")}</dt>
            <dd className={cancelled ? "text-muted-foreground line-through" : undefined}>{booking.when}</dd>
            {booking.ownerWhen ? (
              <>
                <dt className="font-medium">{t("manage.ownerWhen")}</dt>
                <dd className="text-muted-foreground">{booking.ownerWhen}</dd>
              </>
            ) : null}
            <dt className="font-medium">{t("manage.topic")}</dt>
            <dd className="whitespace-pre-line break-words" dir="auto">
              {booking.topic}
            </dd>
          </dl>
          {addToCalendar ? <AddToCalendar links={addToCalendar} /> : null}
          {cancelled ? (
            <Link to={localize("/book")} className={buttonVariants({ size: "lg", className: "mt-8" })}>
              <Calendar aria-hidden="true" />
              {t("manage.bookAnother")}
            </Link>
          ) : null}
          {booking.started ? <p className="mt-6 text-muted-foreground">{t("manage.started")}</p> : null}
        </section>

        {problem ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-error/50 p-3 text-sm font-medium text-error"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {problem}
          </p>
        ) : null}

        {calendar ? (
          <>
            <section aria-labelledby="manage-move-heading" className="grid gap-6 rounded-xl border bg-card p-6 sm:p-8">
              <h2 id="manage-move-heading" className="text-xl font-semibold">
                {t("manage.moveHeading")}
              </h2>
              <ZoneForm calendar={calendar} hidden={{ token: params.get("token") ?? "" }} />
              <CalendarGrid calendar={calendar} linkTo={linkTo} selected={calendar.selected?.date ?? null} />
              <Form method="post" preventScrollReset className="grid gap-4">
                <input type="hidden" name="intent" value="move" />
                <SlotChoices calendar={calendar} chosen={result?.values.start} />
                <div>
                  <Button type="submit" disabled={Boolean(submitting) || !calendar.selected}>
                    {submitting === "move" ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                    {t("manage.moveButton")}
                  </Button>
                </div>
              </Form>
            </section>
            <section aria-labelledby="manage-cancel-heading" className="rounded-xl border bg-card p-6 sm:p-8">
              <h2 id="manage-cancel-heading" className="text-xl font-semibold">
                {t("manage.cancelHeading")}
              </h2>
              <p className="mt-2 text-muted-foreground">{t("manage.cancelText")}</p>
              <Form method="post" preventScrollReset className="mt-4 grid gap-3">
                <input type="hidden" name="intent" value="cancel" />
                <div className="grid gap-2">
                  <Label htmlFor="manage-cancel-reason">{t("manage.cancelReason")}</Label>
                  <Textarea id="manage-cancel-reason" name="reason" rows={2} maxLength={2000} dir="auto" />
                </div>
                <div>
                  <Button type="submit" variant="destructive" disabled={Boolean(submitting)}>
                    {submitting === "cancel" ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                    {t("manage.cancelButton")}
                  </Button>
                </div>
              </Form>
            </section>
          </>
        ) : null}
      </div>
    </main>
  );
}

/** Download .ics, Google Calendar, Outlook: the meeting in the visitor's calendar without waiting for mail. */
function AddToCalendar({ links }: { links: { ics: string; google: string; outlook: string } }) {
  const t = useT("booking");
  const external = "noopener noreferrer";
  return (
    <section aria-labelledby="add-to-calendar-heading" className="mt-6">
      <h2 id="add-to-calendar-heading" className="font-semibold">
        {t("addToCalendar.heading")}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* A plain link: the file is a download, not a page for the router to render. */}
        <a href={links.ics} download="consultation.ics" className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" />
          {t("addToCalendar.ics")}
        </a>
        {(["google", "outlook"] as const).map((calendar) => (
          <a
            key={calendar}
            href={links[calendar]}
            target="_blank"
            rel={external}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t(`addToCalendar.${calendar}`)}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> {t("addToCalendar.newTab")}</span>
          </a>
        ))}
      </div>
    </section>
  );
}
