import type { Translation } from "../../translate.ts";
import type en from "../en/pages.ts";

export default {
  "project.back": "العودة إلى المشاريع",
  "project.notFound.title": "المشروع غير موجود",
  "project.notFound.body": "المشروع الذي تبحث عنه غير موجود أو أُزيل.",
  "project.techStack": "التقنيات المستخدمة",
  "solution.back": "العودة إلى الحلول",
  "solution.cta": "ابدأ اليوم",
  "solution.writeInstead": "أو أرسل رسالة",
  "busy.title": "لحظةً من فضلك",
  "busy.body": "يفتح كثيرٌ من الزوار الصفحات في هذه اللحظة. يُرجى المحاولة مرةً أخرى بعد بضع ثوانٍ.",
  "busy.back": "العودة إلى الموقع",
} satisfies Translation<typeof en>;
