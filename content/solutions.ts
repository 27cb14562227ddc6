import type { Solution, SolutionsSection } from "./schema.ts";

export type { Solution, SolutionId, SolutionsSection } from "./schema.ts";
export { SOLUTION_ICONS, SOLUTION_IDS, SOLUTION_OFFERING_COUNTS } from "./vocabulary.ts";

export const solutionsSection: SolutionsSection = {
  title: "Industry Solutions",
  subtitle: "Sector playbooks I bring to every engagement, refined over nine years of delivery.",
  offeringsTitle: "Key Offerings",
};

export const solutions: Solution[] = [
  {
    id: "fintech",
    title: "FinTech & Islamic Finance",
    description:
      "Digital financial products designed for Gulf customers and regulators, with Shariah compliance built in from the first workshop: from BNPL and salary advances to wallets, financing and takaful journeys.",
    category: "Financial Technology",
    image: "/images/solutions/fintech.svg",
    icon: "coins",
    offerings: [
      "Shariah-compliant product design (Murabaha, Ijarah, Musharakah, Qard Hasan)",
      "Buy-now-pay-later and consumer financing journeys",
      "Digital wallets, payment links and merchant acquiring",
      "Shariah governance and compliance reviews with advisory boards",
      "Open banking and payment API integrations",
      "Regulatory sandbox and licensing readiness",
    ],
  },
  {
    id: "edtech",
    title: "EdTech Platforms",
    description:
      "Learning products that keep students engaged and show measurable progress, built for bilingual Arabic and English audiences on mobile and web.",
    category: "Education Technology",
    image: "/images/solutions/edtech.svg",
    icon: "graduation-cap",
    offerings: [
      "Learning platform strategy and roadmaps",
      "Adaptive learning and AI tutoring features",
      "Engagement, gamification and retention programmes",
      "Assessment, certification and progress reporting",
    ],
  },
  {
    id: "ecommerce",
    title: "eCommerce Growth",
    description:
      "End-to-end commerce experiences that convert, from discovery and checkout to fulfilment and loyalty, with growth experiments tied to revenue.",
    category: "Digital Commerce",
    image: "/images/solutions/ecommerce.svg",
    icon: "shopping-cart",
    offerings: [
      "Marketplace and storefront strategy",
      "Conversion rate optimisation and A/B testing",
      "Checkout redesign with local and Shariah-compliant payment options",
      "Personalisation and product recommendations",
      "Omnichannel and last-mile fulfilment integration",
      "Retention, loyalty and lifecycle marketing",
    ],
  },
  {
    id: "daas",
    title: "Data as a Service",
    description:
      "Turning operational data into reliable, governed data products and APIs that teams and partners can build on and that can become a revenue line of their own.",
    category: "Data & Analytics",
    image: "/images/solutions/daas.svg",
    icon: "database",
    offerings: [
      "Data platform and pipeline architecture",
      "Data products and monetised APIs",
      "Self-service analytics and executive dashboards",
      "Data governance, privacy and regional data-residency compliance",
    ],
  },
];

/** The solution with this id, or undefined for an unknown id (the route then redirects to /not-found). */
export function getSolution(id: string): Solution | undefined {
  return solutions.find((solution) => solution.id === id);
}
