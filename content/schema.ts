// Every zod schema for the static content, and the types inferred from them. Server-side only: the
// data modules import nothing but types from here, so zod stays out of the browser bundle. The
// schemas are applied by `validateContent()` in validate.ts when the server starts.
import { z } from "zod";
import { CELL_MINUTES, minutesOf, QUESTION_LIMITS, WORK_WEEKS } from "#domain/booking/slots.ts";
import { isIsoDate, isTimeZone } from "#domain/booking/zone.ts";
import { contentImageSchema } from "#domain/schemas/media.ts";
import {
  CAREER_CARD_ICONS,
  CREDENTIALS,
  EXPERTISE_WORDS,
  ISLAMIC_PRODUCT_COLORS,
  ISLAMIC_PRODUCT_ICONS,
  ISLAMIC_PRODUCT_IDS,
  PROJECT_CATEGORIES,
  SERVICE_ICONS,
  SOLUTION_ICONS,
  SOLUTION_IDS,
  SOLUTION_OFFERING_COUNTS,
} from "./vocabulary.ts";

/** Lists the owner adds to and reorders: an item's id is its stable key (and, for projects, its address). */
const uniqueIds = (list: readonly { id: unknown }[]) => new Set(list.map((item) => item.id)).size === list.length;

// about.ts

export const aboutSchema = z.object({
  title: z.string().min(1),
  /** Two or three intro paragraphs, in the owner's voice. */
  intro: z.array(z.string().min(1)).min(2).max(3),
  /** "See My Projects" scrolls to the portfolio section; "Download Resume" downloads the PDF. */
  actions: z.object({
    projects: z.string().min(1),
    resume: z.string().min(1),
  }),
  timelineTitle: z.string().min(1),
});

export type About = z.infer<typeof aboutSchema>;

/** One position on the professional timeline. `year` is a date range such as "2024 - Present". */
export const experienceEntrySchema = z.object({
  year: z.string().regex(/^\d{4} - (\d{4}|Present)$/),
  title: z.string().min(1),
  company: z.string().min(1),
  description: z.string().min(1),
});

export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const experienceSchema = z.array(experienceEntrySchema).min(1).max(20);

/**
 * An address the owner gives that leaves the site: https only. (zod reads it as a browser would, so
 * " javascript:", "JaVaScRiPt:" and "java<TAB>script:" are all the javascript: scheme, refused.)
 */
const httpsUrl = z.url({ protocol: /^https$/ });

// articles.ts

export const scholarlyArticleSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  datePublished: z.iso.date(),
  url: httpsUrl,
  publisher: z.string().min(1),
  keywords: z.array(z.string().min(1)).min(1),
});

export type ScholarlyArticle = z.infer<typeof scholarlyArticleSchema>;

export const scholarlyArticlesSchema = z.array(scholarlyArticleSchema).length(2);

// booking.ts

const onGrid = (minutes: number) => minutes % CELL_MINUTES === 0;
const gridMessage = `must be a multiple of ${CELL_MINUTES} minutes`;
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a time HH:MM")
  .refine((value) => onGrid(minutesOf(value)), `must be on the ${CELL_MINUTES}-minute grid`);
const isoDate = z.string().refine(isIsoDate, "must be a date YYYY-MM-DD");
/** Opening hours of one day: each range non-empty, in order, not overlapping. */
const hoursSchema = z
  .array(z.object({ from: clockTime, to: clockTime }))
  .min(1)
  .refine((ranges) => ranges.every((r) => minutesOf(r.from) < minutesOf(r.to)), "each range must end after it starts")
  .refine(
    (ranges) => ranges.every((r, i) => i === 0 || minutesOf(ranges[i - 1]!.to) <= minutesOf(r.from)),
    "ranges must be in order and not overlap",
  );

/** A question on the booking form: short text, long text, or a choice among 2 or more options. */
export const bookingQuestionSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .max(40),
    label: z.string().min(1).max(200),
    kind: z.enum(["short", "long", "choice"]),
    required: z.enum(["yes", "no"]),
    options: z.array(z.string().min(1).max(QUESTION_LIMITS.short)).max(QUESTION_LIMITS.options),
  })
  .refine((q) => (q.kind === "choice") === q.options.length >= 2, {
    message: "a choice needs two or more options, and only a choice has options",
  });

