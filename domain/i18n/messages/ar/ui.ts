import type { Translation } from "../../translate.ts";
import type en from "../en/ui.ts";

export default {
  "dialog.close": "إغلاق",
  "toast.region": "الإشعارات",
  "toast.close": "إغلاق",

  "signIn.open": "دخول المشرف",
  "signIn.title": "دخول المشرف",
  "signIn.description": "سجّل الدخول عبر مزوّد الهوية للوصول إلى أدوات الإدارة وتحرير المحتوى.",
  "signIn.descriptionLinkOnly": "يسجّل مالك الموقع دخوله للوصول إلى أدوات الإدارة وتحرير المحتوى.",
  "signIn.button": "تسجيل الدخول",
  "signIn.notConfigured":
    "لم يُفعَّل تسجيل الدخول عبر مزوّد هوية على هذا الموقع بعد. يمكن لمالك الموقع الدخول برابط يُستخدم مرة واحدة يطبعه الخادم بالأمر:",
  "signIn.failed": "لم يكتمل تسجيل الدخول. يُرجى المحاولة مرة أخرى.",

  "account.label": "الحساب: {name}",
  "account.dashboard": "لوحة الإدارة",
  "account.signOut": "تسجيل الخروج",

  "resume.downloadedTitle": "تم تنزيل السيرة الذاتية",
  "resume.downloadedText": "شكرًا لاهتمامك!",
} satisfies Translation<typeof en>;
