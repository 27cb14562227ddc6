// The landing page's localized content against the schemas: the section copy the English modules
// type with them, and every Arabic twin against the same schema as its English original.

import type { z } from "zod";
import * as ar from "./ar/landing.ts";
import { contactSectionText } from "./contact.ts";
import { faqSection } from "./faq.ts";
import { projectOverview, projectsSection } from "./projects.ts";
import {
  aboutSchema,
  contactSectionTextSchema,
  experienceSchema,
  faqSchema,
  faqSectionSchema,
  heroSchema,
  projectOverviewSchema,
  projectsSchema,
  projectsSectionSchema,
  scholarlyArticlesSchema,
  servicesSchema,
  servicesSectionSchema,
  skillGroupsSchema,
  skillsSectionSchema,
  solutionsSchema,
  solutionsSectionSchema,
  statsSchema,
} from "./schema.ts";
import { servicesSection } from "./services.ts";
import { skillsSection } from "./skills.ts";
import { solutionsSection } from "./solutions.ts";

/** Each a `ContentCheck` (validate.ts, which runs them at start; declared here to keep imports one-way). */
export const landingContentChecks: readonly { module: string; name: string; schema: z.ZodType; data: unknown }[] = [
  { module: "services.ts", name: "servicesSection", schema: servicesSectionSchema, data: servicesSection },
  { module: "skills.ts", name: "skillsSection", schema: skillsSectionSchema, data: skillsSection },
  { module: "solutions.ts", name: "solutionsSection", schema: solutionsSectionSchema, data: solutionsSection },
  { module: "projects.ts", name: "projectsSection", schema: projectsSectionSchema, data: projectsSection },
  { module: "projects.ts", name: "projectOverview", schema: projectOverviewSchema, data: projectOverview },
  { module: "faq.ts", name: "faqSection", schema: faqSectionSchema, data: faqSection },
  { module: "contact.ts", name: "contactSectionText", schema: contactSectionTextSchema, data: contactSectionText },
  { module: "ar/about.ts", name: "about", schema: aboutSchema, data: ar.about },
  { module: "ar/about.ts", name: "experience", schema: experienceSchema, data: ar.experience },
  { module: "ar/articles.ts", name: "scholarlyArticles", schema: scholarlyArticlesSchema, data: ar.scholarlyArticles },
  {
    module: "ar/contact-section.ts",
    name: "contactSectionText",
    schema: contactSectionTextSchema,
    data: ar.contactSectionText,
  },
  { module: "ar/faq.ts", name: "faqSection", schema: faqSectionSchema, data: ar.faq.section },
  { module: "ar/faq.ts", name: "faq", schema: faqSchema, data: ar.faq.items },
  { module: "ar/hero.ts", name: "hero", schema: heroSchema, data: ar.hero },
  { module: "ar/projects.ts", name: "projectsSection", schema: projectsSectionSchema, data: ar.projects.section },
  { module: "ar/projects.ts", name: "projects", schema: projectsSchema, data: ar.projects.items },
  { module: "ar/projects.ts", name: "projectOverview", schema: projectOverviewSchema, data: ar.projects.overview },
  { module: "ar/services.ts", name: "servicesSection", schema: servicesSectionSchema, data: ar.services.section },
  { module: "ar/services.ts", name: "services", schema: servicesSchema, data: ar.services.items },
  { module: "ar/skills.ts", name: "skillsSection", schema: skillsSectionSchema, data: ar.skills.section },
  { module: "ar/skills.ts", name: "skillGroups", schema: skillGroupsSchema, data: ar.skills.items },
  { module: "ar/solutions.ts", name: "solutionsSection", schema: solutionsSectionSchema, data: ar.solutions.section },
  { module: "ar/solutions.ts", name: "solutions", schema: solutionsSchema, data: ar.solutions.items },
  { module: "ar/stats.ts", name: "stats", schema: statsSchema, data: ar.stats },
];
