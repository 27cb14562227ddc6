import { z } from "zod";
import { type ContentName, FILE_CONTENT } from "./localized.server.ts";
import {
  aboutSchema,
  careerPageSchema,
  consultationTypesSchema,
  contactSectionTextSchema,
  experienceSchema,
  faqSchema,
  faqSectionSchema,
  heroSchema,
  islamicFintechPageSchema,
  islamicProductsSchema,
  mailSenderSchema,
  newsletterPagesSchema,
  profileSchema,
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

/**
 * The content modules the owner edits in the admin ("Site content"), one entry each: the schema one
 * language's document must satisfy (built from schema.ts, the single definition), the owner's name
 * for it, and the pages that show it (for preview links and to say where a change appears).
 */
export type ContentModule = {
  name: ContentName;
  label: string;
  /** What the module holds, in the owner's words. */
  summary: string;
  schema: z.ZodType;
  /** Public pages (English addresses) that show the module; the first is the preview target. */
  pages: readonly string[];
};

const defineModule = (name: ContentName, label: string, summary: string, schema: z.ZodType, pages: readonly string[]) =>
  ({ name, label, summary, schema, pages }) satisfies ContentModule;

export const CONTENT_MODULES: readonly ContentModule[] = [
  defineModule(
    "hero",
    "Hero",
    "The first screen: greeting, headline, typewriter words, buttons, credentials",
    heroSchema,
    ["/"],
  ),
  defineModule("stats", "Statistics", "The counting numbers under the hero", statsSchema, ["/"]),
  defineModule(
    "about",
    "About and timeline",
    "Your introduction and the positions on your timeline",
    z.object({ section: aboutSchema, experience: experienceSchema }),
    ["/"],
  ),
  defineModule(
    "services",
    "Services",
    "What you offer, one card each",
    z.object({ section: servicesSectionSchema, items: servicesSchema }),
    ["/"],
  ),
  defineModule(
    "skills",
    "Skills",
    "Skill groups and their badges",
    z.object({ section: skillsSectionSchema, items: skillGroupsSchema }),
    ["/"],
  ),
  defineModule(
    "solutions",
    "Solutions",
    "The four solution areas and their pages",
    z.object({ section: solutionsSectionSchema, items: solutionsSchema }),
    ["/", "/solutions/fintech"],
  ),
  defineModule(
    "projects",
    "Projects and case studies",
    "Your portfolio: each project, its case study and its page",
    z.object({ section: projectsSectionSchema, items: projectsSchema, overview: projectOverviewSchema }),
    ["/", "/project/1"],
  ),
  defineModule(
    "faq",
    "Questions and answers",
    "The FAQ on the landing page",
    z.object({ section: faqSectionSchema, items: faqSchema }),
    ["/"],
  ),
  defineModule("contactSection", "Contact section", "The words around the contact form", contactSectionTextSchema, [
    "/",
  ]),
  defineModule(
    "profile",
    "Profile and footer",
    "Your name, headline, e-mail, location and social links",
    profileSchema,
    ["/"],
  ),
  defineModule(
    "islamicFintechPage",
    "Islamic finance explorer page",
    "The explorer's title, introduction and disclaimer",
    islamicFintechPageSchema,
    ["/islamic-fintech"],
  ),
  defineModule(
    "islamicProducts",
    "Islamic finance products",
    "The six products, their journeys, features and benefits",
    islamicProductsSchema,
    ["/islamic-fintech"],
  ),
  defineModule("career", "Career page", "The career page's introduction and cards", careerPageSchema, ["/career"]),
  defineModule(
    "scholarlyArticles",
    "Published papers",
    "Articles published elsewhere, listed in your profile's structured data",
    scholarlyArticlesSchema,
    ["/"],
  ),
  defineModule(
    "consultationTypes",
    "Booking types",
    "The kinds of meeting visitors can book, with their length",
    consultationTypesSchema,
    ["/book"],
  ),
  defineModule(
    "newsletterPages",
    "Newsletter pages",
    "The confirm and unsubscribe pages the newsletter's e-mails link to",
    newsletterPagesSchema,
    ["/newsletter/unsubscribe"],
  ),
  defineModule(
    "mailSender",
    "E-mail sender",
    "The sender's name and the postal address your e-mails show, in each language (the newsletter's footer)",
    mailSenderSchema,
    ["/newsletter"],
  ),
];

export function contentModule(name: string): ContentModule | undefined {
  return CONTENT_MODULES.find((entry) => entry.name === name);
}

/** The file defaults of a module in both languages (what a fresh install shows). */
export function fileDefaults(name: ContentName): { en: unknown; ar: unknown } {
  return FILE_CONTENT[name];
}
