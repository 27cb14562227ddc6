import { data, type MetaDescriptor, redirect, useSearchParams } from "react-router";
import {
  DeferredAboutSection,
  DeferredArticlesSection,
  DeferredBlogSection,
  DeferredContactSection,
  DeferredFaqSection,
  DeferredInsightsBlock,
  DeferredPortfolioSection,
  DeferredServicesSection,
  DeferredSkillsSection,
  DeferredSolutionsSection,
  DeferredTestimonialsSection,
  preloadDeferredSections,
} from "#app/components/landing/deferred-sections.ts";
import { HeroSection } from "#app/components/landing/hero-section.tsx";
import { LANDING_POST_COUNT } from "#app/components/landing/landing-post-count.ts";
import { StatsSection } from "#app/components/landing/stats-section.tsx";
import { ScrollProgress } from "#app/components/scroll-progress.tsx";
import { getAppContext, type PublicSiteConfig } from "#app/lib/context.ts";
import { formIssueText } from "#app/lib/forms.server.ts";
import { parseFormSubmission } from "#app/lib/forms.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useHashScroll } from "#app/lib/scroll.ts";
import { pageMeta, personJsonLd, professionalServiceJsonLd, scholarlyArticleJsonLd } from "#app/lib/seo.ts";
import { scholarlyArticles } from "#content/articles.ts";
import { hero } from "#content/hero.ts";
import { profile } from "#content/profile.ts";
import { services } from "#content/services.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import { contactSchema, newsletterSchema } from "#domain/schemas/leads.ts";
import type { Route } from "./+types/home";

/** Where each landing form lands after it was posted without JavaScript and accepted. */
const LANDING_FORM_DONE = {
  contact: "/?sent=contact#contact",
  newsletter: "/?subscribed=1#newsletter",
} as const;

/** The forms below post here without JavaScript and land on these success states. */
export const handle = { postLimit: "leadForm", cacheQuery: ["sent", "subscribed"] } satisfies RouteFacts;

/**
 * The contact and newsletter forms without JavaScript (with it they POST JSON to /api). The same
 * schemas and services as the API; a filled honeypot is answered like a success and stored nowhere.
 * "/ar" answers in Arabic (its messages, where it lands, the subscriber's language).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { leads } = getAppContext(context).services;
  const locale = localeFromPath(new URL(request.url).pathname);
  const text = formIssueText(locale);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "contact") {
    const submission = parseFormSubmission(contactSchema, formData, text);
    if (!submission.ok) return data({ intent, errors: submission.errors, values: submission.values }, { status: 400 });
    if (!submission.isBot) await leads.submitContact(submission.data);
    return redirect(localizePath(LANDING_FORM_DONE.contact, locale));
  }
  if (intent === "newsletter") {
    const submission = parseFormSubmission(newsletterSchema, formData, text);
    if (!submission.ok) return data({ intent, errors: submission.errors, values: submission.values }, { status: 400 });
    if (!submission.isBot) await leads.subscribe(submission.data, undefined, locale);
    return redirect(localizePath(LANDING_FORM_DONE.newsletter, locale));
  }
  throw data("Unknown form", { status: 400 });
}

/**
 * What the first paint needs from the server: the blog's latest articles, the featured testimonials,
 * and live data the server already has cached (never an upstream call), so the market snapshot, news
 * and network articles paint with data instead of placeholders; the widgets refresh it in the browser.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const { liveData } = services;
  const locale = localeFromPath(new URL(request.url).pathname);
  const [recentPosts, testimonials, live] = await Promise.all([
    services.articles.listPublished(LANDING_POST_COUNT, locale),
    services.testimonials.list({ featuredOnly: true }),
    liveData.landingSnapshot().catch(() => ({}) as Awaited<ReturnType<typeof liveData.landingSnapshot>>),
    preloadDeferredSections(),
  ]);
  return {
    recentPosts,
    testimonials,
    live,
    allArticlesUrl: liveData.networkArticlesUrl,
    meta: landingMeta(getAppContext(context).site),
    // The words of the blog section's cards (PostCard), the live widgets (market snapshot, news card) and the lead forms.
    i18n: pageI18n(locale, { messages: ["blog", "live", "forms"] }),
  };
}

/**
 * The landing page's metadata. Built by the loader on the server and handed to `meta` with the data,
 * so the metadata builders and the content they read stay out of the browser's first load.
 */
function landingMeta(site: PublicSiteConfig): MetaDescriptor[] {
  return pageMeta(site, {
    title: `${site.ownerName} | FinTech & EdTech Product Manager`,
    description: `${site.ownerName}: ${hero.headline}. PMP-certified product and project leader with 9+ years in FinTech, EdTech, eCommerce and ICT, advising on Shariah-compliant finance.`,
    path: "/",
    keywords: [...hero.expertise, "Islamic finance", "Shariah-compliant fintech", "PMP", "consulting"],
    type: "profile",
    jsonLd: [
      personJsonLd(site, {
        jobTitle: hero.headline,
        description: hero.description,
        email: profile.email,
        sameAs: profile.socials.map((s) => s.url),
        knowsAbout: [...hero.expertise, "Islamic finance"],
      }),
      professionalServiceJsonLd(site, {
        description: hero.description,
        areaServed: ["United Arab Emirates", "Saudi Arabia", "GCC", "Remote"],
        services: services.map((s) => s.title),
      }),
      ...scholarlyArticles.map((article) => scholarlyArticleJsonLd(site, article)),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: "FinTech & EdTech Product Manager" }];

export default function Home({ actionData, loaderData }: Route.ComponentProps) {
  useHashScroll();
  const [searchParams] = useSearchParams();
  return (
    <main id="main">
      <ScrollProgress />
      <HeroSection />
      <StatsSection />
      <DeferredAboutSection />
      <DeferredServicesSection />
      <DeferredSkillsSection />
      <DeferredSolutionsSection />
      <DeferredPortfolioSection />
      <DeferredArticlesSection initial={loaderData.live.network} allArticlesUrl={loaderData.allArticlesUrl} />
      <DeferredBlogSection posts={loaderData.recentPosts} />
      <DeferredTestimonialsSection testimonials={loaderData.testimonials} />
      <DeferredFaqSection />
      <DeferredInsightsBlock
        newsletter={actionData?.intent === "newsletter" ? actionData : undefined}
        subscribed={searchParams.get("subscribed") === "1"}
        stocks={loaderData.live.stocks}
        news={loaderData.live.news}
      />
      <DeferredContactSection
        form={actionData?.intent === "contact" ? actionData : undefined}
        sent={searchParams.get("sent") === "contact"}
      />
    </main>
  );
}