export const consultationTypesSchema = z
  .array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      title: z.string().min(1).max(60),
      minutes: z.number().int().min(CELL_MINUTES).max(240).refine(onGrid, gridMessage),
      description: z.string().min(1),
      // The type's own limits; each left out falls back to the availability's (no daily maximum).
      minNoticeMinutes: z
        .number()
        .int()
        .min(0)
        .max(60 * 24 * 60)
        .optional(),
      bufferBeforeMinutes: z.number().int().min(0).max(120).refine(onGrid, gridMessage).optional(),
      bufferAfterMinutes: z.number().int().min(0).max(120).refine(onGrid, gridMessage).optional(),
      dailyMax: z.number().int().min(1).max(48).optional(),
      horizonDays: z.number().int().min(1).max(366).optional(),
      /** Questions the visitor answers on the form; the answers go to the owner. */
      questions: z
        .array(bookingQuestionSchema)
        .max(QUESTION_LIMITS.questions)
        .refine((list) => new Set(list.map((q) => q.id)).size === list.length, "question ids must be unique")
        .default([]),
    }),
  )
  .min(1)
  .refine((list) => new Set(list.map((t) => t.id)).size === list.length, "type ids must be unique");

export const availabilitySchema = z
  .object({
    timeZone: z.string().refine(isTimeZone, "must be an IANA time zone such as Asia/Dubai"),
    workWeek: z.enum(Object.keys(WORK_WEEKS) as [keyof typeof WORK_WEEKS]),
    hours: hoursSchema,
    slotStepMinutes: z.number().int().positive().refine(onGrid, gridMessage),
    bufferMinutes: z.number().int().min(0).max(120).refine(onGrid, gridMessage),
    minNoticeMinutes: z.number().int().min(0),
    horizonDays: z.number().int().min(1).max(366),
    datesOff: z.array(isoDate),
    ramadan: z
      .object({ from: isoDate, to: isoDate, hours: hoursSchema })
      .refine((r) => r.from <= r.to, "the range must end on or after its first day")
      .nullable(),
  })
  .strict();

// career.ts

export const careerPageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(200),
  intro: z.string().min(1),
  /** The three info cards: full-time roles, freelance and consulting, collaborations. */
  cards: z
    .array(z.object({ icon: z.enum(CAREER_CARD_ICONS), title: z.string().min(1), text: z.string().min(1) }))
    .length(3),
});

export type CareerPage = z.infer<typeof careerPageSchema>;

// faq.ts

export const faqItemSchema = z.object({
  /** Stable key for the accordion item. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: z.string().min(1),
  answer: z.string().min(1),
});

export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = z.array(faqItemSchema).min(1).max(30).refine(uniqueIds, "each question needs its own id");

// hero.ts

const actionSchema = z.object({
  label: z.string().min(1),
  /** Anchor id of the landing-page section the button smooth-scrolls to. */
  section: z.enum(["portfolio", "contact"]),
});

export const heroSchema = z.object({
  /** Words before the owner's name; see `heroGreeting`. */
  greetingPrefix: z.string().min(1),
  headline: z.string().min(1),
  description: z.string().min(1),
  /** Label in front of the rotating expertise word. */
  expertiseLabel: z.string().min(1),
  expertise: z.array(z.string().min(1)).length(EXPERTISE_WORDS.length),
  primaryAction: actionSchema,
  contactAction: actionSchema,
  credentials: z.array(z.string().min(1)).length(CREDENTIALS.length),
});

export type Hero = z.infer<typeof heroSchema>;

// islamic-products.ts

/** One step of a product journey: what happens, and what the customer does at it. */
export const islamicProductStepSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20),
  actions: z.array(z.string().min(1)).min(2).max(5),
});

