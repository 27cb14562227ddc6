import type { About, ExperienceEntry } from "./schema.ts";

export type { About, ExperienceEntry } from "./schema.ts";

export const about: About = {
  title: "About Me",
  intro: [
    "I am a product and project leader with more than nine years of experience across FinTech, EdTech, eCommerce and ICT. Today I manage a portfolio of digital programmes at a telecom operator in the Gulf, where I keep engineering, commercial and regulatory teams moving in the same direction and shipping on time.",
    "Alongside delivery, I advise on Islamic finance. I have redesigned conventional lending and payment products into Shariah-compliant ones built on Murabaha, Ijarah and Qard Hasan, working hand in hand with Shariah boards so that compliance is designed in from the first workshop rather than bolted on at the end.",
    "As a PMP-certified practitioner I combine structured delivery with hands-on product thinking, and I spend my spare time building with AI and Web3. I am open to full-time roles, freelance projects and consulting engagements, and I enjoy working with founders and teams who want measurable results.",
  ],
  actions: { projects: "See My Projects", resume: "Download Resume" },
  timelineTitle: "Professional Journey",
};

/**
 * Six positions, newest first, from 2019 to the present (SPEC §2 "About"). Company names are
 * generic descriptions of the employers, not trading names.
 */
export const experience: ExperienceEntry[] = [
  {
    year: "2024 - Present",
    title: "Project Manager, Digital Programmes",
    company: "Nakhla Telecom, a leading GCC telecom operator",
    description:
      "I run a portfolio of 12+ projects spanning 5G enterprise services, digital channels and billing modernisation, with 95% on-time delivery across the portfolio. My self-service care app and AI-assisted FAQ programme resulted in 40% fewer support tickets within two quarters of launch.",
  },
  {
    year: "2023 - 2024",
    title: "Senior Technical Project Manager",
    company: "Sahab ICT Solutions, a regional systems integrator",
    description:
      "I led cloud migration and enterprise collaboration rollouts for government and corporate clients, closing every engagement with 95% client satisfaction. A structured change-management and training programme drove a 30% adoption increase for the collaboration platform in its first six months.",
  },
  {
    year: "2022 - 2023",
    title: "Senior Product Manager, Islamic FinTech",
    company: "Amanah Digital Finance, a Shariah-compliant fintech",
    description:
      "Working with the Shariah board, I converted 8 products to Shariah-compliant structures, including a Murabaha-based BNPL, Qard Hasan salary advances and Ijarah device financing. The new product line generated 3M+ SAR revenue in its first year.",
  },
  {
    year: "2021 - 2022",
    title: "Product Manager, Payments",
    company: "Wasl Pay, a GCC digital payments startup",
    description:
      "I owned the merchant wallet and payment-link products and rebuilt pricing and onboarding around merchant needs, delivering 80% revenue growth year on year. Proactive health scoring and in-app nudges achieved a 15% churn reduction among small merchants.",
  },
  {
    year: "2020 - 2021",
    title: "eCommerce Product Manager",
    company: "Dukkan Marketplace, a multi-vendor online marketplace",
    description:
      "I redesigned search, product pages and a one-page checkout with local payment methods, producing a 20% conversion improvement. Personalised recommendations and seasonal campaigns led to a 30% sales increase during peak periods.",
  },
  {
    year: "2019 - 2020",
    title: "Product Owner, Learning Platform",
    company: "Ilm Academy, an online learning platform",
    description:
      "I launched bilingual mobile learning with gamified streaks, live classes and progress reports for parents, achieving a 25% engagement increase among active learners and a dependable release cadence for a fast-growing content team.",
  },
];
