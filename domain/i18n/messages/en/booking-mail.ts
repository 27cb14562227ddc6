/**
 * The booking e-mails and calendar invitations a visitor receives (server/services/booking-emails.ts),
 * in the language they booked in. `{type}` is the consultation's title (lower case inside an English
 * sentence), `{owner}` the owner's name; dates come formatted for the language. The owner's own
 * notices and reminders stay in English and use only the `details.*` lines.
 */
export default {
  greeting: "Hi {name},",
  "invitation.subject": "Confirmed: {type} with {owner}",
  "invitation.text": "Your {type} with {owner} is booked. The invitation is attached; add it to your calendar.",
  "moved.subject": "Moved: {type} with {owner}",
  "moved.text": "Your {type} with {owner} has moved to a new time.",
  "moved.byOwner": "{owner} has moved your {type} to a new time.",
  manageEarlier: "To cancel or choose another time, use the link in your confirmation e-mail: it still works.",
  "cancelled.subject": "Cancelled: {type} with {owner}",
  "cancelled.byVisitor": "Your {type} with {owner} is cancelled, as you asked.",
  "cancelled.byOwner": "{owner} had to cancel your {type}.",
  "cancelled.bookAgain": "Book another time:",
  "reminder.subject": "Tomorrow: {type} with {owner}",
  "reminder.text": "A reminder: your {type} with {owner} is tomorrow.",
  manage: "Need to cancel or pick another time?",
  "details.when": "When: {when}",
  "details.whenZone": "When: {when} ({zone})",
  "details.ownerWhen": "       {when} for {owner} ({zone})",
  "details.length": { one: "Length: {count} minute", other: "Length: {count} minutes" },
  "details.where": "Where: {where}",
  "details.topic": "Topic: {topic}",
  "details.noLink": "Online: the meeting link follows by e-mail",
  "event.summary": "{type}: {owner} and {who}",
  "event.join": "Join: {url}",
} as const;
