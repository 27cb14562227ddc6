import type { Profile } from "./schema.ts";

export type { Profile } from "./schema.ts";

/**
 * The owner's identity. `OWNER_NAME` and `SITE_URL` in the environment override the name and
 * address at run time; everything else here is the owner's own copy.
 */
export const profile: Profile = {
  name: "Omar Haddad",
  headline: "FinTech & EdTech Product Manager · Islamic Finance Advisor",
  tagline: "Building Shariah-compliant fintech and learning products that people trust.",
  email: "hello@example.com",
  location: "Dubai, United Arab Emirates",
  socials: [
    { id: "github", label: "GitHub", url: "https://github.com/" },
    { id: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/" },
    { id: "x", label: "X (Twitter)", url: "https://x.com/" },
    { id: "whatsapp", label: "WhatsApp", url: "https://wa.me/" },
    { id: "telegram", label: "Telegram", url: "https://t.me/" },
    { id: "discord", label: "Discord", url: "https://discord.com/" },
  ],
};
