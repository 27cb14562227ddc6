import type { Translation } from "../../translate.ts";
import type en from "../en/islamic.ts";

/** مستكشف منتجات التقنية المالية الإسلامية: البطاقات ومراحل الرحلة والحاسبات المبسّطة. */
export default {
  "page.keywords": "التقنية المالية الإسلامية، متوافق مع الشريعة، مرابحة، إجارة، مشاركة متناقصة، تكافل، قرض حسن",

  "grid.startJourney": "ابدأ الرحلة",
  "grid.startJourneyLabel": "ابدأ الرحلة: {title}",

  "journey.back": "العودة إلى المنتجات",
  "journey.contract": "العقد: {type}",
  "journey.heading": "رحلة {title}",
  "journey.steps": "المراحل",
  "journey.done": "(مكتملة)",
  "journey.current": "(الحالية)",
  "journey.counter": "المرحلة {step} من {total}",
  "journey.whatYouDo": "ما تقوم به",
  "journey.previous": "السابق",
  "journey.next": "التالي",
  "journey.getStarted": "ابدأ الآن",
  "journey.details": "المزايا والمنافع",
  "journey.tab.features": "أبرز المزايا",
  "journey.tab.benefits": "المنافع",

  "amount.range": "يجب أن يكون «{label}» بين {min} و{max}",

  "bnpl.title": "حاسبة أقساط المرابحة",
  "bnpl.intro": "بيع مرابحة: يُحدَّد الثمن والربح عند التوقيع ولا يزيدان. قارن العروض بمعدل النسبة السنوي لا بهامش الربح.",
  "bnpl.price": "سعر الشراء",
  "bnpl.installments": "عدد الأقساط",
  "bnpl.months": {
    one: "شهر واحد",
    two: "شهران",
    few: "{count} أشهر",
    many: "{count} شهرًا",
    other: "{count} شهر",
  },
  "bnpl.markup": "هامش الربح (إجمالًا عن المدة)",
  "bnpl.apr": "معدل النسبة السنوي",
  "bnpl.monthly": "القسط الشهري",
  "bnpl.total": "إجمالي الثمن (التكلفة مع الربح)",
  "bnpl.profit": "الربح",

  "home.title": "حاسبة تمويل المسكن",
  "home.intro": "قارن أجرة الإجارة بالشراكة في المشاركة المتناقصة.",
  "home.price": "سعر العقار",
  "home.down": "الدفعة الأولى",
  "home.tenure": "المدة",
  "home.years": {
    one: "سنة واحدة",
    two: "سنتان",
    few: "{count} سنوات",
    many: "{count} سنة",
    other: "{count} سنة",
  },
  "home.rate": "معدل الربح",
  "home.financed": "مبلغ التمويل",
  "home.ijarah": "أجرة الإجارة الشهرية",
  "home.musharakah": "دفعة المشاركة المتناقصة الشهرية",
  "home.ijarahApr": "معدل النسبة السنوي للإجارة",
  "home.musharakahApr": "معدل النسبة السنوي للمشاركة",
  "home.summary": {
    one: "على مدى شهر واحد: يبلغ إجمالي دفعات الإجارة {ijarahTotal}، أما في المشاركة المتناقصة فتُحتسب الأجرة على حصة المصرف المتناقصة فقط، فتنخفض الدفعة إلى {last} في الشهر الأخير ويبلغ إجماليها {total} طوال المدة.",
    two: "على مدى شهرين: يبلغ إجمالي دفعات الإجارة {ijarahTotal}، أما في المشاركة المتناقصة فتُحتسب الأجرة على حصة المصرف المتناقصة فقط، فتنخفض الدفعة إلى {last} في الشهر الأخير ويبلغ إجماليها {total} طوال المدة.",
    few: "على مدى {count} أشهر: يبلغ إجمالي دفعات الإجارة {ijarahTotal}، أما في المشاركة المتناقصة فتُحتسب الأجرة على حصة المصرف المتناقصة فقط، فتنخفض الدفعة إلى {last} في الشهر الأخير ويبلغ إجماليها {total} طوال المدة.",
    many: "على مدى {count} شهرًا: يبلغ إجمالي دفعات الإجارة {ijarahTotal}، أما في المشاركة المتناقصة فتُحتسب الأجرة على حصة المصرف المتناقصة فقط، فتنخفض الدفعة إلى {last} في الشهر الأخير ويبلغ إجماليها {total} طوال المدة.",
    other:
      "على مدى {count} شهر: يبلغ إجمالي دفعات الإجارة {ijarahTotal}، أما في المشاركة المتناقصة فتُحتسب الأجرة على حصة المصرف المتناقصة فقط، فتنخفض الدفعة إلى {last} في الشهر الأخير ويبلغ إجماليها {total} طوال المدة.",
  },
  "home.ownership": "الملكية في البداية",
  "home.yourShare": "حصتك:",
  "home.bankShare": "حصة المصرف:",

  "advance.title": "كم يمكنك أن تستلف؟",
  "advance.salary": "الراتب الشهري",
  "advance.cap": "الحد الأقصى للسلفة ({percent}% من الراتب)",
  "advance.repay":
    "تسدّد {amount} بالضبط من راتبك القادم، دون أي فائدة. وإن تأخّر السداد، يُتبرَّع بأي غرامة تأخير للأعمال الخيرية ولا تُحتسب دخلًا أبدًا.",
  "advance.repayUnknown": "المبلغ الذي تستلفه نفسه",
} as const satisfies Translation<typeof en>;
