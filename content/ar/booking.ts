import type { ConsultationType } from "../booking.ts";
import { consultationTypes as en } from "../booking.ts";

/** The consultation types in Arabic: same ids and lengths, the words in Arabic. */
export const consultationTypes: ConsultationType[] = en.map((type) =>
  type.id === "intro-call"
    ? {
        ...type,
        title: "مكالمة تعارف مجانية",
        description: "محادثة أولى بلا مقابل: حدّثني عن منتجك أو فريقك أو فكرتك، ونرى معًا إن كان بإمكاني المساعدة وكيف.",
      }
    : {
        ...type,
        title: "جلسة استراتيجية",
        description:
          "ساعة عمل مركّزة على مسألة واحدة: خارطة طريق، أو تصميم منتج متوافق مع أحكام الشريعة، أو حالة استخدام للذكاء الاصطناعي، أو خطة تنفيذ، مع خطوات تالية مكتوبة بعدها.",
      },
);
