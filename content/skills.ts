import type { SkillGroup, SkillsSection } from "./schema.ts";

export type { SkillGroup, SkillsSection } from "./schema.ts";

export const skillsSection: SkillsSection = {
  title: "Skills & Expertise",
  subtitle: "The toolkit I bring to product strategy, delivery and growth.",
};

/** Six skill groups, in display order (SPEC §2 "Skills"). */
export const skillGroups: SkillGroup[] = [
  {
    id: "product-management",
    title: "Product Management",
    skills: [
      "Product Strategy",
      "Roadmapping",
      "Product Discovery",
      "User Research",
      "Agile & Scrum",
      "OKRs & KPIs",
      "Go-to-Market",
      "Stakeholder Management",
    ],
  },
  {
    id: "ai-emerging-tech",
    title: "AI & Emerging Tech",
    skills: [
      "Generative AI",
      "LLM Applications",
      "Prompt Engineering",
      "Retrieval-Augmented Generation",
      "Machine Learning Products",
      "AI Product Strategy",
      "Responsible AI",
    ],
  },
  {
    id: "web3-blockchain",
    title: "Web3 & Blockchain",
    skills: ["Smart Contracts", "DeFi", "Tokenomics", "NFTs", "DAOs", "Community Growth", "On-chain Analytics"],
  },
  {
    id: "technical-skills",
    title: "Technical Skills",
    skills: [
      "React",
      "TypeScript",
      "Node.js",
      "Python",
      "SQL",
      "REST APIs",
      "Cloud (AWS & Azure)",
      "Jira & Confluence",
    ],
  },
  {
    id: "business-analytics",
    title: "Business & Analytics",
    skills: [
      "Business Analysis",
      "Data Analytics",
      "Power BI",
      "A/B Testing",
      "Financial Modelling",
      "Growth Marketing",
      "Conversion Optimisation",
    ],
  },
  {
    id: "industry-expertise",
    title: "Industry Expertise",
    skills: ["FinTech", "Islamic Finance", "EdTech", "eCommerce", "Telecom", "ICT", "DaaS"],
  },
];
