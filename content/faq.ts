import type { FaqItem, FaqSection } from "./schema.ts";

export type { FaqItem, FaqSection } from "./schema.ts";

export const faqSection: FaqSection = {
  title: "Frequently Asked Questions",
  subtitle: "Quick answers about how I work and what I can help with.",
};

/** Six questions, in the order SPEC §2 "FAQ" gives. */
export const faq: FaqItem[] = [
  {
    id: "services",
    question: "What services do you offer?",
    answer:
      "I offer product management consulting, AI and AGI product development, Web3 growth marketing and technical project delivery. Engagements range from a two-week strategy sprint or roadmap review to leading a full programme from discovery to launch, and I am also open to full-time roles.",
  },
  {
    id: "islamic-finance",
    question: "What is your experience with Islamic finance?",
    answer:
      "I have designed and launched Shariah-compliant products built on Murabaha, Ijarah, Diminishing Musharakah and Qard Hasan, including converting 8 conventional products to Shariah-compliant structures at a digital finance company. I work closely with Shariah boards and advise teams on product structure, customer journeys and compliance reviews.",
  },
  {
    id: "ai-web3",
    question: "Do you work on AI and Web3 projects?",
    answer:
      "Yes. On the AI side I build practical products such as customer-service copilots, retrieval-augmented assistants and churn prediction, always with clear metrics and human oversight. In Web3 I focus on growth: go-to-market, community programmes and on-chain analytics that reward genuine usage rather than hype.",
  },
  {
    id: "approach",
    question: "What is your approach to product management?",
    answer:
      "I start with the customer problem and the business outcome, then validate with research and data before committing to a roadmap. I work in short iterations with explicit success metrics, keep stakeholders informed with transparent reporting, and combine product thinking with PMP-grade delivery discipline so that good ideas actually ship on time.",
  },
  {
    id: "hire-collaborate",
    question: "How can I hire you or collaborate with you?",
    answer:
      "Send me a message through the contact form or use the Work With Me page to describe your role, project or idea. I reply within 24-48 hours, and we can set up a short call to agree scope, timeline and the engagement model that fits, whether full-time, freelance or consulting.",
  },
  {
    id: "technologies",
    question: "Which technologies do you work with?",
    answer:
      "I am comfortable with modern web and data stacks such as React, TypeScript, Node.js, Python and SQL, cloud platforms including AWS and Azure, LLM APIs and vector databases for AI work, and Solidity and on-chain analytics tools for Web3. For delivery I use Jira, Confluence and Power BI, and I choose tools to fit the team rather than the other way round.",
  },
];
