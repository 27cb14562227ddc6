// Every zod schema for the static content, and the types inferred from them. Server-side only: the
// data modules import nothing but types from here, so zod stays out of the browser bundle. The
// schemas are applied by `validateContent()` in validate.ts when the server starts.
import { z } from "zod";
import { CELL_MINUTES, minutesOf, QUESTION_LIMITS, WORK_WEEKS } from "#domain/booking/slots.ts";
import { isIsoDate, isTimeZone } from "#domain/booking/zone.ts";
import type { FieldMeta } from "#domain/content-fields.ts";
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

/**
 * What the owner's editing form shows of a field (decision 047): its label, and whether it is written
 * in paragraphs, held alike in both languages, an icon or a picture. Read by server/lib/content-form.ts.
 */
export const contentForm = z.registry<FieldMeta, z.ZodType>();

/**
 * A schema with its form metadata, registered on a copy: a schema used in two places (an https
 * address, a heading's title) keeps a label for each. Checks added after it keep it (zod's parent link).
 */
function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  const copy = schema.clone();
  contentForm.add(copy as z.ZodType, meta);
  return copy;
}

/** Lists the owner adds to and reorders: an item's id is its stable key (and, for projects, its address). */
const uniqueIds = (list: readonly { id: unknown }[]) => new Set(list.map((item) => item.id)).size === list.length;

// about.ts

export const aboutSchema = field(
  z.object({
    title: field(z.string().min(1), { label: "Title" }),
    /** Two or three intro paragraphs, in the owner's voice. */
    intro: field(
      z
        .array(field(z.string().min(1), { multiline: true }))
        .min(2)
        .max(3),
      {
        label: "Intro",
        itemLabel: "Intro",
      },
    ),
    /** "See My Projects" scrolls to the portfolio section; "Download Resume" downloads the PDF. */
    actions: field(
      z.object({
        projects: field(z.string().min(1), { label: "Projects" }),
        resume: field(z.string().min(1), { label: "Resume" }),
      }),
      { label: "Actions" },
    ),
    timelineTitle: field(z.string().min(1), { label: "Timeline title" }),
  }),
  { label: "Section" },
);

export type About = z.infer<typeof aboutSchema>;

/** One position on the professional timeline. `year` is a date range such as "2024 - Present". */
export const experienceEntrySchema = z.object({
  year: field(z.string().regex(/^\d{4} - (\d{4}|Present)$/), { label: "Year", shared: true }),
  title: field(z.string().min(1), { label: "Title" }),
  company: field(z.string().min(1), { label: "Company" }),
  description: field(z.string().min(1), { label: "Description", multiline: true }),
});

export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const experienceSchema = field(z.array(experienceEntrySchema).min(1).max(20), {
  label: "Timeline positions",
  itemLabel: "Timeline position",
  itemTitle: "title",
});

/**
 * An address the owner gives that leaves the site: https only. (zod reads it as a browser would, so
 * " javascript:", "JaVaScRiPt:" and "java<TAB>script:" are all the javascript: scheme, refused.)
 */
const httpsUrl = z.url({ protocol: /^https$/ });

// articles.ts

export const scholarlyArticleSchema = z.object({
  title: field(z.string().min(1), { label: "Title" }),
  description: field(z.string().min(1), { label: "Description", multiline: true }),
  datePublished: field(z.iso.date(), { label: "Date published", shared: true }),
  url: field(httpsUrl, { label: "Address", shared: true }),
  publisher: field(z.string().min(1), { label: "Publisher" }),
  keywords: field(z.array(z.string().min(1)).min(1), { label: "Keywords", itemLabel: "Keyword" }),
});

export type ScholarlyArticle = z.infer<typeof scholarlyArticleSchema>;

export const scholarlyArticlesSchema = field(z.array(scholarlyArticleSchema).length(2), {
  label: "Papers",
  itemLabel: "Paper",
  itemTitle: "title",
});

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
    label: field(z.string().min(1).max(200), { label: "Label" }),
    kind: field(z.enum(["short", "long", "choice"]), {
      label: "Answer type",
      optionLabels: { short: "Short text", long: "Long text", choice: "Choice" },
    }),
    required: field(z.enum(["yes", "no"]), { label: "Answer required", optionLabels: { yes: "Yes", no: "No" } }),
    options: field(z.array(z.string().min(1).max(QUESTION_LIMITS.short)).max(QUESTION_LIMITS.options), {
      label: "Options",
      itemLabel: "Option",
    }),
  })
  .refine((q) => (q.kind === "choice") === q.options.length >= 2, {
    message: "a choice needs two or more options, and only a choice has options",
  });

