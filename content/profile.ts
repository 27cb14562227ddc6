import { z } from "zod";

/**
 * The owner's identity. `OWNER_NAME` and `SITE_URL` in the environment override the name and
 * address at run time; everything else here is the owner's own copy.
 */
export const profileSchema = z.object({
  name: z.string().min(1),
  headline: z.string().min(1),
  tagline: z.string().min(1),
  email: z.email(),
  location: z.string().min(1),
  socials: z
    .array(
      z.object({
        id: z.enum(["github", "linkedin", "x", "whatsapp", "telegram", "discord"]),
        label: z.string().min(1),
        url: z.url(),
      }),
    )
    .length(6),
});

export type Profile = z.infer<typeof profileSchema>;

export const profile: Profile = profileSchema.parse({
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
});
