import type { CareerPage } from "../schema.ts";

/** The career page in Arabic (the same type as content/career.ts; inquiry values stay the API's). */
export const careerPage: CareerPage = {
  title: "لنعمل معًا",
  description:
    "وظّف مدير منتجات معتمدًا (PMP) في التقنية المالية والتقنية التعليمية أو تعاون معه: وظائف بدوام كامل ومشاريع حرة واستشارات وشراكات.",
  intro:
    "أرحّب بأدوار قيادة المنتجات بدوام كامل، وبالمشاريع الحرة والمهام الاستشارية في التقنية المالية والتقنية التعليمية والتمويل الإسلامي. أخبرني بما تفكر فيه وسأردّ عليك بنفسي.",
  cards: [
    {
      icon: "briefcase",
      title: "وظائف بدوام كامل",
      text: "قيادة المنتجات والبرامج حيث تصنع الفرقَ خبرةٌ تزيد على تسع سنوات في إطلاق منتجات خاضعة للتنظيم في التقنية المالية والتقنية التعليمية والاتصالات، وفي قيادة فرق متعددة التخصصات.",
    },
    {
      icon: "handshake",
      title: "عمل حر واستشارات",
      text: "مشاريع محددة النطاق واستشارات باشتراك شهري: استكشاف المنتج، وخرائط الطريق، وتصميم منتجات متوافقة مع أحكام الشريعة، وتنفيذ يحتاج إلى يد ثابتة.",
    },
    {
      icon: "users",
      title: "شراكات وتعاون",
      text: "أبحاث وكتابة ومشاركات في المؤتمرات وعمل مجتمعي في الذكاء الاصطناعي والويب 3 والتقنية المالية الإسلامية، مع المؤسسين والجامعات وزملاء البناء.",
    },
  ],
  form: {
    title: "أرسل استفسارك",
    requiredNote: "الحقول المميزة بعلامة النجمة (*) مطلوبة.",
    fields: {
      name: { label: "الاسم", placeholder: "اسمك الكامل" },
      email: { label: "البريد الإلكتروني", placeholder: "you@example.com" },
      phone: { label: "الهاتف", placeholder: "+971 50 000 0000" },
      inquiryType: { label: "نوع الاستفسار", placeholder: "" },
      message: { label: "الرسالة", placeholder: "حدّثني عن الدور أو المشروع أو الفكرة، وعن الجدول الزمني..." },
      resumeUrl: { label: "رابط السيرة الذاتية", placeholder: "https://" },
      linkedinUrl: { label: "الملف الشخصي على LinkedIn", placeholder: "https://www.linkedin.com/in/..." },
      portfolioUrl: { label: "معرض الأعمال أو الموقع الإلكتروني", placeholder: "https://" },
    },
    inquiryTypes: [
      { value: "freelance", label: "مشروع حر" },
      { value: "collaboration", label: "تعاون" },
      { value: "fulltime", label: "وظيفة بدوام كامل" },
      { value: "consulting", label: "استشارة" },
      { value: "other", label: "أخرى" },
    ],
    submit: "أرسل الاستفسار",
    pending: "جارٍ الإرسال...",
    toasts: {
      success: { title: "وصل استفسارك!", description: "شكرًا لاهتمامك، سأعود إليك قريبًا." },
      failure: { title: "تعذّر الإرسال", fallback: "تعذّر إرسال الاستفسار" },
    },
  },
  thankYou: {
    title: "شكرًا لك!",
    text: "استفسارك في الطريق إليّ. سأطّلع عليه وأردّ عليك خلال 24 إلى 48 ساعة.",
    again: "أرسل استفسارًا آخر",
  },
};