export const consultationTypesSchema = field(
  z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        title: field(z.string().min(1).max(60), { label: "Title" }),
        minutes: field(z.number().int().min(CELL_MINUTES).max(240).refine(onGrid, gridMessage), {
          label: "Length (minutes)",
        }),
        description: field(z.string().min(1), { label: "Description", multiline: true }),
        // The type's own limits, in the owner's words with their unit; each left out falls back to the
        // availability's (no daily maximum).
        minNoticeMinutes: field(
          z
            .number()
            .int()
            .min(0)
            .max(60 * 24 * 60)
            .optional(),
          { label: "Minimum notice (minutes)" },
        ),
        bufferBeforeMinutes: field(z.number().int().min(0).max(120).refine(onGrid, gridMessage).optional(), {
          label: "Free time before (minutes)",
        }),
        bufferAfterMinutes: field(z.number().int().min(0).max(120).refine(onGrid, gridMessage).optional(), {
          label: "Free time after (minutes)",
        }),
        dailyMax: field(z.number().int().min(1).max(48).optional(), { label: "Most bookings in one day" }),
        horizonDays: field(z.number().int().min(1).max(366).optional(), {
          label: "How far ahead visitors can book (days)",
        }),
        /** Questions the visitor answers on the form; the answers go to the owner. */
        questions: field(
          z
            .array(bookingQuestionSchema)
            .max(QUESTION_LIMITS.questions)
            .refine((list) => new Set(list.map((q) => q.id)).size === list.length, "question ids must be unique")
            .default([]),
          { label: "Questions", itemLabel: "Question", itemTitle: "label" },
        ),
      }),
    )
    .min(1)
    .refine((list) => new Set(list.map((t) => t.id)).size === list.length, "type ids must be unique"),
  { label: "Booking types", itemLabel: "Booking type", itemTitle: "title" },
);

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
  title: field(z.string().min(1), { label: "Title" }),
  description: field(z.string().min(50).max(200), { label: "Description", multiline: true }),
  intro: field(z.string().min(1), { label: "Intro", multiline: true }),
  /** The three info cards: full-time roles, freelance and consulting, collaborations. */
  cards: field(
    z
      .array(
        z.object({
          icon: field(z.enum(CAREER_CARD_ICONS), { label: "Icon", icon: true }),
          title: field(z.string().min(1), { label: "Title" }),
          text: field(z.string().min(1), { label: "Text", multiline: true }),
        }),
      )
      .length(3),
    { label: "Cards", itemLabel: "Card", itemTitle: "title" },
  ),
});

export type CareerPage = z.infer<typeof careerPageSchema>;

// faq.ts

export const faqItemSchema = z.object({
  /** Stable key for the accordion item. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: field(z.string().min(1), { label: "Question" }),
  answer: field(z.string().min(1), { label: "Answer", multiline: true }),
});

export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = field(
  z.array(faqItemSchema).min(1).max(30).refine(uniqueIds, "each question needs its own id"),
  { label: "Questions", itemLabel: "Question", itemTitle: "question" },
);

// hero.ts

const actionSchema = z.object({
  label: field(z.string().min(1), { label: "Label" }),
  /** Anchor id of the landing-page section the button smooth-scrolls to. */
  section: field(z.enum(["portfolio", "contact"]), {
    label: "Scrolls to section",
    // The menu's names for the two sections, not their anchor ids.
    optionLabels: { portfolio: "Portfolio", contact: "Contact" },
  }),
});

export const heroSchema = z.object({
  /** Words before the owner's name; see `heroGreeting`. */
  greetingPrefix: field(z.string().min(1), { label: "Greeting before your name" }),
  headline: field(z.string().min(1), { label: "Headline" }),
  description: field(z.string().min(1), { label: "Description", multiline: true }),
  /** Label in front of the rotating expertise word. */
  expertiseLabel: field(z.string().min(1), { label: "Label before the typewriter words" }),
  expertise: field(z.array(z.string().min(1)).length(EXPERTISE_WORDS.length), {
    label: "Typewriter words",
    itemLabel: "Typewriter word",
  }),
  primaryAction: field(actionSchema, { label: "First button" }),
  contactAction: field(actionSchema, { label: "Contact button" }),
  credentials: field(z.array(z.string().min(1)).length(CREDENTIALS.length), {
    label: "Credentials",
    itemLabel: "Credential",
  }),
});