export const islamicProductSchema = z.object({
  id: z.enum(ISLAMIC_PRODUCT_IDS),
  title: z.string().min(1),
  subtitle: z.string().min(1),
  description: z.string().min(40),
  /** The Shariah contract the product rests on, e.g. "Murabaha". */
  contractType: z.string().min(1),
  icon: z.enum(ISLAMIC_PRODUCT_ICONS),
  color: z.enum(ISLAMIC_PRODUCT_COLORS),
  steps: z.array(islamicProductStepSchema).min(3).max(6),
  features: z.array(z.string().min(1)).min(3),
  benefits: z.array(z.string().min(1)).min(3),
});

export type IslamicProduct = z.infer<typeof islamicProductSchema>;
export type IslamicProductId = IslamicProduct["id"];

/** SPEC §3: the six products in order, with the contracts the spec names (in English or in Arabic). */
const SPEC_CONTRACTS: Partial<Record<IslamicProductId, readonly string[]>> = {
  bnpl: ["Murabaha", "مرابحة"],
  "advance-salary": ["Qard Hasan", "قرض حسن"],
  "home-finance": ["Ijarah / Diminishing Musharakah", "إجارة / مشاركة متناقصة"],
  takaful: ["Tabarru'", "تبرّع"],
};

export const islamicProductsSchema = z
  .array(islamicProductSchema)
  .length(ISLAMIC_PRODUCT_IDS.length)
  .refine((list) => list.every((product, index) => product.id === ISLAMIC_PRODUCT_IDS[index]), {
    message: `Islamic products must be listed as ${ISLAMIC_PRODUCT_IDS.join(", ")}`,
  })
  .refine((list) => list.every((p) => !SPEC_CONTRACTS[p.id] || SPEC_CONTRACTS[p.id]?.includes(p.contractType)), {
    message: "Contract types must be SPEC §3's (bnpl Murabaha, advance-salary Qard Hasan, ...)",
  });

// profile.ts

export const profileSchema = z.object({
  name: z.string().min(1),
  headline: z.string().min(1),
  tagline: z.string().min(1),
  email: z.email(),
  location: z.string().min(1),
  socials: z
    .array(
      z.object({
        id: z.enum(["github", "linkedin", "x", "whatsapp", "telegram", "discord"]),
        label: z.string().min(1),
        // Shown as links and sent verbatim as the JSON-LD `sameAs`.
        url: httpsUrl,
      }),
    )
    .length(6),
});

export type Profile = z.infer<typeof profileSchema>;

// mail.ts

/** How the owner's e-mails are signed: the sender's name (the From) and the newsletter footer's postal address. */
export const mailSenderSchema = z.object({
  senderName: z.string().trim().min(1).max(100),
  postalAddress: z.string().trim().min(2).max(300),
});

export type MailSender = z.infer<typeof mailSenderSchema>;

// projects.ts

/** A path inside this site, such as "/islamic-fintech". */
const internalPath = z.string().regex(/^\/[a-z0-9\-/]*$/);

export const projectSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(PROJECT_CATEGORIES),
  /** A path under the site's public folder, or a media library image ("/media/<hash>", decision 030). */
  image: contentImageSchema("/images/projects/"),
  techStack: z.array(z.string().min(1)).min(1),
  caseStudy: z.string().min(1).optional(),
  /** An external https address (opens in a new tab) or an internal route. */
  liveUrl: z.union([httpsUrl, internalPath]).optional(),
  githubUrl: httpsUrl.optional(),
});

export type Project = z.infer<typeof projectSchema>;

/** The owner adds, removes and reorders projects; each keeps its number, which is its page's address. */
export const projectsSchema = z.array(projectSchema).min(1).max(30).refine(uniqueIds, "each project needs its own id");

// services.ts

export const serviceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  /** A name the UI maps to an icon component. */
  icon: z.enum(SERVICE_ICONS),
});

export type Service = z.infer<typeof serviceSchema>;
export type ServiceIcon = Service["icon"];

export const servicesSchema = z.array(serviceSchema).min(1).max(12).refine(uniqueIds, "each service needs its own id");

// skills.ts

export const skillGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  /** Badge labels shown on the group's card. */
  skills: z.array(z.string().min(1)).min(5).max(8),
});

export type SkillGroup = z.infer<typeof skillGroupSchema>;

