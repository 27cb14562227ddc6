import type { ContactSectionText } from "./schema.ts";

/** Copy of the contact section (SPEC §2 "Contact section"); the form's words are the `forms` messages (domain/i18n). */
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
} as const;

/** The contact section's own texts (heading, connect and pitch cards), the part with an Arabic twin in ar/. */
export const contactSectionText: ContactSectionText = {
  title: contactSection.title,
  subtitle: contactSection.subtitle,
  connect: contactSection.connect,
  pitch: { ...contactSection.pitch, points: [...contactSection.pitch.points] },
};