export type Hero = z.infer<typeof heroSchema>;

// islamic-products.ts

/** One step of a product journey: what happens, and what the customer does at it. */
export const islamicProductStepSchema = z.object({
  title: field(z.string().min(1), { label: "Title" }),
  description: field(z.string().min(20), { label: "Description", multiline: true }),
  actions: field(z.array(z.string().min(1)).min(2).max(5), { label: "Actions", itemLabel: "Action" }),
});

export const islamicProductSchema = z.object({
  id: z.enum(ISLAMIC_PRODUCT_IDS),
  title: field(z.string().min(1), { label: "Title" }),
  subtitle: field(z.string().min(1), { label: "Subtitle", multiline: true }),
  description: field(z.string().min(40), { label: "Description", multiline: true }),
  /** The Shariah contract the product rests on, e.g. "Murabaha". */
  contractType: field(z.string().min(1), { label: "Contract type" }),
  icon: field(z.enum(ISLAMIC_PRODUCT_ICONS), { label: "Icon", icon: true }),
  color: field(z.enum(ISLAMIC_PRODUCT_COLORS), { label: "Color" }),
  steps: field(z.array(islamicProductStepSchema).min(3).max(6), {
    label: "Steps",
    itemLabel: "Step",
    itemTitle: "title",
  }),
  features: field(z.array(z.string().min(1)).min(3), { label: "Features", itemLabel: "Feature" }),
  benefits: field(z.array(z.string().min(1)).min(3), { label: "Benefits", itemLabel: "Benefit" }),
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

export const islamicProductsSchema = field(
  z
    .array(islamicProductSchema)
    .length(ISLAMIC_PRODUCT_IDS.length)
    .refine((list) => list.every((product, index) => product.id === ISLAMIC_PRODUCT_IDS[index]), {
      message: `Islamic products must be listed as ${ISLAMIC_PRODUCT_IDS.join(", ")}`,
    })
    .refine((list) => list.every((p) => !SPEC_CONTRACTS[p.id] || SPEC_CONTRACTS[p.id]?.includes(p.contractType)), {
      message: "Contract types must be SPEC §3's (bnpl Murabaha, advance-salary Qard Hasan, ...)",
    }),
  { label: "Products", itemLabel: "Product", itemTitle: "title" },
);

// profile.ts

export const profileSchema = z.object({
  name: field(z.string().min(1), { label: "Name" }),
  headline: field(z.string().min(1), { label: "Headline" }),
  tagline: field(z.string().min(1), { label: "Tagline", multiline: true }),
  email: field(z.email(), { label: "Email", shared: true }),
  location: field(z.string().min(1), { label: "Location" }),
  socials: field(
    z
      .array(
        z.object({
          id: z.enum(["github", "linkedin", "x", "whatsapp", "telegram", "discord"]),
          label: field(z.string().min(1), { label: "Label" }),
          // Shown as links and sent verbatim as the JSON-LD `sameAs`.
          url: field(httpsUrl, { label: "Address", shared: true }),
        }),
      )
      .length(6),
    { label: "Social links", itemLabel: "Social link", itemTitle: "label" },
  ),
});

export type Profile = z.infer<typeof profileSchema>;

// mail.ts

/** How the owner's e-mails are signed: the sender's name (the From) and the newsletter footer's postal address. */
export const mailSenderSchema = z.object({
  senderName: field(z.string().trim().min(1).max(100), { label: "Sender name" }),
  postalAddress: field(z.string().trim().min(2).max(300), { label: "Postal address" }),
});

export type MailSender = z.infer<typeof mailSenderSchema>;

// projects.ts

/** A path inside this site, such as "/islamic-fintech". */
const internalPath = z.string().regex(/^\/[a-z0-9\-/]*$/);

export const projectSchema = z.object({
  id: z.number().int().positive(),
  title: field(z.string().min(1), { label: "Title" }),
  description: field(z.string().min(1), { label: "Description", multiline: true }),
  category: field(z.enum(PROJECT_CATEGORIES), { label: "Category" }),
  /** A path under the site's public folder, or a media library image ("/media/<hash>", decision 030). */
  image: field(contentImageSchema("/images/projects/"), { label: "Image", image: true }),
  techStack: field(z.array(z.string().min(1)).min(1), { label: "Technologies", itemLabel: "Technology" }),
  caseStudy: field(z.string().min(1).optional(), { label: "Case study", multiline: true }),
  /** An external https address (opens in a new tab) or an internal route. */
  liveUrl: field(z.union([httpsUrl, internalPath]).optional(), { label: "Live address", shared: true }),
  githubUrl: field(httpsUrl.optional(), { label: "Code repository address", shared: true }),
});

export type Project = z.infer<typeof projectSchema>;

/** The owner adds, removes and reorders projects; each keeps its number, which is its page's address. */
export const projectsSchema = field(
  z.array(projectSchema).min(1).max(30).refine(uniqueIds, "each project needs its own id"),
  { label: "Projects", itemLabel: "Project", itemTitle: "title" },
);

// services.ts

export const serviceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: field(z.string().min(1), { label: "Title" }),
  description: field(z.string().min(1), { label: "Description", multiline: true }),
  /** A name the UI maps to an icon component. */
  icon: field(z.enum(SERVICE_ICONS), { label: "Icon", icon: true }),
});

