/**
 * The e-mails a visitor receives (server/services/emails.ts), in the language they used on the site.
 * `{owner}` is the owner's name; in HTML every value is escaped, the sentences themselves are ours.
 */
export default {
  "confirm.subject": "Confirm your subscription to {owner}'s newsletter",
  "confirm.title": "Confirm your subscription",
  "confirm.greeting": "Hi {name},",
  "confirm.greetingNoName": "Hi,",
  "confirm.ask": "Please confirm that you want to receive {owner}'s newsletter on FinTech, EdTech and Islamic finance",
  "confirm.button": "Confirm subscription",
  "confirm.openLink": "Or open this link:",
  "confirm.ignore": "If you did not ask for this, ignore this e-mail and you will not hear from us again.",
  "unsubscribe.label": "Unsubscribe",
  "issue.why": "You receive this because you subscribed to {owner}'s newsletter.",
  "issue.test": "Test",
  "welcome.subject": "Welcome to {owner}'s newsletter",
  "welcome.body":
    "Thank you for confirming your subscription. About once a month you will receive notes on FinTech, EdTech and Islamic finance. You can leave at any time with the link at the end of every e-mail.",
} as const;
