/**
 * The lead forms (contact, newsletter signup, career inquiry): their labels, buttons, toasts (SPEC §8),
 * the validation messages the shared schemas emit as keys (SPEC §5, `validation.*`, translated in
 * one place: domain/i18n/validation.ts) and what the lead API answers (`reply.*`).
 */
export default {
  // The hidden field for bots: a label a real form might have, so nothing tells a bot to leave it empty.
  "honeypot.label": "Fax",

  "contact.title": "Send a Message",
  "contact.name.label": "Name",
  "contact.name.placeholder": "Your name",
  "contact.email.label": "Email",
  "contact.email.placeholder": "you@example.com",
  "contact.message.label": "Message",
  "contact.message.placeholder": "Tell me about your project, role or idea...",
  "contact.submit": "Send Message",
  "contact.pending": "Sending...",
  "contact.toast.successTitle": "Message sent!",
  "contact.toast.successText": "Thank you for reaching out. I'll get back to you soon.",
  "contact.toast.failureTitle": "Error",
  "contact.toast.failureFallback": "Failed to send message. Please try again.",
  "contact.sent": "Message sent! Thank you for reaching out. I'll get back to you soon.",

  "newsletter.eyebrow": "Newsletter",
  "newsletter.title": "Insights in Your Inbox",
  "newsletter.text":
    "A short monthly note on FinTech, EdTech, AI and Shariah-compliant product design: what worked in real launches, what didn't, and what is coming next.",
  "newsletter.point.monthly": "One e-mail a month, never spam",
  "newsletter.point.confirm": "Confirm by e-mail, unsubscribe in one click",
  "newsletter.email.label": "Email",
  "newsletter.email.placeholder": "you@example.com",
  "newsletter.name.label": "Name (optional)",
  "newsletter.name.placeholder": "Your name",
  "newsletter.submit": "Subscribe",
  "newsletter.pending": "Subscribing...",
  "newsletter.thankYou.title": "Thank you for subscribing!",
  "newsletter.thankYou.text": "Check your email to confirm your subscription.",
  "newsletter.toast.successTitle": "Success!",
  "newsletter.toast.successText": "You've been subscribed to the newsletter.",
  "newsletter.toast.failureTitle": "Subscription Failed",
  "newsletter.toast.failureFallback": "Failed to subscribe",

  "career.title": "Send an Inquiry",
  "career.requiredNote": "Fields marked with an asterisk (*) are required.",
  "career.name.label": "Name",
  "career.name.placeholder": "Your full name",
  "career.email.label": "Email",
  "career.email.placeholder": "you@example.com",
  "career.phone.label": "Phone",
  "career.phone.placeholder": "+971 50 000 0000",
  "career.inquiryType.label": "Inquiry Type",
  "career.message.label": "Message",
  "career.message.placeholder": "Tell me about the role, project or idea, and your timeline...",
  "career.resumeUrl.label": "Resume URL",
  "career.resumeUrl.placeholder": "https://",
  "career.linkedinUrl.label": "LinkedIn Profile",
  "career.linkedinUrl.placeholder": "https://www.linkedin.com/in/...",
  "career.portfolioUrl.label": "Portfolio/Website",
  "career.portfolioUrl.placeholder": "https://",
  // One per INQUIRY_TYPES value (domain/schemas/lead-rules.ts).
  "career.type.freelance": "Freelance Project",
  "career.type.collaboration": "Collaboration",
  "career.type.fulltime": "Full-time Position",
  "career.type.consulting": "Consulting",
  "career.type.other": "Other",
  "career.submit": "Submit Inquiry",
  "career.pending": "Submitting...",
  "career.toast.successTitle": "Inquiry Submitted!",
  "career.toast.successText": "Thank you for your interest. I'll get back to you soon.",
  "career.toast.failureTitle": "Submission Failed",
  "career.toast.failureFallback": "Failed to submit inquiry",
  "career.thankYou.title": "Thank You!",
  "career.thankYou.text": "Your inquiry is on its way. I'll review it and get back to you within 24-48 hours.",
  "career.thankYou.again": "Submit Another Inquiry",

  // SPEC §5. The schemas emit these keys; `{max}` is the limit (as typed, no grouping), `count` picks the form.
  "validation.name": "Name must be at least 2 characters",
  "validation.email": "Please enter a valid email address",
  "validation.contactMessage": "Message must be at least 10 characters",
  "validation.careerMessage": "Message must be at least 20 characters",
  "validation.inquiryType": "Please select an inquiry type",
  "validation.url": "Please enter a valid URL starting with http:// or https://",
  "validation.tooLong.name": "Name must be at most {max} characters",
  "validation.tooLong.message": "Message must be at most {max} characters",
  "validation.tooLong.phone": "Phone must be at most {max} characters",
  "validation.controlCharacters.name": "Name must not contain control characters",
  "validation.controlCharacters.message": "Message must not contain control characters",
  "validation.controlCharacters.phone": "Phone must not contain control characters",
  "validation.tooLong.company": "Company must be at most {max} characters",
  "validation.tooLong.topic": "Topic must be at most {max} characters",
  "validation.controlCharacters.company": "Company must not contain control characters",
  "validation.controlCharacters.topic": "Topic must not contain control characters",
  // The booking's other fields, each named as posted (an API client sends them; the page's are filled in).
  "validation.required.type": "type is required: the id of one of the consultation types",
  "validation.tooLong.type": "type must be at most {max} characters",
  "validation.required.timeZone": "timeZone is required: your time zone, such as Asia/Dubai",
  "validation.tooLong.timeZone": "timeZone must be at most {max} characters",
  "validation.tooLong.answer": {
    one: "An answer must be at most {count} character",
    other: "An answer must be at most {count} characters",
  },
  "validation.tooManyAnswers": "answers may hold at most 10 answers",

  // Any other text field with a control character, refused before it reaches a route (middleware/input-guard.ts).
  "validation.controlCharacters": "This field must not contain control characters",
  // An address or query with control characters or broken encoding, refused at the edge (input-guard.ts).
  "input.badPath": "This page does not exist.",
  "input.badQuery": "This address contains characters that are not allowed. Please check the link.",
  "input.badBody":
    "The form contains characters that are not allowed (control characters). Please remove them and send it again.",

  // What the lead API answers on success (the browser shows its own toasts).
  "reply.contact": "Message sent! Thank you for reaching out. I'll get back to you soon.",
  "reply.newsletter": "Thank you for subscribing! Check your email to confirm your subscription.",
  "reply.career": "Thank you for your interest. I'll get back to you soon.",

  // A page form's key sent again with other answers (app/lib/intake.server.ts).
  "submission.changed": "This form was already sent with other answers. Please send it again.",

  // A client over a rate limit (server/http/middleware/rate-limit.ts); a page form's answer is a page.
  "rateLimit.title": "Please wait a moment",
  "rateLimit.back": "Back to the page",
  "rateLimit.seconds": {
    one: "Too many requests. Please try again in {count} second.",
    other: "Too many requests. Please try again in {count} seconds.",
  },
  "rateLimit.minutes": {
    one: "Too many requests. Please try again in {count} minute.",
    other: "Too many requests. Please try again in {count} minutes.",
  },
} as const;
