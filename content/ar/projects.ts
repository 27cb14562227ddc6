import * as en from "../projects.ts";

// TODO(ar-landing): temporary twin so /ar/project/{id} works on this branch. The landing engineer's
// content/ar/projects.ts (Arabic projects and section copy) replaces the two English re-exports below;
// keep `projectOverview`, which only the project page shows.
export const projects = en.projects;
export const projectsSection = en.projectsSection;

/** The overview every project page shows under the project. */
export const projectOverview = {
  title: "نظرة عامة على المشروع",
  paragraphs: [
    "أبدأ كل مشروع من المشكلة لا من التقنية. تبدأ المرحلة الأولى بالاستكشاف: مقابلات مع المستخدمين وأصحاب المصلحة، وقراءة للبيانات، وتعريف واضح لمعنى النجاح بالأرقام. بعدها أرسم خارطة طريق مركّزة، ونتفق مسبقًا على الحوكمة والمخاطر، ونعمل في دورات قصيرة ليتعلّم الفريق من المستخدمين الحقيقيين في أبكر وقت ممكن.",
    "ويتبع التنفيذ الانضباط نفسه، سواء كان المنتج رحلة تمويل متوافقة مع أحكام الشريعة أو مساعدًا بالذكاء الاصطناعي أو صفحة دفع في سوق إلكترونية: تقدّم واضح للجميع، ونتائج قابلة للقياس، وتسليم يترك الفريق أقوى مما وجدته.",
  ],
};
