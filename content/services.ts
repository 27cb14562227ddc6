import type { Service, ServicesSection } from "./schema.ts";

export type { Service, ServiceIcon, ServicesSection } from "./schema.ts";
export { SERVICE_ICONS } from "./vocabulary.ts";

export const servicesSection: ServicesSection = {
  title: "Services",
  subtitle: "How I can help your team turn strategy into shipped, measurable outcomes.",
  actionLabel: "Request Consultation",
};

export const services: Service[] = [
  {
    id: "product-management-consulting",
    title: "Product Management Consulting",
    description:
      "I help founders and product teams sharpen their strategy, prioritise roadmaps and set up discovery and delivery rituals that connect every release to revenue and customer outcomes.",
    icon: "briefcase",
  },
  {
    id: "ai-agi-development",
    title: "AI & AGI Development",
    description:
      "I design and ship practical AI products, from customer-service copilots to predictive analytics, with clear success metrics, responsible data use and a path from prototype to production.",
    icon: "brain",
  },
  {
    id: "web3-growth-marketing",
    title: "Web3 Growth Marketing",
    description:
      "I plan token-aware go-to-market, community and partnership campaigns for Web3 projects, measured with on-chain analytics rather than vanity metrics.",
    icon: "rocket",
  },
  {
    id: "technical-project-delivery",
    title: "Technical Project Delivery",
    description:
      "As a PMP-certified project manager I take complex, multi-vendor programmes from kickoff to launch with transparent governance, risk control and on-time delivery.",
    icon: "code",
  },
];
