import type { ContactSectionText } from "./schema.ts";

/** Copy of the contact section (SPEC §2 "Contact section"). */
export const contactSection = {
  title: "Get In Touch",
  subtitle: "Have a product to launch, a programme to rescue or a role to fill? Tell me about it.",
  connect: {
    title: "Connect With Me",
    text: "I answer messages personally, usually within a day. Pick whichever channel suits you.",
  },
  pitch: {
    title: "Let's Build Something Great",
    text: "Whether you need a Shariah-compliant fintech product shipped, an AI initiative taken from pilot to production, or a steady hand on a complex delivery, I'd love to hear what you are working on.",
    points: ["Free 30-minute discovery call", "Clear proposal within 48 hours", "Remote-first, GCC time zones"],
  },
  /** The contact form; toast texts are SPEC §8's. */
  form: {
    title: "Send a Message",
    fields: {
      name: { label: "Name", placeholder: "Your name" },
      email: { label: "Email", placeholder: "you@example.com" },
      message: { label: "Message", placeholder: "Tell me about your project, role or idea..." },
    },
    submit: "Send Message",
    pending: "Sending...",
    toasts: {
      success: { title: "Message sent!", description: "Thank you for reaching out. I'll get back to you soon." },
      failure: { title: "Error", fallback: "Failed to send message. Please try again." },
    },
    /** Shown after the form was sent without JavaScript. */
    sentNotice: "Message sent! Thank you for reaching out. I'll get back to you soon.",
  },
} as const;

/** The contact section's own texts (heading, connect and pitch cards), the part with an Arabic twin in ar/. */
export const contactSectionText: ContactSectionText = {
  title: contactSection.title,
  subtitle: contactSection.subtitle,
  connect: contactSection.connect,
  pitch: { ...contactSection.pitch, points: [...contactSection.pitch.points] },
};
