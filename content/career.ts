import type { CareerPage } from "./schema.ts";

export type { CareerPage } from "./schema.ts";
export { CAREER_CARD_ICONS } from "./vocabulary.ts";

/** Copy of the career page (SPEC §2 "Career page"); the inquiry form's words are the `forms` messages (domain/i18n). */
export const careerPage: CareerPage = {
  title: "Work With Me",
  description:
    "Hire or collaborate with a PMP-certified FinTech and EdTech product manager: full-time roles, freelance projects, consulting and collaborations.",
  intro:
    "I'm open to full-time product leadership roles, freelance projects and consulting engagements across FinTech, EdTech and Islamic finance. Tell me what you have in mind and I'll reply personally.",
  cards: [
    {
      icon: "briefcase",
      title: "Full-time Roles",
      text: "Product and programme leadership where 9+ years of shipping regulated FinTech, EdTech and telecom products, and leading cross-functional teams, make the difference.",
    },
    {
      icon: "handshake",
      title: "Freelance & Consulting",
      text: "Fixed-scope projects and advisory retainers: product discovery, roadmaps, Shariah-compliant product design, and delivery that needs a steady hand.",
    },
    {
      icon: "users",
      title: "Collaborations",
      text: "Research, writing, speaking and community work on AI, Web3 and Islamic fintech with founders, universities and fellow builders.",
    },
  ],
};
