import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "#domain/i18n/locales.ts";
import { about, experience } from "./about.ts";
import { consultationTypes as arConsultationTypes } from "./ar/booking.ts";
import { careerPage as arCareerPage } from "./ar/career.ts";
import {
  islamicFintechPage as arIslamicFintechPage,
  islamicProducts as arIslamicProducts,
} from "./ar/islamic-products.ts";
import * as ar from "./ar/landing.ts";
import { mailSender as arMailSender } from "./ar/mail.ts";
import { newsletterPages as arNewsletterPages, type NewsletterPages } from "./ar/newsletter-pages.ts";
import { profile as arProfile } from "./ar/profile.ts";
import { scholarlyArticles } from "./articles.ts";
import { consultationTypes } from "./booking.ts";
import { careerPage } from "./career.ts";
import { contactSectionText } from "./contact.ts";
import { faq, faqSection } from "./faq.ts";
import { hero } from "./hero.ts";
import { islamicFintechPage, islamicProducts } from "./islamic-products.ts";
import { mailSender } from "./mail.ts";
import { newsletterPages } from "./newsletter.ts";
import { profile } from "./profile.ts";
import { projectOverview, projects, projectsSection } from "./projects.ts";
import type { MailSender } from "./schema.ts";
import { services, servicesSection } from "./services.ts";
import { skillGroups, skillsSection } from "./skills.ts";
import { solutions, solutionsSection } from "./solutions.ts";
import { stats } from "./stats.ts";

/**
 * The owner's content in each language. The English modules beside this file are the source; each
 * Arabic twin in `ar/` has the same type, so a field missing in Arabic fails the type check. Loaders
 * pick one language (`contentFor`) and send it with the page's data, which keeps both languages' copy
 * out of the browser's JavaScript.
 */
export const LOCALIZED_CONTENT = {
  profile: { en: profile, ar: arProfile },
  islamicFintechPage: { en: islamicFintechPage, ar: arIslamicFintechPage },
  islamicProducts: { en: islamicProducts, ar: arIslamicProducts },
  career: { en: careerPage, ar: arCareerPage },
  newsletterPages: { en: newsletterPages as NewsletterPages, ar: arNewsletterPages },
  mailSender: { en: mailSender, ar: arMailSender },
  // The landing page's sections. "solutions" and "projects" also serve /solutions/:id and /project/:id.
  hero: { en: hero, ar: ar.hero },
  stats: { en: stats, ar: ar.stats },
  about: { en: { section: about, experience }, ar: { section: ar.about, experience: ar.experience } },
  services: { en: { section: servicesSection, items: services }, ar: ar.services },
  skills: { en: { section: skillsSection, items: skillGroups }, ar: ar.skills },
  solutions: { en: { section: solutionsSection, items: solutions }, ar: ar.solutions },
  projects: {
    en: { section: projectsSection, items: projects, overview: projectOverview },
    ar: ar.projects,
  },
  faq: { en: { section: faqSection, items: faq }, ar: ar.faq },
  contactSection: { en: contactSectionText, ar: ar.contactSectionText },
  scholarlyArticles: { en: scholarlyArticles, ar: ar.scholarlyArticles },
  consultationTypes: { en: consultationTypes, ar: arConsultationTypes },
} as const;

export type ContentName = keyof typeof LOCALIZED_CONTENT;
export type ContentOf<N extends ContentName> = (typeof LOCALIZED_CONTENT)[N]["en"];

/** The files' content: the defaults a fresh install shows, overridden by what the owner publishes. */
export const FILE_CONTENT: Readonly<Record<ContentName, { en: unknown; ar: unknown }>> = LOCALIZED_CONTENT;

/** Both languages of some modules: what the owner published, or drafts in an admin's preview. */
export type ContentOverrides = Partial<Record<ContentName, { en: unknown; ar: unknown }>>;

/**
 * - `published`: what the owner published, replaced whole (never edited in place) by the site-content
 *   service when a publish is seen, before the new content version is announced, so a render reads
 *   one consistent set;
 * - `preview`: drafts applied to one admin's preview request only (server/http/react-router.ts).
 * The services and the routes read this one module (the server build imports content/ from source:
 * decision 048), so a publish is seen by both.
 */
type ContentState = {
  published: ContentOverrides;
  /** Moves on with every `setPublishedContent`: what memoises content keys on it. */
  generation: number;
  preview: AsyncLocalStorage<ContentOverrides>;
};
const state: ContentState = { published: {}, generation: 0, preview: new AsyncLocalStorage<ContentOverrides>() };

export function setPublishedContent(next: ContentOverrides): void {
  state.published = next;
  state.generation++;
}

/**
 * Which published set pages read now, for memos of content (a preview request has none: it must
 * never be memoised, nor read from a memo).
 */
export function contentGeneration(): number | null {
  return state.preview.getStore() === undefined ? state.generation : null;
}

/** Runs `render` with `drafts` over the published content, for this request alone. */
export function withContentPreview<T>(drafts: ContentOverrides, render: () => T): T {
  return state.preview.run(drafts, render);
}

export function isContentPreview(): boolean {
  return state.preview.getStore() !== undefined;
}

export function localizedContent<N extends ContentName>(name: N, locale: Locale): ContentOf<N> {
  const source = state.preview.getStore()?.[name] ?? state.published[name] ?? LOCALIZED_CONTENT[name];
  return source[locale] as ContentOf<N>;
}

/** The page-data form: several content modules at once, by name. */
export function contentFor<const N extends ContentName>(locale: Locale, names: readonly N[]): PageContent {
  const picked: Partial<Record<ContentName, unknown>> = {};
  for (const name of names) picked[name] = localizedContent(name, locale);
  return picked as PageContent;
}

export type PageContent = { readonly [N in ContentName]?: ContentOf<N> };

/**
 * The owner's name as every page says it (header, footer, hero, metadata): the profile's Arabic spelling on Arabic pages
 * while the configured name is the profile's own; a name set through OWNER_NAME is used as it is.
 */
export function localizedOwnerName(configured: string, locale: Locale): string {
  return configured === localizedContent("profile", "en").name ? localizedContent("profile", locale).name : configured;
}

/**
 * The name and postal address a mail in `locale` is signed with. `configured` is the server's English
 * (MAIL_FROM's name, NEWSLETTER_POSTAL_ADDRESS). Per field: English mail uses the owner's English from
 * Site content ("E-mail sender") once they changed it, else the configured; another language uses the
 * owner's own text in it, else the file's translation while the English in use is the one it
 * translates, else the English in use (a configured address nobody has translated yet stays right).
 */
export function localizedMailSender(configured: MailSender, locale: Locale): MailSender {
  const files = FILE_CONTENT.mailSender as Readonly<Record<Locale, MailSender>>;
  const english = localizedContent("mailSender", "en");
  const local = localizedContent("mailSender", locale);
  const field = (key: keyof MailSender) => {
    const inUse = english[key] !== files.en[key] ? english[key] : configured[key];
    if (locale === "en") return inUse;
    return local[key] !== files[locale][key] || inUse === files.en[key] ? local[key] : inUse;
  };
  return { senderName: field("senderName"), postalAddress: field("postalAddress") };
}

/**
 * An article's byline in the article's language: the owner (no author recorded, or the configured name)
 * and an author named as the profile is go by the profile's spelling in that language; anyone else keeps
 * the name they signed in with.
 */
export function localizedAuthorName(authorName: string | null, configured: string, locale: Locale): string {
  return localizedOwnerName(!authorName || authorName === configured ? configured : authorName, locale);
}
