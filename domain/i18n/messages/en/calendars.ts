/**
 * Server-only: why a connected calendar could not be read, and the limits a read keeps, in words the
 * owner can act on (server/services/calendars.ts stores the key and its values, the admin says them).
 */
export default {
  limits:
    "Limits of a read: at most {events} events in the calendar, {busy} busy times in the bookable weeks, and {steps} repeats of one repeating event up to the end of those weeks; a read that takes longer than {seconds} seconds is stopped. A calendar beyond a limit is not read, and its last good read stays in use.",
  tooManyEvents:
    "The calendar has {count} events; at most {max} can be read. Connect a smaller calendar (for example one without shared or subscribed calendars), or remove old events.",
  tooManyBusy:
    "The calendar has more than {max} busy times in the bookable weeks, too many to read. Check for invitations added to it automatically, or connect a smaller calendar.",
  tooFrequent:
    "The repeating event “{summary}” repeats more than {max} times up to the end of the bookable weeks (every hour, minute or second). Its busy times could not be read: end or change that event.",
  tooSlow:
    "Reading the calendar took longer than {seconds} seconds and was stopped. It is probably too large: connect a smaller calendar.",
  tooBig: "Reading the calendar needs more memory than this site gives it: connect a smaller calendar.",
  unreadableEvent:
    "The event “{summary}” could not be read (it is written in a way this site does not understand). Remove or recreate that event.",
  notIcs: "The calendar's answer is not an iCalendar file.",
  notCalendar: "The address did not give a calendar (.ics); check it is the secret iCal address.",
  status: "The calendar address answered {status}.",
  statusGone: "The calendar address answered {status}: it may have been reset. Copy the secret address again.",
  tooLarge: "The calendar is larger than {max} MB.",
  refused:
    "That address is refused: calendars are read only from public web addresses (http or https on the usual ports).",
  "fetch.noAddress": "The calendar server {host} has no address.",
  "fetch.unresolved": "The calendar server {host} could not be found.",
  "fetch.timeout": "The calendar server took too long to answer.",
  "fetch.unreachable": "The calendar server could not be reached.",
  "fetch.redirects": "The calendar address sent the request on more than {max} times.",
  "fetch.badRedirect": "The calendar address sent the request on to an invalid address.",
  "fetch.tooLarge": "The calendar server's answer was larger than {max} bytes.",
  "fetch.brokeOff": "The calendar server's answer broke off.",
  signIn: "Could not sign in to the CalDAV server. Check the address, the user name and the app password.",
  list: "Could not list the CalDAV account's calendars.",
  readOne: "Could not read the calendar “{name}” of the CalDAV account.",
  writeRefused: "The CalDAV server refused the booking ({status}).",
  deleteRefused: "The CalDAV server refused to remove the booking ({status}).",
  unwritten: "A booking could not be written to this calendar (it is tried again at each read): {reason}",
  unreadable: "The calendar could not be read.",
  unreadableKey:
    "The saved address can no longer be decrypted: CALENDAR_SECRET_KEY has changed. Remove and add it again.",
  firstRead: "The calendar could not be read: {reason}",
} as const;
