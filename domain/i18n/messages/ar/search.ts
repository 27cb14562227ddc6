import type { Translation } from "../../translate.ts";
import type en from "../en/search.ts";

/** البحث في الموقع: صفحته (/ar/search) ونتائج نافذة البحث السريع وإجابات الواجهة البرمجية. */
export default {
  "page.title": "البحث",
  "page.description":
    "ابحث في المقالات وأعداد النشرة والمشاريع والخدمات ومنتجات التمويل الإسلامي وحاسباته، بالعربية والإنجليزية.",
  "form.label": "ابحث في الموقع",
  "form.placeholder": "مرابحة، زكاة، المصرفية المفتوحة…",
  "form.submit": "بحث",
  "empty.title": "عمّ تبحث؟",
  "empty.body":
    "ابحث في المقالات وأعداد النشرة والمشاريع والخدمات والأسئلة الشائعة ومنتجات التمويل الإسلامي والحاسبات والأدوات، بالعربية والإنجليزية. اكتب كما تكتب عادةً: «مرابحه» و«مرابحة» سواء.",
  "empty.try": "جرّب:",
  "empty.suggestions": "مرابحة|زكاة|المصرفية المفتوحة|تكافل",
  "results.count": {
    zero: "لا نتائج لـ«{query}»",
    one: "نتيجة واحدة لـ«{query}»",
    two: "نتيجتان لـ«{query}»",
    few: "{count} نتائج لـ«{query}»",
    many: "{count} نتيجة لـ«{query}»",
    other: "{count} نتيجة لـ«{query}»",
  },
  "results.none": "لم نجد شيئًا لـ«{query}».",
  "results.noneHint": "تحقّق من الإملاء، أو استعمل كلمات أقل، أو جرّب اسم المصطلح بالإنجليزية أو بالعربية.",
  "results.corrected": "لا توجد صفحة فيها «{query}»؛ نعرض نتائج «{corrected}».",
  "results.otherLanguage": "بالإنجليزية",
  "results.language": "الإنجليزية",
  "error.tooLong": "عبارة البحث أطول مما ينبغي: استعمل {max} حرفًا على الأكثر.",
  "error.control": "في عبارة البحث رموز لا يقبلها: اكتب حروفًا وأرقامًا وعلامات ترقيم فقط.",
  "error.limit": "عدد النتائج عدد صحيح من 1 إلى {max}.",
  "kind.article": "مقال",
  "kind.newsletter": "عدد من النشرة",
  "kind.project": "مشروع",
  "kind.solution": "حل",
  "kind.service": "خدمة",
  "kind.faq": "سؤال شائع",
  "kind.product": "منتج",
  "kind.calculator": "حاسبة",
  "kind.tool": "أداة",
  "kind.page": "صفحة",
} satisfies Translation<typeof en>;
