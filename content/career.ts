import type { CareerPage } from "./schema.ts";

export type { CareerPage } from "./schema.ts";
export { CAREER_CARD_ICONS } from "./vocabulary.ts";

/** Copy of the career page (SPEC §2 "Career page"); toast texts are SPEC §8's. */
export const careerPage: CareerPage = {
  title: "Work With Me",
  description:
    "Hire or collaborate with a PMP-certified FinTech and EdTech product manager: full-time roles, freelance projects, consulting and collaborations.",
  intro:
    "I'm open to full-time product leadership roles, freelance projects and consulting engagements across FinTech, EdTech and Islamic finance. Tell me what you have in mind and I'll reply personally.",
  cards: [
    {
      icon: "briefcase",
      title: "Full-time Roles",
      text: "Product and programme leadership where 9+ years of shipping regulated FinTech, EdTech and telecom products, and leading cross-functional teams, make the difference.",
    },
    {
      icon: "handshake",
      title: "Freelance & Consulting",
      text: "Fixed-scope projects and advisory retainers: product discovery, roadmaps, Shariah-compliant product design, and delivery that needs a steady hand.",
    },
    {
      icon: "users",
      title: "Collaborations",
      text: "Research, writing, speaking and community work on AI, Web3 and Islamic fintech with founders, universities and fellow builders.",
    },
  ],
  form: {
    title: "Send an Inquiry",
    requiredNote: "Fields marked with an asterisk (*) are required.",
    fields: {
      name: { label: "Name", placeholder: "Your full name" },
      email: { label: "Email", placeholder: "you@example.com" },
      phone: { label: "Phone", placeholder: "+971 50 000 0000" },
      inquiryType: { label: "Inquiry Type", placeholder: "" },
      message: { label: "Message", placeholder: "Tell me about the role, project or idea, and your timeline..." },
      resumeUrl: { label: "Resume URL", placeholder: "https://" },
      linkedinUrl: { label: "LinkedIn Profile", placeholder: "https://www.linkedin.com/in/..." },
      portfolioUrl: { label: "Portfolio/Website", placeholder: "https://" },
    },
    inquiryTypes: [
      { value: "freelance", label: "Freelance Project" },
      { value: "collaboration", label: "Collaboration" },
      { value: "fulltime", label: "Full-time Position" },
      { value: "consulting", label: "Consulting" },
      { value: "other", label: "Other" },
    ],
    submit: "Submit Inquiry",
    pending: "Submitting...",
    toasts: {
      success: { title: "Inquiry Submitted!", description: "Thank you for your interest. I'll get back to you soon." },
      failure: { title: "Submission Failed", fallback: "Failed to submit inquiry" },
    },
  },
  thankYou: {
    title: "Thank You!",
    text: "Your inquiry is on its way. I'll review it and get back to you within 24-48 hours.",
    again: "Submit Another Inquiry",
  },
};
