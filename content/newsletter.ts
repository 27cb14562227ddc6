/**
 * The pages the newsletter e-mails link to. Neither changes anything on GET: each asks for a click.
 * (The signup form's words are the `forms` messages in domain/i18n.)
 */
export const newsletterPages = {
  confirm: {
    title: "Confirm your subscription",
    description: "Confirm your subscription to the newsletter.",
    text: "One more click and you're on the list for monthly notes on FinTech, EdTech and Islamic finance.",
    button: "Confirm subscription",
    done: {
      title: "You're subscribed!",
      text: "Expect about one e-mail a month with lessons from real product launches. Every e-mail has a one-click unsubscribe link.",
    },
    invalid: {
      title: "This confirmation link is invalid or has expired.",
      text: "Links work for a few days and only once. Sign up again and I'll send you a fresh one.",
      action: "Sign up again",
    },
  },
  unsubscribe: {
    title: "Unsubscribe",
    description: "Stop receiving the newsletter.",
    text: "Click the button to stop receiving the newsletter.",
    button: "Unsubscribe",
    done: {
      title: "You have been unsubscribed.",
      text: "You won't receive any more newsletters. Changed your mind? You can sign up again at any time.",
      action: "Sign up again",
    },
    invalid: {
      title: "This unsubscribe link is not valid.",
      text: "Please use the link from your most recent newsletter e-mail.",
    },
  },
  backHome: "Back to Home",
} as const;
