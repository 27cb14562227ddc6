import type { ConsultationType } from "../booking.ts";
import { consultationTypes as en } from "../booking.ts";

/** The consultation types in Arabic: same ids and lengths, the words in Arabic. */
const arabic: Record<string, Pick<ConsultationType, "title" | "description" | "questions">> = {
  "product-review": {
    title: "مراجعة المنتج",
    description:
      "أطّلع على منتجك قبل لقائنا، ثم نراجع معًا ما وجدته: مسارات الاستخدام والامتثال والبيانات ومخاطر التنفيذ، مع ملخص مكتوب قصير.",
    questions: [
      {
        id: "stage",
        label: "أين وصل المنتج اليوم؟",
        kind: "choice",
        required: "yes",
        options: ["فكرة أو تصميم", "قيد البناء", "متاح للعملاء"],
      },
      { id: "links", label: "روابط أطّلع عليها قبل لقائنا", kind: "long", required: "no", options: [] },
    ],
  },
};

export const consultationTypes: ConsultationType[] = en.map((type) =>
  arabic[type.id]
    ? { ...type, ...arabic[type.id] }
    : type.id === "intro-call"
      ? {
          ...type,
          title: "مكالمة تعارف مجانية",
          description:
            "محادثة أولى بلا مقابل: حدّثني عن منتجك أو فريقك أو فكرتك، ونرى معًا إن كان بإمكاني المساعدة وكيف.",
        }
      : {
          ...type,
          title: "جلسة استراتيجية",
          description:
            "ساعة عمل مركّزة على مسألة واحدة: خارطة طريق، أو تصميم منتج متوافق مع أحكام الشريعة، أو حالة استخدام للذكاء الاصطناعي، أو خطة تنفيذ، مع خطوات تالية مكتوبة بعدها.",
        },
);
