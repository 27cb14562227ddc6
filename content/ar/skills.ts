import type { SkillGroup, SkillsSection } from "../schema.ts";

export const skillsSection: SkillsSection = {
  title: "المهارات والخبرات",
  subtitle: "الأدوات التي أوظّفها في استراتيجية المنتج وتنفيذه ونموّه.",
};

/** The six skill groups in Arabic; product and tool names stay as they are written. */
export const skillGroups: SkillGroup[] = [
  {
    id: "product-management",
    title: "إدارة المنتجات",
    skills: [
      "استراتيجية المنتج",
      "خرائط الطريق",
      "استكشاف المنتج",
      "أبحاث المستخدمين",
      "Agile وScrum",
      "OKRs ومؤشرات الأداء",
      "خطط الإطلاق في السوق",
      "إدارة أصحاب المصلحة",
    ],
  },
  {
    id: "ai-emerging-tech",
    title: "الذكاء الاصطناعي والتقنيات الناشئة",
    skills: [
      "الذكاء الاصطناعي التوليدي",
      "تطبيقات النماذج اللغوية الكبيرة",
      "هندسة الأوامر",
      "التوليد المعزّز بالاسترجاع (RAG)",
      "منتجات تعلّم الآلة",
      "استراتيجية منتجات الذكاء الاصطناعي",
      "الذكاء الاصطناعي المسؤول",
    ],
  },
  {
    id: "web3-blockchain",
    title: "Web3 والبلوك تشين",
    skills: [
      "العقود الذكية",
      "التمويل اللامركزي (DeFi)",
      "اقتصاديات الرموز",
      "الرموز غير القابلة للاستبدال (NFTs)",
      "المنظمات اللامركزية (DAOs)",
      "نمو المجتمعات",
      "تحليلات البيانات على السلسلة",
    ],
  },
  {
    id: "technical-skills",
    title: "المهارات التقنية",
    skills: [
      "React",
      "TypeScript",
      "Node.js",
      "Python",
      "SQL",
      "واجهات REST",
      "الحوسبة السحابية (AWS وAzure)",
      "Jira وConfluence",
    ],
  },
  {
    id: "business-analytics",
    title: "الأعمال والتحليلات",
    skills: [
      "تحليل الأعمال",
      "تحليل البيانات",
      "Power BI",
      "اختبارات A/B",
      "النمذجة المالية",
      "تسويق النمو",
      "تحسين معدّل التحويل",
    ],
  },
  {
    id: "industry-expertise",
    title: "الخبرة القطاعية",
    skills: [
      "التقنية المالية",
      "التمويل الإسلامي",
      "التقنية التعليمية",
      "التجارة الإلكترونية",
      "الاتصالات",
      "تقنية المعلومات والاتصالات",
      "البيانات كخدمة",
    ],
  },
];
