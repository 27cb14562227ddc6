import type { Translation } from "../../translate.ts";
import type en from "../en/pages.ts";

export default {
  "project.back": "العودة إلى المشاريع",
  "project.notFound.title": "المشروع غير موجود",
  "project.notFound.body": "المشروع الذي تبحث عنه غير موجود أو أُزيل.",
  "project.techStack": "التقنيات المستخدمة",
  "project.liveDemo": "عرض مباشر",
  "project.github": "GitHub",
  "project.opensInNewTab": "(يُفتح في علامة تبويب جديدة)",
  "solution.back": "العودة إلى الحلول",
  "solution.cta": "ابدأ اليوم",
} satisfies Translation<typeof en>;
