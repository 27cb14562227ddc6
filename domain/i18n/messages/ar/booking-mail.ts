import type { Translation } from "../../translate.ts";
import type en from "../en/booking-mail.ts";

export default {
  greeting: "مرحبًا {name}،",
  "invitation.subject": "تأكيد موعد: {type} مع {owner}",
  "invitation.text": "تم تأكيد حجزك: {type} مع {owner}. ستجد دعوة التقويم مرفقة بهذه الرسالة، فأضِفها إلى تقويمك.",
  "moved.subject": "تغيير موعد: {type} مع {owner}",
  "moved.text": "نُقل موعدك ({type}) مع {owner} إلى وقت جديد.",
  "cancelled.subject": "إلغاء موعد: {type} مع {owner}",
  "cancelled.byVisitor": "أُلغي موعدك ({type}) مع {owner} بناءً على طلبك.",
  "cancelled.byOwner": "نعتذر، فقد اضطُرّ {owner} إلى إلغاء موعدك ({type}).",
  "cancelled.bookAgain": "لحجز موعد آخر:",
  "reminder.subject": "غدًا: {type} مع {owner}",
  "reminder.text": "نذكّرك بأن موعدك ({type}) مع {owner} غدًا.",
  manage: "هل تريد إلغاء الموعد أو اختيار وقت آخر؟",
  "details.when": "الموعد: {when}",
  "details.whenZone": "الموعد: {when} ({zone})",
  "details.ownerWhen": "ويوافق لدى {owner}: {when} ({zone})",
  "details.length": {
    zero: "المدة: {count} دقيقة",
    one: "المدة: دقيقة واحدة",
    two: "المدة: دقيقتان",
    few: "المدة: {count} دقائق",
    many: "المدة: {count} دقيقة",
    other: "المدة: {count} دقيقة",
  },
  "details.where": "المكان: {where}",
  "details.topic": "الموضوع: {topic}",
  "details.noLink": "عبر الإنترنت (يصلك رابط الاجتماع بالبريد الإلكتروني)",
  "event.summary": "{type}: {owner} مع {who}",
  "event.join": "رابط الانضمام: {url}",
} satisfies Translation<typeof en>;