export type Service = z.infer<typeof serviceSchema>;
export type ServiceIcon = Service["icon"];

export const servicesSchema = field(
  z.array(serviceSchema).min(1).max(12).refine(uniqueIds, "each service needs its own id"),
  { label: "Services", itemLabel: "Service", itemTitle: "title" },
);

// skills.ts

export const skillGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: field(z.string().min(1), { label: "Title" }),
  /** Badge labels shown on the group's card. */
  skills: field(z.array(z.string().min(1)).min(5).max(8), { label: "Skills", itemLabel: "Skill" }),
});

export type SkillGroup = z.infer<typeof skillGroupSchema>;

export const skillGroupsSchema = field(
  z.array(skillGroupSchema).min(1).max(12).refine(uniqueIds, "each group needs its own id"),
  { label: "Skill groups", itemLabel: "Skill group", itemTitle: "title" },
);

// solutions.ts

export const solutionSchema = z.object({
  id: z.enum(SOLUTION_IDS),
  title: field(z.string().min(1), { label: "Title" }),
  description: field(z.string().min(1), { label: "Description", multiline: true }),
  category: field(z.string().min(1), { label: "Category" }),
  /** A path under the site's public folder, or a media library image ("/media/<hash>", decision 030). */
  image: field(contentImageSchema("/images/solutions/"), { label: "Image", image: true }),
  icon: field(z.enum(SOLUTION_ICONS), { label: "Icon", icon: true }),
  offerings: field(z.array(z.string().min(1)).min(1), { label: "Offerings", itemLabel: "Offering" }),
});

export type Solution = z.infer<typeof solutionSchema>;
export type SolutionId = Solution["id"];

export const solutionsSchema = field(
  z
    .array(solutionSchema)
    .length(SOLUTION_IDS.length)
    .refine((list) => list.every((solution, index) => solution.id === SOLUTION_IDS[index]), {
      message: "Solutions must be listed as fintech, edtech, ecommerce, daas",
    })
    .refine((list) => list.every((solution) => solution.offerings.length === SOLUTION_OFFERING_COUNTS[solution.id]), {
      message: "Offering counts must be fintech 6, edtech 4, ecommerce 6, daas 4",
    }),
  { label: "Solutions", itemLabel: "Solution", itemTitle: "title" },
);

// stats.ts

/** One animated statistics card: the number counts up to `value`, then `suffix` follows it. */
export const statSchema = z.object({
  value: field(z.number().int().nonnegative(), { label: "Value" }),
  suffix: field(z.enum(["+", "%"]), { label: "Suffix" }),
  label: field(z.string().min(1), { label: "Label" }),
});

export type Stat = z.infer<typeof statSchema>;

export const statsSchema = field(z.array(statSchema).min(1).max(6), {
  label: "Statistics",
  itemLabel: "Statistic",
  itemTitle: "label",
});

