import {
  AtSign,
  BriefcaseBusiness,
  CodeXml,
  type LucideIcon,
  MessageCircle,
  MessagesSquare,
  Send,
} from "#app/components/icons.tsx";
import type { Profile } from "#content/profile.ts";

export type SocialId = Profile["socials"][number]["id"];

/** Lucide has no brand marks, so each platform gets the closest generic icon. */
export const SOCIAL_ICONS: Record<SocialId, LucideIcon> = {
  github: CodeXml,
  linkedin: BriefcaseBusiness,
  x: AtSign,
  whatsapp: MessageCircle,
  telegram: Send,
  discord: MessagesSquare,
};