export const skillGroupsSchema = z
  .array(skillGroupSchema)
  .min(1)
  .max(12)
  .refine(uniqueIds, "each group needs its own id");

// solutions.ts

export const solutionSchema = z.object({
  id: z.enum(SOLUTION_IDS),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  /** A path under the site's public folder, or a media library image ("/media/<hash>", decision 030). */
  image: contentImageSchema("/images/solutions/"),
  icon: z.enum(SOLUTION_ICONS),
  offerings: z.array(z.string().min(1)).min(1),
});

export type Solution = z.infer<typeof solutionSchema>;
export type SolutionId = Solution["id"];

export const solutionsSchema = z
  .array(solutionSchema)
  .length(SOLUTION_IDS.length)
  .refine((list) => list.every((solution, index) => solution.id === SOLUTION_IDS[index]), {
    message: "Solutions must be listed as fintech, edtech, ecommerce, daas",
  })
  .refine((list) => list.every((solution) => solution.offerings.length === SOLUTION_OFFERING_COUNTS[solution.id]), {
    message: "Offering counts must be fintech 6, edtech 4, ecommerce 6, daas 4",
  });

// stats.ts

/** One animated statistics card: the number counts up to `value`, then `suffix` follows it. */
export const statSchema = z.object({
  value: z.number().int().nonnegative(),
  suffix: z.enum(["+", "%"]),
  label: z.string().min(1),
});

export type Stat = z.infer<typeof statSchema>;

export const statsSchema = z.array(statSchema).min(1).max(6);

// The landing sections' own copy (headings, subtitles, labels), typed so each Arabic twin in ar/ has
// the same shape and is validated like the English (validate.ts).

const headingSchema = { title: z.string().min(1), subtitle: z.string().min(1) };

export const servicesSectionSchema = z.object({ ...headingSchema, actionLabel: z.string().min(1) });
export type ServicesSection = z.infer<typeof servicesSectionSchema>;

export const skillsSectionSchema = z.object(headingSchema);
export type SkillsSection = z.infer<typeof skillsSectionSchema>;

export const solutionsSectionSchema = z.object({ ...headingSchema, offeringsTitle: z.string().min(1) });
export type SolutionsSection = z.infer<typeof solutionsSectionSchema>;

export const projectsSectionSchema = z.object({
  ...headingSchema,
  emptyMessage: z.string().min(1),
  /** The filter buttons' and badges' labels, by category ("All" is the unfiltered list). */
  categories: z.record(z.enum(["All", ...PROJECT_CATEGORIES]), z.string().min(1)),
});
export type ProjectsSection = z.infer<typeof projectsSectionSchema>;

export const projectOverviewSchema = z.object({
  title: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;

export const faqSectionSchema = z.object(headingSchema);
export type FaqSection = z.infer<typeof faqSectionSchema>;

export const contactSectionTextSchema = z.object({
  ...headingSchema,
  connect: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  pitch: z.object({ title: z.string().min(1), text: z.string().min(1), points: z.array(z.string().min(1)).length(3) }),
});
export type ContactSectionText = z.infer<typeof contactSectionTextSchema>;

// islamic-products.ts: the explorer page's own copy

export const islamicFintechPageSchema = z.object({
  title: z.string().min(1),
  /** The page's meta description (search results cut it near 160 characters; today's copy runs past 200). */
  description: z.string().min(50).max(300),
  intro: z.string().min(1),
  disclaimer: z.string().min(1),
});

// newsletter.ts: the pages the newsletter's e-mails link to

const pageWords = { title: z.string().min(1), text: z.string().min(1) };
export const newsletterPagesSchema = z.object({
  confirm: z.object({
    ...pageWords,
    description: z.string().min(1),
    button: z.string().min(1),
    done: z.object(pageWords),
    invalid: z.object({ ...pageWords, action: z.string().min(1) }),
  }),
  unsubscribe: z.object({
    ...pageWords,
    description: z.string().min(1),
    button: z.string().min(1),
    done: z.object({ ...pageWords, action: z.string().min(1) }),
    invalid: z.object(pageWords),
  }),
  backHome: z.string().min(1),
});
