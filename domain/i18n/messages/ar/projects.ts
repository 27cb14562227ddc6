import type { Translation } from "../../translate.ts";
import type en from "../en/projects.ts";

export default {
  "links.liveDemo": "عرض تجريبي مباشر",
  "links.sourceCode": "الشيفرة المصدرية",
  "links.github": "GitHub",
  "links.newTab": "(يفتح في علامة تبويب جديدة)",
} as const satisfies Translation<typeof en>;
