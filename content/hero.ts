import type { Hero } from "./schema.ts";
import { CREDENTIALS, EXPERTISE_WORDS } from "./vocabulary.ts";

export type { Hero } from "./schema.ts";
export { CREDENTIALS, EXPERTISE_WORDS } from "./vocabulary.ts";

export const hero: Hero = {
  greetingPrefix: "Hi, I'm",
  headline: "Product & Project Leader for FinTech, EdTech and Digital Platforms",
  description:
    "For more than nine years I have turned ambitious ideas into products people use every day, from Shariah-compliant financing and payment apps to learning platforms, marketplaces and telecom services across the Gulf. I bring strategy, delivery discipline and a builder's curiosity for AI and Web3, and I am open to full-time roles, freelance projects and consulting engagements.",
  expertiseLabel: "Expertise",
  expertise: [...EXPERTISE_WORDS],
  primaryAction: { label: "View My Work", section: "portfolio" },
  contactAction: { label: "Contact Me", section: "contact" },
  credentials: [...CREDENTIALS],
};

/** The hero greeting, e.g. "Hi, I'm Jane Doe". The owner's name is configured, never hard-coded here. */
export function heroGreeting(ownerName: string): string {
  return `${hero.greetingPrefix} ${ownerName}`;
}
