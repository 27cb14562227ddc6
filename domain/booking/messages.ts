import { MESSAGES } from "#domain/schemas/lead-rules.ts";

/**
 * What the booking rules say when they refuse something: the API's messages and the pages' (the
 * pages show the server's message). Each names the problem.
 */
export const BOOKING_MESSAGES = {
  taken: "That time was just taken — please choose another",
  unknownType: (id: string) => `Unknown consultation type "${id.slice(0, 40)}": choose one of the listed types`,
  unknownTimeZone: (tz: string) => `Unknown time zone "${tz.slice(0, 64)}": use an IANA name such as Europe/London`,
  start: "The start must be an ISO 8601 date-time with an offset, such as 2026-12-07T09:00:00+04:00",
  past: "That time has already passed — please choose another",
  notice: (hours: number) => `That time is too soon: bookings need at least ${hours} hours' notice`,
  horizon: (days: number) => `That time is too far ahead: bookings open ${days} days in advance`,
  closed: "No consultations on that day — please choose another",
  offGrid: (stepMinutes: number) =>
    `That time is not one of the bookable slots (they start every ${stepMinutes} minutes within opening hours) — please choose one from the list`,
  from: "from must be a date YYYY-MM-DD",
  fromRange: (earliest: string, latest: string) =>
    `from must be a date from ${earliest} to ${latest}: bookings open only that far ahead`,
  days: (max: number) => `days must be a whole number from 1 to ${max}`,
  topic: "Please tell me in a few words what you would like to discuss (at least 5 characters)",
  invalidLink: "This booking link is not valid. Please use the link from your most recent booking e-mail.",
  cancelled: "This booking was cancelled.",
  started: "This consultation has already started and can no longer be changed.",
  unknownBooking: "No such booking.",
  blockDate: (field: "from" | "to") =>
    `${field === "from" ? "First day" : "Last day"}: choose a real date, written YYYY-MM-DD`,
  blockRange: (field: "from" | "to", earliest: string, latest: string, yearsAhead: number) =>
    `${field === "from" ? "First day" : "Last day"}: choose a day from ${earliest} to ${latest} (days can be blocked up to ${yearsAhead} years ahead)`,
  blockOrder: "Last day: choose the first day or a later one",
  full: "That day is fully booked for this kind of consultation — please choose another day",
  calendarBusy: "That time is no longer free in my calendar — please choose another",
  answerRequired: (label: string) => `Please answer "${label.slice(0, 80)}"`,
  answerTooLong: (label: string, max: number) =>
    `The answer to "${label.slice(0, 80)}" must be at most ${max.toLocaleString("en-US")} characters`,
  answerCharacters: (label: string) => `Remove the control characters from the answer to "${label.slice(0, 80)}"`,
  answerChoice: (label: string) => `Choose one of the listed answers to "${label.slice(0, 80)}"`,
} as const;

/** What a page says instead of a server message, in its own language (the `booking` namespace's `problem.*`). */
export type BookingProblem =
  | "taken"
  | "unknownType"
  | "unknownTimeZone"
  | "start"
  | "past"
  | "notice"
  | "horizon"
  | "closed"
  | "offGrid"
  | "name"
  | "email"
  | "topic"
  | "full"
  | "calendarBusy"
  | "answerRequired"
  | "answerTooLong"
  | "answerChoice"
  | "answerCharacters";

/** The problem a server message names, or null for one the pages show as it is. */
export function bookingProblem(message: string): BookingProblem | null {
  const exact: Record<string, BookingProblem> = {
    [BOOKING_MESSAGES.taken]: "taken",
    [BOOKING_MESSAGES.start]: "start",
    [BOOKING_MESSAGES.past]: "past",
    [BOOKING_MESSAGES.closed]: "closed",
    [BOOKING_MESSAGES.topic]: "topic",
    [BOOKING_MESSAGES.full]: "full",
    [BOOKING_MESSAGES.calendarBusy]: "calendarBusy",
    [MESSAGES.name]: "name",
    [MESSAGES.email]: "email",
  };
  if (exact[message]) return exact[message];
  if (message.startsWith("Unknown consultation type")) return "unknownType";
  if (message.startsWith("Unknown time zone")) return "unknownTimeZone";
  if (message.startsWith("That time is too soon")) return "notice";
  if (message.startsWith("That time is too far ahead")) return "horizon";
  if (message.startsWith("That time is not one of the bookable slots")) return "offGrid";
  if (message.startsWith("Please answer ")) return "answerRequired";
  if (message.startsWith("The answer to ")) return "answerTooLong";
  if (message.startsWith("Choose one of the listed answers")) return "answerChoice";
  if (message.startsWith("Remove the control characters from the answer")) return "answerCharacters";
  return null;
}
