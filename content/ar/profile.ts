import { profile as en } from "../profile.ts";
import type { Profile } from "../schema.ts";

/** The owner's identity in Arabic; the address, e-mail and links are the same in both languages. */
export const profile: Profile = {
  ...en,
  name: "عمر حداد",
  headline: "مدير منتجات التقنية المالية والتقنية التعليمية · مستشار في التمويل الإسلامي",
  tagline: "أبني منتجات تقنية مالية متوافقة مع أحكام الشريعة ومنصات تعليمية يثق بها الناس.",
  location: "دبي، الإمارات العربية المتحدة",
  socials: en.socials.map((social) => (social.id === "x" ? { ...social, label: "X (تويتر)" } : social)),
};
