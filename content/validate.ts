// Server-side check of the static content against the zod schemas in schema.ts. The data modules
// are plain typed objects, so lengths, URL shapes and cross-item rules are enforced only here;
// server/main.ts calls `validateContent()` at start so a bad content edit stops the server.
import type { z } from "zod";
import { about, experience } from "./about.ts";
import { consultationTypes as arConsultationTypes } from "./ar/booking.ts";
import { islamicProducts as arIslamicProducts } from "./ar/islamic-products.ts";
import { scholarlyArticles } from "./articles.ts";
import { availability, consultationTypes } from "./booking.ts";
import { careerPage } from "./career.ts";
import { faq } from "./faq.ts";
import { hero } from "./hero.ts";
import { islamicProducts } from "./islamic-products.ts";
import { landingContentChecks } from "./landing-checks.ts";
import { profile } from "./profile.ts";
import { projects } from "./projects.ts";
import {
  aboutSchema,
  availabilitySchema,
  careerPageSchema,
  consultationTypesSchema,
  experienceSchema,
  faqSchema,
  heroSchema,
  islamicProductsSchema,
  profileSchema,
  projectsSchema,
  scholarlyArticlesSchema,
  servicesSchema,
  skillGroupsSchema,
  solutionsSchema,
  statsSchema,
} from "./schema.ts";
import { services } from "./services.ts";
import { skillGroups } from "./skills.ts";
import { solutions } from "./solutions.ts";
import { stats } from "./stats.ts";

/** One data export and the schema it must satisfy. */
export type ContentCheck = {
  /** The file under content/ that exports the data, e.g. "projects.ts". */
  module: string;
  /** The export's name, e.g. "projects". */
  name: string;
  schema: z.ZodType;
  data: unknown;
};

/** Every validated data export, each with its schema. */
export const contentChecks: readonly ContentCheck[] = [
  { module: "about.ts", name: "about", schema: aboutSchema, data: about },
  { module: "about.ts", name: "experience", schema: experienceSchema, data: experience },
  { module: "articles.ts", name: "scholarlyArticles", schema: scholarlyArticlesSchema, data: scholarlyArticles },
  { module: "booking.ts", name: "consultationTypes", schema: consultationTypesSchema, data: consultationTypes },
  {
    module: "ar/booking.ts",
    name: "consultationTypes",
    schema: consultationTypesSchema,
    data: arConsultationTypes,
  },
  { module: "booking.ts", name: "availability", schema: availabilitySchema, data: availability },
  { module: "career.ts", name: "careerPage", schema: careerPageSchema, data: careerPage },
  { module: "faq.ts", name: "faq", schema: faqSchema, data: faq },
  { module: "hero.ts", name: "hero", schema: heroSchema, data: hero },
  { module: "islamic-products.ts", name: "islamicProducts", schema: islamicProductsSchema, data: islamicProducts },
  { module: "ar/islamic-products.ts", name: "islamicProducts", schema: islamicProductsSchema, data: arIslamicProducts },
  { module: "profile.ts", name: "profile", schema: profileSchema, data: profile },
  { module: "projects.ts", name: "projects", schema: projectsSchema, data: projects },
  { module: "services.ts", name: "services", schema: servicesSchema, data: services },
  { module: "skills.ts", name: "skillGroups", schema: skillGroupsSchema, data: skillGroups },
  { module: "solutions.ts", name: "solutions", schema: solutionsSchema, data: solutions },
  { module: "stats.ts", name: "stats", schema: statsSchema, data: stats },
];

/** Every problem found, one line each, e.g. `projects.ts: projects[1].githubUrl: Invalid URL`. */
export function findContentProblems(checks: readonly ContentCheck[] = contentChecks): string[] {
  const problems: string[] = [];
  for (const { module, name, schema, data } of checks) {
    const result = schema.safeParse(data);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      problems.push(`${module}: ${name}${formatPath(issue.path)}: ${issue.message}`);
    }
  }
  return problems;
}

/** Throws one Error listing every problem (module, path, message) when any content export is invalid. */
export function validateContent(): void {
  const problems = findContentProblems([...contentChecks, ...landingContentChecks]);
  if (problems.length === 0) return;
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  throw new Error(`Invalid content in content/ (${count}):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)).join("");
}
