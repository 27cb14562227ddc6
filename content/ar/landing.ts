// The Arabic landing content, gathered in the shapes content/localized.server.ts registers.
import { about, experience } from "./about.ts";
import { faq as faqItems, faqSection } from "./faq.ts";
import { projects as projectItems, projectOverview, projectsSection } from "./projects.ts";
import { services as serviceItems, servicesSection } from "./services.ts";
import { skillGroups, skillsSection } from "./skills.ts";
import { solutions as solutionItems, solutionsSection } from "./solutions.ts";

export { scholarlyArticles } from "./articles.ts";
export { contactSectionText } from "./contact-section.ts";
export { hero } from "./hero.ts";
export { stats } from "./stats.ts";
export { about, experience };

export const services = { section: servicesSection, items: serviceItems };
export const skills = { section: skillsSection, items: skillGroups };
export const solutions = { section: solutionsSection, items: solutionItems };
export const projects = { section: projectsSection, items: projectItems, overview: projectOverview };
export const faq = { section: faqSection, items: faqItems };
