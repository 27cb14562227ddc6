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
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].loaderData;
  if (!root) return [{ title: "FinTech & EdTech Product Manager" }];
  const { site, profile } = root;
  return [
    { title: `${site.ownerName} | FinTech & EdTech Product Manager` },
    { name: "description", content: `${site.ownerName}, ${profile.headline}. ${profile.tagline}` },
  ];
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
