import { pageField } from "#domain/booking/answers.ts";
import { bookingProblem } from "#domain/booking/messages.ts";
import { DomainError, STATUS_BY_KIND } from "#domain/errors.ts";
import { BOOKING_ECHO_LIMITS } from "#domain/schemas/booking.ts";
import { fieldErrors, MESSAGES } from "#domain/schemas/lead-rules.ts";
import { formIssueText } from "./forms.server.ts";
import type { PageErrors } from "./intake.server.ts";

/** What a booking page's action answers when it cannot do what was asked: problems per field, the visitor's answers. */
export type BookingFormResult = {
  /** Field → a `problem.*` key of the booking namespace, or the server's message when it has no key. */
  errors: Record<string, { problem: string } | { message: string }>;
  values: Record<string, string>;
};

/** Field errors (from the shared schema or the service) as page problems the page words in its language. */
export function bookingErrors(fields: Record<string, string>): BookingFormResult["errors"] {
  const errors: BookingFormResult["errors"] = {};
  for (const [field, message] of Object.entries(fields)) {
    const problem = bookingProblem(message);
    // An answer's problem is named by the input's path; the page shows it beside its own field.
    errors[pageField(field)] = problem ? { problem } : { message };
  }
  return errors;
}

/**
 * How the booking page shows a refused form (app/lib/intake.server.ts): name and e-mail keep their
 * message keys, which the page words as booking problems; the forms namespace words the other
 * schema messages; a service's or the limit's message becomes a problem when it has a key.
 */
export const bookingPageErrors: PageErrors<BookingFormResult["errors"]> = ({ issues, fields, locale }) => {
  if (!issues) return bookingErrors(fields ?? {});
  const forms = formIssueText(locale);
  return bookingErrors(
    fieldErrors(issues, (issue) =>
      issue.message === MESSAGES.name || issue.message === MESSAGES.email ? issue.message : forms(issue),
    ),
  );
};

/** A DomainError the visitor caused (400/409) as the page's answer; anything else is rethrown. */
export function bookingFailure(error: unknown): { result: Pick<BookingFormResult, "errors">; status: number } {
  if (
    !(error instanceof DomainError) ||
    (error.kind !== "invalid" && error.kind !== "conflict" && error.kind !== "not_found")
  )
    throw error;
  return {
    result: { errors: bookingErrors(error.fields ?? { form: error.message }) },
    status: STATUS_BY_KIND[error.kind],
  };
}

/** The answers to show again, each cut to a little over its field's maximum (the page sends them back). */
export function echoValues(
  form: FormData,
  names: readonly (keyof typeof BOOKING_ECHO_LIMITS)[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, BOOKING_ECHO_LIMITS[name]);
  }
  return values;
}
