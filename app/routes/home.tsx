import { type MetaDescriptor, useSearchParams } from "react-router";
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
  DeferredStatsSection,
  DeferredTestimonialsSection,
  preloadDeferredSections,
} from "#app/components/landing/deferred-sections.ts";
import { HeroSection } from "#app/components/landing/hero-section.tsx";
import { LANDING_POST_COUNT } from "#app/components/landing/landing-post-count.ts";
import { ScrollProgress } from "#app/components/scroll-progress.tsx";
import { getAppContext, type PublicSiteConfig } from "#app/lib/context.ts";
import { retryAfter } from "#app/lib/forms.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { takePageForm } from "#app/lib/intake.server.ts";
import { takePageFormInBrowser } from "#app/lib/page-form.ts";
import { useHashScroll } from "#app/lib/scroll.ts";
import {
  absoluteUrl,
  pageMeta,
  personJsonLd,
  professionalServiceJsonLd,
  scholarlyArticleJsonLd,
} from "#app/lib/seo.ts";
import { type ContentName, localizedContent, localizedOwnerName } from "#content/localized.server.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { collectMediaRefs } from "#domain/media.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/home";

/** The owner's content the landing sections render, sent in the page's language with the loader's data. */
const LANDING_CONTENT = [
  "hero",
  "stats",
  "about",
  "services",
  "skills",
  "solutions",
  "projects",
  "faq",
  "contactSection",
] as const satisfies readonly ContentName[];

/** The forms it takes without JavaScript (by their declared names), and the success states they land on. */
export const handle = {
  intake: ["contact", "newsletter"],
  cacheQuery: ["sent", "subscribed"],
} as const satisfies RouteFacts;

/**
 * The contact and newsletter forms, with JavaScript or without: both are declared forms
 * (server/services/intake/forms.ts), taken by the intake as their `/api` doors are. With JavaScript
 * a fetcher posts here and `clientAction` reads the answer where the visitor is (app/lib/page-form.ts).
 */
export const action = (args: Route.ActionArgs) => takePageForm(args, handle.intake);
export const clientAction = takePageFormInBrowser;

/** Over a form's limit the page comes back with its form and `Retry-After`. */
export const headers: Route.HeadersFunction = retryAfter;

/**
 * What the first paint needs from the server: the blog's latest articles, the featured testimonials,
 * and live data the server already has cached (never an upstream call), so the market snapshot, news
 * and network articles paint with data instead of placeholders; the widgets refresh it in the browser.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  const { liveData } = services;
  const locale = localeFromPath(new URL(request.url).pathname);
  const ownerName = localizedOwnerName(site.ownerName, locale);
  const [recentPosts, testimonials, live] = await Promise.all([
    services.articles.listPublished(LANDING_POST_COUNT, locale),
    services.testimonials.list({ featuredOnly: true }),
    liveData.landingSnapshot().catch(() => ({}) as Awaited<ReturnType<typeof liveData.landingSnapshot>>),
    preloadDeferredSections(),
  ]);
  return {
    recentPosts,
    // The library images the landing sections show (the projects'): ResponsiveImage reads them here.
    media: await services.media.describe(collectMediaRefs(localizedContent("projects", locale).items)),
    testimonials,
    live,
    allArticlesUrl: liveData.networkArticlesUrl,
    ownerName,
    meta: landingMeta({ ...site, ownerName }, locale),
    i18n: pageI18n(locale, { messages: ["landing", "projects", "blog", "live", "forms"], content: LANDING_CONTENT }),
  };
}

/**
 * The landing page's metadata. Built by the loader on the server and handed to `meta` with the data,
 * so the metadata builders and the content they read stay out of the browser's first load.
 */
function landingMeta(site: PublicSiteConfig, locale: Locale): MetaDescriptor[] {
  const t = createTranslator(locale, CATALOGUE.landing[locale]);
  const hero = localizedContent("hero", locale);
  const profile = localizedContent("profile", locale);
  const path = localizePath("/", locale);
  const title = t("meta.title", { name: site.ownerName });
  const description = t("meta.description", { name: site.ownerName, headline: hero.headline });
  // schema.org's `inLanguage` belongs to creative works: the page itself and the articles it describes.
  const inLanguage = locale;
  const service = professionalServiceJsonLd(site, {
    description: hero.description,
    areaServed: ["United Arab Emirates", "Saudi Arabia", "GCC", "Remote"],
    services: localizedContent("services", locale).items.map((s) => s.title),
  });
  return pageMeta(site, {
    title,
    description,
    path,
    keywords: [...hero.expertise, t("meta.keywords")],
    type: "profile",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        url: absoluteUrl(site, path),
        name: title,
        description,
        inLanguage,
        mainEntity: { "@id": `${site.siteUrl}/#person` },
      },
      personJsonLd(site, {
        jobTitle: hero.headline,
        description: hero.description,
        email: profile.email,
        sameAs: profile.socials.map((s) => s.url),
        knowsAbout: [...hero.expertise, t("meta.knowsAbout")],
      }),
      {
        ...service,
        name: t("meta.serviceName", { name: site.ownerName }),
        hasOfferCatalog: { ...service.hasOfferCatalog, name: t("meta.offerCatalog") },
      },
      ...localizedContent("scholarlyArticles", locale).map((article) => ({
        ...scholarlyArticleJsonLd(site, article),
        inLanguage,
      })),
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
      <HeroSection ownerName={loaderData.ownerName} />
      <DeferredStatsSection />
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
