import { Section } from "#app/components/landing/section.tsx";

export function PortfolioSection() {
  return <Section id="portfolio" title="My Projects" />;
}
