import type { Hero } from "./schema.ts";

export type { Hero } from "./schema.ts";

/** The eight words the hero's typewriter cycles through, in the order SPEC §4 gives. */
export const EXPERTISE_WORDS = [
  "Product Management",
  "AI/AGI",
  "Web3",
  "FinTech",
  "EdTech",
  "DaaS",
  "eCommerce",
  "Growth Marketing",
] as const;

/** The three credentials under the hero actions (SPEC §1). */
export const CREDENTIALS = ["PMP Certified", "9+ Years Experience", "50+ Projects Delivered"] as const;

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
