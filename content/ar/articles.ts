import type { ScholarlyArticle } from "../schema.ts";

/**
 * The two scholarly articles as the Arabic page describes them (its structured data): titles and
 * summaries in Arabic, the same dates and addresses.
 */
export const scholarlyArticles: ScholarlyArticle[] = [
  {
    title: "تصميم منتجات «اشترِ الآن وادفع لاحقًا» المتوافقة مع أحكام الشريعة: إطار عمل لإدارة المنتجات",
    description:
      "إطار عملي لتحويل منتجات التقسيط التقليدية إلى عروض «اشترِ الآن وادفع لاحقًا» قائمة على المرابحة، يتناول هيكلة العقد ورحلات العملاء وآليات التصدّق بغرامات التأخير وحوكمة الهيئة الشرعية، مستخلَص من إطلاق منتجات في دول الخليج.",
    datePublished: "2023-06-15",
    url: "https://journals.example.org/islamic-finance-digital-innovation/2023/shariah-compliant-bnpl",
    publisher: "مجلة التمويل الإسلامي والابتكار الرقمي",
    keywords: [
      "التمويل الإسلامي",
      "اشترِ الآن وادفع لاحقًا",
      "المرابحة",
      "التقنية المالية",
      "إدارة المنتجات",
      "الحوكمة الشرعية",
    ],
  },
  {
    title: "من التجربة إلى المنصة: توسيع منتجات الذكاء الاصطناعي في عمليات الاتصالات الخليجية",
    description:
      "دراسة قائمة على الحالات لكيفية انتقال مشغّلي الاتصالات بمبادرات الذكاء الاصطناعي في خدمة العملاء من التجارب الأولية إلى التشغيل الفعلي، مع دروس في اختيار حالات الاستخدام وجاهزية البيانات والإشراف البشري وممارسات التنفيذ التي تُبقي البرامج في موعدها.",
    datePublished: "2025-02-10",
    url: "https://journals.example.org/gcc-technology-management/2025/scaling-ai-telecom",
    publisher: "مجلة الخليج لإدارة التقنية",
    keywords: ["الذكاء الاصطناعي", "الاتصالات", "خدمة العملاء", "تنفيذ المشاريع", "التحول الرقمي"],
  },
];
