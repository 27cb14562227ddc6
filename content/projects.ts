import type { Project, ProjectOverview, ProjectsSection } from "./schema.ts";
import { PROJECT_CATEGORIES } from "./vocabulary.ts";

export type { Project, ProjectOverview, ProjectsSection } from "./schema.ts";
export { PROJECT_CATEGORIES } from "./vocabulary.ts";

/** The portfolio filter buttons, in order; "All" is the default. */
export const projectCategories = ["All", ...PROJECT_CATEGORIES] as const;

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export type ProjectFilter = (typeof projectCategories)[number];

export const projectsSection: ProjectsSection = {
  title: "My Projects",
  subtitle: "A selection of products and programmes I have led, designed or built.",
  emptyMessage: "No projects found in this category.",
  categories: { All: "All", AI: "AI", Web3: "Web3", FinTech: "FinTech", EdTech: "EdTech", eCommerce: "eCommerce" },
};

/**
 * Six sample projects (SPEC §3). External links point at example.com placeholders until the owner
 * supplies real demo and repository addresses.
 */
export const projects: Project[] = [
  {
    id: 1,
    title: "Islamic FinTech Product Explorer",
    description:
      "An interactive guide to six Shariah-compliant financing products (Murabaha BNPL, Qard Hasan salary advance, Ijarah and Diminishing Musharakah home finance, car finance, takaful, and zakat and waqf) with step-by-step journeys and live calculators.",
    category: "FinTech",
    image: "/images/projects/1.svg",
    techStack: ["React", "TypeScript", "Tailwind CSS", "Node.js", "Zod"],
    caseStudy:
      "Customers often hesitate over Islamic financing because the contracts feel opaque. I mapped each product into a short journey that explains the contract in plain language, shows what the customer owns at every stage and lets them test the numbers with a calculator before they speak to anyone. The explorer grew out of the product work that converted 8 products to Shariah-compliant structures and is now the first thing I share with clients who are new to Islamic finance.",
    liveUrl: "/islamic-fintech",
  },
  {
    id: 2,
    title: "AI Customer Care Copilot",
    description:
      "A retrieval-augmented assistant for a telecom care team that drafts answers from billing, plan and network knowledge, suggests next-best actions and powers a self-service FAQ in Arabic and English.",
    category: "AI",
    image: "/images/projects/2.svg",
    techStack: ["Python", "FastAPI", "LLM APIs", "PostgreSQL + pgvector", "React", "Azure"],
    caseStudy:
      "Agents were switching between five tools to answer routine billing questions. I defined the use cases with the care leadership, set quality gates with human review for every model change and rolled the copilot out team by team. Together with the self-service app it contributed to 40% fewer support tickets, while average handling time on the remaining contacts dropped as agents stopped searching for answers.",
    liveUrl: "https://copilot-demo.example.com",
    githubUrl: "https://github.com/example/ai-care-copilot",
  },
  {
    id: 3,
    title: "Web3 Community Growth Engine",
    description:
      "A quest-based growth programme and analytics dashboard for a Web3 wallet launch, rewarding real on-chain activity instead of follower counts.",
    category: "Web3",
    image: "/images/projects/3.svg",
    techStack: ["Solidity", "Ethers.js", "Next.js", "The Graph", "Discord Bots", "Dune Dashboards"],
    caseStudy:
      "Airdrop farmers were inflating the sign-up numbers while genuine usage stayed flat. I redesigned the campaign around verifiable on-chain quests, filtered sybil wallets with simple heuristics and reported weekly on retained, transacting wallets. The community became smaller on paper but far more active, and the partner pipeline grew from the quality of its users.",
    liveUrl: "https://web3-growth.example.com",
  },
  {
    id: 4,
    title: "Marketplace Checkout Revamp",
    description:
      "A redesigned search, product page and one-page checkout for a multi-vendor marketplace, adding local payment methods and instalment options.",
    category: "eCommerce",
    image: "/images/projects/4.svg",
    techStack: ["React", "Node.js", "PostgreSQL", "Redis", "Payment Gateway APIs", "Google Analytics 4"],
    caseStudy:
      "Funnel analysis showed most buyers abandoned at delivery options and payment. I ran a series of A/B tests on a one-page checkout with saved addresses, cash-on-delivery and instalment payments, shipping only the variants that won. The programme delivered a 20% conversion improvement and, combined with personalised recommendations, a 30% sales increase over peak season.",
    liveUrl: "https://marketplace-demo.example.com",
    githubUrl: "https://github.com/example/marketplace-checkout",
  },
  {
    id: 5,
    title: "Adaptive Learning Platform",
    description:
      "A bilingual mobile learning app with adaptive practice, gamified streaks, live classes and weekly progress reports for parents.",
    category: "EdTech",
    image: "/images/projects/5.svg",
    techStack: ["React Native", "TypeScript", "Firebase", "Node.js", "Mixpanel"],
    caseStudy:
      "Learners signed up enthusiastically but drifted away after the second week. I introduced short adaptive practice sessions, streaks and parent reports, and reshaped the release process so content and features shipped on a predictable cadence. Engagement among active learners rose by 25%, and parents became the platform's strongest referral channel.",
    githubUrl: "https://github.com/example/adaptive-learning",
  },
  {
    id: 6,
    title: "Churn Prediction Data Product",
    description:
      "A machine-learning model and data service that scores customer churn risk every day and feeds retention campaigns and executive dashboards.",
    category: "AI",
    image: "/images/projects/6.svg",
    techStack: ["Python", "scikit-learn", "Apache Airflow", "BigQuery", "Power BI"],
  },
];

/** The project with this id, or undefined (the page then shows "Project Not Found"). */
export function getProject(id: number): Project | undefined {
  return projects.find((project) => project.id === id);
}

/** Generic overview shown on every project page (/project/{id}). */
export const projectOverview: ProjectOverview = {
  title: "Project Overview",
  paragraphs: [
    "Every project I take on starts with the problem, not the technology. I begin with discovery: interviews with users and stakeholders, a look at the data and a clear definition of what success means in numbers. From there I shape a focused roadmap, agree the governance and risks up front and work in short iterations so that the team learns from real users as early as possible.",
    "Delivery follows the same discipline whether the product is a Shariah-compliant financing journey, an AI assistant or a marketplace checkout: transparent progress, measurable outcomes and a handover that leaves the team stronger than I found it.",
  ],
};
