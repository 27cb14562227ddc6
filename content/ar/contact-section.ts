import type { ContactSectionText } from "../schema.ts";

/** The contact section's heading and cards in Arabic (the form's own copy lives with the form). */
export const contactSectionText: ContactSectionText = {
  title: "تواصل معي",
  subtitle: "لديك منتج تريد إطلاقه، أو برنامج يحتاج إلى إنقاذ، أو وظيفة تبحث لها عن الشخص المناسب؟ حدّثني عنه.",
  connect: {
    title: "قنوات التواصل",
    text: "أردّ على الرسائل بنفسي، وعادةً خلال يوم واحد. اختر القناة التي تناسبك.",
  },
  pitch: {
    title: "لنصنع معًا شيئًا مميزًا",
    text: "سواء كنت تحتاج إلى إطلاق منتج تقنية مالية متوافق مع أحكام الشريعة، أو نقل مبادرة ذكاء اصطناعي من التجربة إلى التشغيل الفعلي، أو يدًا ثابتة تقود مشروعًا معقّدًا، يسعدني أن أسمع عمّا تعمل عليه.",
    points: ["مكالمة استكشافية مجانية مدتها 30 دقيقة", "عرض واضح خلال 48 ساعة", "عمل عن بُعد بتوقيت دول الخليج"],
  },
};
