import { Form, Link } from "react-router";
import { ChevronLeft, ChevronRight } from "#app/components/icons.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import type { BookingCalendar } from "#app/lib/booking-calendar.server.ts";
import { useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";
import { isolate } from "#domain/booking/format.ts";

/** Builds the page's address with some query parameters changed (null removes one). */
export type LinkTo = (change: Record<string, string | null>) => string;

/**
 * The visitor's time zone as a GET form: without JavaScript it is how the zone is chosen; with it, the
 * page first switches to the browser's zone (see the booking page) and the select still changes it.
 */
export function ZoneForm({ calendar, hidden }: { calendar: BookingCalendar; hidden: Record<string, string> }) {
  const t = useT("booking");
  return (
    <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-64 flex-1 space-y-2">
        <Label htmlFor="book-tz">{t("zone.label")}</Label>
        <NativeSelect id="book-tz" name="tz" defaultValue={calendar.timeZone} key={calendar.timeZone}>
          {calendar.zones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        {t("zone.update")}
      </Button>
    </Form>
  );
}

/** Four weeks on the visitor's clock: days with free times are links, the others are not. */
export function CalendarGrid({
  calendar,
  linkTo,
  selected,
}: {
  calendar: BookingCalendar;
  linkTo: LinkTo;
  selected: string | null;
}) {
  const t = useT("booking");
  return (
    <section aria-labelledby="book-day-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="book-day-heading" className="text-lg font-semibold">
          {t("calendar.heading")} <span className="font-normal text-muted-foreground">· {calendar.month}</span>
        </h2>
        <div className="flex gap-2">
          {calendar.earlier ? (
            <Link
              to={linkTo({ from: calendar.earlier, date: null })}
              preventScrollReset
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
              {t("calendar.earlier")}
            </Link>
          ) : null}
          {calendar.later ? (
            <Link
              to={linkTo({ from: calendar.later, date: null })}
              preventScrollReset
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {t("calendar.later")}
              <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-sm">
        {calendar.weekdays.map((day) => (
          <span key={day} aria-hidden="true" className="py-1 text-xs font-medium text-muted-foreground">
            {day}
          </span>
        ))}
        {calendar.days.map((day) =>
          day.free > 0 ? (
            <Link
              key={day.date}
              to={linkTo({ date: day.date })}
              preventScrollReset
              // aria-current="date" is today (WAI-ARIA); the chosen day says so in its name.
              aria-label={t(day.date === selected ? "calendar.chosen" : "calendar.free", { date: day.label })}
              aria-current={day.today ? "date" : undefined}
              data-date={day.date}
              className={cn(
                "rounded-md border py-2 font-semibold transition-colors hover:border-primary hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-ring",
                day.date === selected
                  ? "border-primary bg-primary text-primary-foreground hover:bg-primary"
                  : "bg-card",
                day.today && "underline decoration-2 underline-offset-4",
              )}
            >
              {day.shortLabel}
            </Link>
          ) : (
            <span
              key={day.date}
              title={day.label}
              aria-current={day.today ? "date" : undefined}
              className={cn(
                "rounded-md py-2 text-muted-foreground",
                day.past && "line-through",
                day.today && "underline decoration-2 underline-offset-4",
              )}
            >
              <span aria-hidden="true">{day.shortLabel}</span>
              <span className="sr-only">{day.label}</span>
            </span>
          ),
        )}
      </div>
      {calendar.days.every((day) => day.free === 0) ? (
        <p className="text-sm text-muted-foreground">{t("calendar.none")}</p>
      ) : null}
    </section>
  );
}

/** The chosen day's free times as radio buttons (arrow keys move between them), Dubai's time beside each. */
export function SlotChoices({
  calendar,
  chosen,
  error,
}: {
  calendar: BookingCalendar;
  chosen?: string;
  error?: string;
}) {
  const t = useT("booking");
  const day = calendar.selected;
  if (!day) return <p className="text-sm text-muted-foreground">{t("slots.pickDay")}</p>;
  return (
    <fieldset aria-describedby={error ? "book-start-error" : undefined} className="space-y-3">
      <legend className="text-lg font-semibold">{t("slots.heading", { date: day.label })}</legend>
      <p className="text-sm text-muted-foreground">
        {t(calendar.sameAsOwner ? "zone.noteSame" : "zone.note", { zone: calendar.zoneName })}
      </p>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {day.slots.map((slot) => (
          <label
            key={slot.start}
            className="flex cursor-pointer items-center gap-3 rounded-md border bg-card p-3 has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name="start"
              value={slot.start}
              required
              defaultChecked={chosen === slot.start}
              className="size-4 accent-primary"
            />
            <span className="grid">
              {/* Isolated in the page's direction: forcing LTR put the Arabic day period and the dash on the wrong side. */}
              <bdi className="justify-self-start font-medium" data-slot-time>
                {slot.time}
              </bdi>
              {slot.ownerTime ? (
                <span className="text-xs text-muted-foreground">
                  {t("slots.owner", { time: isolate(slot.ownerTime) })}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="book-start-error" className="text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
