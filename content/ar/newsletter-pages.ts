import type { newsletterPages as en } from "../newsletter.ts";

/** The English copy's shape with plain strings (the English module is `as const`). */
type Copy<T> = { readonly [K in keyof T]: T[K] extends string ? string : Copy<T[K]> };
export type NewsletterPages = Copy<typeof en>;

/** The newsletter's confirm and unsubscribe pages in Arabic. */
export const newsletterPages: NewsletterPages = {
  confirm: {
    title: "أكّد اشتراكك",
    description: "أكّد اشتراكك في النشرة البريدية.",
    text: "نقرة واحدة وتصلك النشرة الشهرية عن التقنية المالية والتقنية التعليمية والتمويل الإسلامي.",
    button: "تأكيد الاشتراك",
    done: {
      title: "تم اشتراكك!",
      text: "ستصلك رسالة واحدة تقريبًا كل شهر فيها دروس من إطلاق منتجات حقيقية، وفي كل رسالة رابط لإلغاء الاشتراك بنقرة واحدة.",
    },
    invalid: {
      title: "رابط التأكيد هذا غير صالح أو انتهت صلاحيته.",
      text: "تعمل الروابط لأيام قليلة ولمرة واحدة فقط. اشترك من جديد وسأرسل إليك رابطًا جديدًا.",
      action: "اشترك من جديد",
    },
  },
  unsubscribe: {
    title: "إلغاء الاشتراك",
    description: "أوقف وصول النشرة البريدية إليك.",
    text: "اضغط الزر لإيقاف وصول النشرة البريدية إليك.",
    button: "إلغاء الاشتراك",
    done: {
      title: "أُلغي اشتراكك.",
      text: "لن تصلك أي نشرات بعد الآن. غيّرت رأيك؟ يمكنك الاشتراك من جديد في أي وقت.",
      action: "اشترك من جديد",
    },
    invalid: {
      title: "رابط إلغاء الاشتراك هذا غير صالح.",
      text: "استخدم الرابط الموجود في أحدث رسالة وصلتك من النشرة.",
    },
  },
  backHome: "العودة إلى الرئيسية",
};
