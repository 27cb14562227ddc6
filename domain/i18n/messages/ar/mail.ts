import type { Translation } from "../../translate.ts";
import type en from "../en/mail.ts";

export default {
  "confirm.subject": "أكّد اشتراكك في النشرة البريدية لـ{owner}",
  "confirm.title": "أكّد اشتراكك",
  "confirm.greeting": "مرحبًا {name}،",
  "confirm.greetingNoName": "مرحبًا،",
  "confirm.ask":
    "يُرجى تأكيد رغبتك في تلقّي النشرة البريدية لـ{owner} عن التقنية المالية وتقنيات التعليم والتمويل الإسلامي",
  "confirm.button": "تأكيد الاشتراك",
  "confirm.openLink": "أو افتح هذا الرابط:",
  "confirm.ignore": "إن لم تطلب ذلك، فتجاهل هذه الرسالة ولن تصلك منا أي رسالة أخرى.",
  "unsubscribe.label": "إلغاء الاشتراك",
  "issue.why": "تصلك هذه الرسالة لأنك اشتركت في النشرة البريدية لـ{owner}.",
  "issue.test": "تجربة",
  "welcome.subject": "مرحبًا بك في النشرة البريدية لـ{owner}",
  "welcome.body":
    "شكرًا لتأكيد اشتراكك. ستصلك مرة في الشهر تقريبًا ملاحظات عن التقنية المالية وتقنيات التعليم والتمويل الإسلامي. ويمكنك إلغاء الاشتراك متى شئت من الرابط في آخر كل رسالة.",
} satisfies Translation<typeof en>;
