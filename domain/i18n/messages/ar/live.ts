import type { Translation } from "../../translate.ts";
import type en from "../en/live.ts";

export default {
  "asOf.label": "آخر تحديث:",
  "asOf.time": "{date}، {time} بتوقيت UTC",
  "market.loadingTitle": "نظرة على السوق",
  "market.loading": "جارٍ تحميل بيانات السوق",
  "market.title": "لمحة عن السوق",
  "market.empty": "بيانات السوق غير متاحة حاليًا.",
  "market.quotes": "أسعار الأسهم",
  "news.title": "آخر الأخبار",
  "news.refresh": "تحديث",
  "news.categories": "فئة الأخبار",
  "news.category.business": "الأعمال",
  "news.category.technology": "التقنية",
  "news.loading": "جارٍ تحميل الأخبار...",
  "news.empty": "لا توجد أخبار متاحة",
  "news.newTab": "(يُفتح في علامة تبويب جديدة)",
} satisfies Translation<typeof en>;
