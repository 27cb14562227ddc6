import { AboutSection } from "#app/components/landing/about-section.tsx";
import { ArticlesSection } from "#app/components/landing/articles-section.tsx";
import { ContactSection } from "#app/components/landing/contact-section.tsx";
import { FaqSection } from "#app/components/landing/faq-section.tsx";
import { HeroSection } from "#app/components/landing/hero-section.tsx";
import { InsightsBlock } from "#app/components/landing/insights-block.tsx";
import { PortfolioSection } from "#app/components/landing/portfolio-section.tsx";
import { ServicesSection } from "#app/components/landing/services-section.tsx";
import { SkillsSection } from "#app/components/landing/skills-section.tsx";
import { SolutionsSection } from "#app/components/landing/solutions-section.tsx";
import { StatsSection } from "#app/components/landing/stats-section.tsx";
import { TestimonialsSection } from "#app/components/landing/testimonials-section.tsx";
import { ScrollProgress } from "#app/components/scroll-progress.tsx";
import { useHashScroll } from "#app/lib/scroll.ts";
import {
  pageMeta,
  personJsonLd,
  professionalServiceJsonLd,
  scholarlyArticleJsonLd,
  siteFromMatches,
} from "#app/lib/seo.ts";
import { scholarlyArticles } from "#content/articles.ts";
import { hero } from "#content/hero.ts";
import { profile } from "#content/profile.ts";
import { services } from "#content/services.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  if (!site) return [{ title: "FinTech & EdTech Product Manager" }];
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
};

export default function Home() {
  useHashScroll();
  return (
    <main id="main">
      <ScrollProgress />
      <HeroSection />
      <StatsSection />
      <AboutSection />
      <ServicesSection />
      <SkillsSection />
      <SolutionsSection />
      <PortfolioSection />
      <ArticlesSection />
      <TestimonialsSection />
      <FaqSection />
      <InsightsBlock />
      <ContactSection />
    </main>
  );
}