// The landing sections' own copy (headings, subtitles, labels), typed so each Arabic twin in ar/ has
// the same shape and is validated like the English (validate.ts).

const headingSchema = {
  title: field(z.string().min(1), { label: "Title" }),
  subtitle: field(z.string().min(1), { label: "Subtitle", multiline: true }),
};
/** A landing section's own copy, shown in its module's form as "Section". */
const section = <T extends z.ZodType>(schema: T) => field(schema, { label: "Section" });

export const servicesSectionSchema = section(
  z.object({ ...headingSchema, actionLabel: field(z.string().min(1), { label: "Action label" }) }),
);
export type ServicesSection = z.infer<typeof servicesSectionSchema>;

export const skillsSectionSchema = section(z.object(headingSchema));
export type SkillsSection = z.infer<typeof skillsSectionSchema>;

export const solutionsSectionSchema = section(
  z.object({ ...headingSchema, offeringsTitle: field(z.string().min(1), { label: "Offerings title" }) }),
);
export type SolutionsSection = z.infer<typeof solutionsSectionSchema>;

export const projectsSectionSchema = section(
  z.object({
    ...headingSchema,
    emptyMessage: field(z.string().min(1), { label: "Empty message" }),
    /** The filter buttons' and badges' labels, by category ("All" is the unfiltered list): each named by its key. */
    categories: field(z.record(z.enum(["All", ...PROJECT_CATEGORIES]), z.string().min(1)), { label: "Categories" }),
  }),
);
export type ProjectsSection = z.infer<typeof projectsSectionSchema>;

export const projectOverviewSchema = field(
  z.object({
    title: field(z.string().min(1), { label: "Title" }),
    paragraphs: field(z.array(field(z.string().min(1), { multiline: true })).min(1), {
      label: "Paragraphs",
      itemLabel: "Paragraph",
    }),
  }),
  { label: "Overview" },
);
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;

export const faqSectionSchema = section(z.object(headingSchema));
export type FaqSection = z.infer<typeof faqSectionSchema>;

export const contactSectionTextSchema = z.object({
  ...headingSchema,
  connect: field(
    z.object({
      title: field(z.string().min(1), { label: "Title" }),
      text: field(z.string().min(1), { label: "Text", multiline: true }),
    }),
    { label: "Connect" },
  ),
  pitch: field(
    z.object({
      title: field(z.string().min(1), { label: "Title" }),
      text: field(z.string().min(1), { label: "Text", multiline: true }),
      points: field(z.array(z.string().min(1)).length(3), { label: "Points", itemLabel: "Point" }),
    }),
    { label: "Pitch" },
  ),
});
export type ContactSectionText = z.infer<typeof contactSectionTextSchema>;

// islamic-products.ts: the explorer page's own copy

export const islamicFintechPageSchema = z.object({
  title: field(z.string().min(1), { label: "Title" }),
  /** The page's meta description (search results cut it near 160 characters; today's copy runs past 200). */
  description: field(z.string().min(50).max(300), { label: "Description", multiline: true }),
  intro: field(z.string().min(1), { label: "Intro", multiline: true }),
  disclaimer: field(z.string().min(1), { label: "Disclaimer", multiline: true }),
});

// newsletter.ts: the pages the newsletter's e-mails link to

const pageWords = {
  title: field(z.string().min(1), { label: "Title" }),
  text: field(z.string().min(1), { label: "Text", multiline: true }),
};
const pageDescription = field(z.string().min(1), { label: "Description", multiline: true });
const pageButton = field(z.string().min(1), { label: "Button" });
const pageAction = field(z.string().min(1), { label: "Action" });
export const newsletterPagesSchema = z.object({
  confirm: field(
    z.object({
      ...pageWords,
      description: pageDescription,
      button: pageButton,
      done: field(z.object(pageWords), { label: "Done" }),
      invalid: field(z.object({ ...pageWords, action: pageAction }), { label: "Invalid" }),
    }),
    { label: "Confirm" },
  ),
  unsubscribe: field(
    z.object({
      ...pageWords,
      description: pageDescription,
      button: pageButton,
      done: field(z.object({ ...pageWords, action: pageAction }), { label: "Done" }),
      invalid: field(z.object(pageWords), { label: "Invalid" }),
    }),
    { label: "Unsubscribe" },
  ),
  backHome: field(z.string().min(1), { label: "Back home" }),
});
