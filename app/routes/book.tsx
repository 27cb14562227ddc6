import { type ComponentProps, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { CalendarGrid, type LinkTo, SlotChoices, ZoneForm } from "#app/components/booking/calendar.tsx";
import { FormField, HoneypotField, SubmissionKeyField } from "#app/components/form-field.tsx";
import { CircleAlert, Clock, LoaderCircle } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { bookingCalendar } from "#app/lib/booking-calendar.server.ts";
import { type BookingFormResult, bookingPageErrors } from "#app/lib/booking-form.server.ts";
import { getAppContext } from "#app/lib/context.ts";
import { retryAfter } from "#app/lib/forms.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.tsx";
import { takePageForm } from "#app/lib/intake.server.ts";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { useSubmissionKey } from "#app/lib/submission-key.ts";
import { cn } from "#app/lib/utils.ts";
import { localizedContent } from "#content/localized.server.ts";
import { answerField } from "#domain/booking/answers.ts";
import { type BookingQuestion, QUESTION_LIMITS } from "#domain/booking/slots.ts";
import { isTimeZone } from "#domain/booking/zone.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localeFromPath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { declaredQuery, type RouteFacts } from "#domain/route-facts.ts";
import { BOOKING_LIMITS } from "#domain/schemas/booking.ts";
import { LIMITS } from "#domain/schemas/lead-rules.ts";
import type { Route } from "./+types/book";

const FORM_ID = "book";

/**
 * Its form is the declared `booking` form (the intake limits it, per form, on both doors); the
 * calendar reads its type, zone, week and day and the topic a button came from (the page itself is
 * never stored: no-store below).
 */
export const handle = {
  intake: ["booking"],
  cacheQuery: ["type", "tz", "from", "date", "topic"],
} as const satisfies RouteFacts;

// Free times change with every booking: the page is never kept by a cache.
// Over the form's limit the page comes back with `Retry-After`.
export const headers: Route.HeadersFunction = (args) => ({ "Cache-Control": "no-store", ...retryAfter(args) });

/** The service or solution a "Request Consultation" button came from (`?topic=<id>`), by its title in the page's language. */
function topicTitle(id: string | null, locale: Locale): string | null {
  if (!id) return null;
  const { items: services } = localizedContent("services", locale);
  const { items: solutions } = localizedContent("solutions", locale);
  return services.find((s) => s.id === id)?.title ?? solutions.find((s) => s.id === id)?.title ?? null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const locale = localeFromPath(url.pathname);
  const { services } = getAppContext(context);
  const types = localizedContent("consultationTypes", locale);
  const type = types.find((t) => t.id === params.get("type")) ?? types[0]!;
  const t = createTranslator(locale, CATALOGUE.booking[locale]);
  const calendar = await bookingCalendar(services, {
    type: type.id,
    timeZone: params.get("tz"),
    from: params.get("from"),
    date: params.get("date"),
    locale,
  });
  const title = topicTitle(params.get("topic"), locale);
  return {
    title: t("page.title"),
    intro: t("page.intro"),
    types: types.map(({ id, title, minutes, description }) => ({ id, title, minutes, description })),
    type: type.id,
    /** The chosen type's questions, in the page's language. */
    questions: type.questions ?? [],
    calendar,
    /** Whether the address named the zone (else the browser's zone replaces the owner's default). */
    zoneChosen: isTimeZone(params.get("tz")),
    topic: title ? t("form.topicFrom", { title }) : "",
    i18n: pageI18n(locale, { messages: ["booking", "forms"] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const title = loaderData?.title ?? "Book a consultation";
  if (!site) return [{ title }];
  return pageMeta(site, {
    title: `${title} | ${site.ownerName}`,
    description: loaderData?.intro ?? title,
    path: location.pathname,
  });
};

/**
 * The booking form, with and without JavaScript (React Router's Form posts here either way): the
 * declared `booking` form (server/services/intake/forms.ts), taken by the intake as `POST
 * /api/booking` is. The service refuses a taken time with 409. Refused or over the limit, the page
 * shows the problem and keeps every answer; booked, the visitor lands on the booking's own page.
 */
export const action = (args: Route.ActionArgs) => takePageForm(args, handle.intake, bookingPageErrors);

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("booking");
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { calendar, types, type } = loaderData;
  // The calendar's links keep the parameters the page reads, never a shared link's others.
  const params = new URLSearchParams(declaredQuery(location.search, handle.cacheQuery));
  const linkTo: LinkTo = (change) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!next.has("tz")) next.set("tz", calendar.timeZone);
    return `${location.pathname}?${next.toString()}`;
  };

  // With JavaScript, show the times in the browser's zone straight away (the address then names it).
  // Once per visit to the page: the effect must not start a navigation on every render while one runs.
  const detected = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the page first renders with no zone named
  useEffect(() => {
    if (detected.current || loaderData.zoneChosen) return;
    detected.current = true;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && zone !== calendar.timeZone && isTimeZone(zone)) {
      navigate(linkTo({ tz: zone }), { replace: true, preventScrollReset: true });
    }
  }, [loaderData.zoneChosen]);

  const result = actionData as BookingFormResult | undefined;
  // Made in the browser, anew for each answer: without JavaScript the page door makes one of the answers.
  const submissionKey = useSubmissionKey(actionData);
  const problem = (field: string) => {
    const error = result?.errors[field];
    if (!error) return undefined;
    return "problem" in error ? t(`problem.${error.problem}` as "problem.taken") : error.message;
  };
  const formProblem = problem("start") ?? problem("type") ?? problem("timeZone") ?? problem("form");
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const values = result?.values ?? {};
  const hidden = Object.fromEntries(
    (["type", "from", "date", "topic"] as const).flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  );

  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl space-y-10">
        <header className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{loaderData.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{loaderData.intro}</p>
        </header>

        <section aria-labelledby="book-type-heading" className="space-y-4">
          <h2 id="book-type-heading" className="text-lg font-semibold">
            {t("types.heading")}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {types.map((item) => (
              <li key={item.id}>
                <Link
                  to={linkTo({ type: item.id, date: null })}
                  preventScrollReset
                  aria-current={item.id === type ? "true" : undefined}
                  className={cn(
                    "block h-full rounded-xl border bg-card p-5 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring",
                    item.id === type && "border-primary ring-2 ring-primary/30",
                  )}
                >
                  <span className="flex items-center justify-between gap-3">
                    <span className="font-semibold">{item.title}</span>
                    <span className="flex items-center gap-1 text-sm text-muted-foreground">
                      <Clock className="size-4" aria-hidden="true" />
                      {t("types.minutes", { minutes: item.minutes })}
                    </span>
                  </span>
                  <span className="mt-2 block text-sm leading-relaxed text-muted-foreground">{item.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-6 rounded-xl border bg-card p-6 sm:p-8">
          <ZoneForm calendar={calendar} hidden={hidden} />
          <CalendarGrid calendar={calendar} linkTo={linkTo} selected={calendar.selected?.date ?? null} />
        </div>

        <Form
          method="post"
          preventScrollReset
          id="book-time"
          aria-labelledby="book-details-heading"
          className="grid gap-6 rounded-xl border bg-card p-6 sm:p-8"
        >
          {formProblem ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-md border border-error/50 p-3 text-sm font-medium text-error"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">{t("form.failed")}: </span>
                {formProblem}
              </span>
            </p>
          ) : null}
          <input type="hidden" name="type" value={type} />
          <input type="hidden" name="timeZone" value={calendar.timeZone} />
          <SlotChoices calendar={calendar} chosen={values.start} error={problem("start")} />
          <HoneypotField formId={FORM_ID} />
          <SubmissionKeyField value={submissionKey} />
          <div className="grid gap-4">
            <h2 id="book-details-heading" className="text-lg font-semibold">
              {t("form.heading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("form.required")}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="name"
                label={t("form.name")}
                error={problem("name")}
                required
                autoComplete="name"
                maxLength={LIMITS.name}
                defaultValue={values.name}
                dir="auto"
              />
              <TextField
                name="email"
                label={t("form.email")}
                error={problem("email")}
                required
                type="email"
                autoComplete="email"
                maxLength={LIMITS.email}
                defaultValue={values.email}
                dir="ltr"
              />
            </div>
            <TextField
              name="company"
              label={t("form.company")}
              error={problem("company")}
              autoComplete="organization"
              maxLength={BOOKING_LIMITS.company}
              defaultValue={values.company}
              dir="auto"
            />
            <FormField
              formId={FORM_ID}
              name="topic"
              label={t("form.topic")}
              error={problem("topic")}
              required
              markRequired
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={4}
                  minLength={5}
                  maxLength={BOOKING_LIMITS.topic}
                  placeholder={t("form.topicPlaceholder")}
                  defaultValue={values.topic ?? loaderData.topic}
                  dir="auto"
                />
              )}
            </FormField>
          </div>
          {loaderData.questions.length > 0 ? (
            <fieldset className="grid gap-4">
              <legend className="mb-2 text-lg font-semibold">{t("form.questions")}</legend>
              {loaderData.questions.map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  error={problem(answerField(question.id))}
                  defaultValue={values[answerField(question.id)]}
                />
              ))}
            </fieldset>
          ) : null}
          <div>
            <Button type="submit" size="lg" disabled={submitting || !calendar.selected}>
              {submitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {submitting ? t("form.pending") : t("form.submit")}
            </Button>
          </div>
        </Form>
      </div>
    </main>
  );
}

/** A question the owner asks for this type: a short or long text, or a choice among the owner's options. */
function QuestionField({
  question,
  error,
  defaultValue,
}: {
  question: BookingQuestion;
  error?: string;
  defaultValue?: string;
}) {
  const t = useT("booking");
  const required = question.required === "yes";
  const label = required ? question.label : `${question.label} ${t("form.optional")}`;
  return (
    <FormField
      formId={FORM_ID}
      name={answerField(question.id)}
      label={label}
      error={error}
      required={required}
      markRequired
    >
      {(control) =>
        question.kind === "choice" ? (
          <NativeSelect {...control} defaultValue={defaultValue ?? ""} dir="auto">
            <option value="" disabled={required}>
              {t("form.choose")}
            </option>
            {question.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        ) : question.kind === "long" ? (
          <Textarea {...control} rows={3} maxLength={QUESTION_LIMITS.long} defaultValue={defaultValue} dir="auto" />
        ) : (
          <Input {...control} maxLength={QUESTION_LIMITS.short} defaultValue={defaultValue} dir="auto" />
        )
      }
    </FormField>
  );
}

/** One of the form's one-line fields: its label, the input and the field's problem, if any. */
function TextField({
  name,
  label,
  error,
  required,
  ...input
}: { name: string; label: string; error?: string; required?: boolean } & Omit<
  ComponentProps<typeof Input>,
  "id" | "name" | "required"
>) {
  return (
    <FormField formId={FORM_ID} name={name} label={label} error={error} required={required} markRequired>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  );
}
