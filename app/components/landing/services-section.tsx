import { Link } from "react-router";
import { Brain, Briefcase, Code, type LucideIcon, Rocket } from "#app/components/icons.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { SectionLink } from "#app/components/section-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useContent, useLocalize, useT } from "#app/lib/i18n.tsx";
import type { ServiceIcon } from "#content/services.ts";

const SERVICE_ICONS: Record<ServiceIcon, LucideIcon> = {
  briefcase: Briefcase,
  brain: Brain,
  rocket: Rocket,
  code: Code,
};

export function ServicesSection() {
  const { section: servicesSection, items: services } = useContent("services");
  const localize = useLocalize();
  const t = useT("landing");
  return (
    <Section id="services" title={servicesSection.title} estimatedHeight={1900} className="bg-muted/40">
      <p className="mt-3 max-w-2xl text-muted-foreground">{servicesSection.subtitle}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => {
          const Icon = SERVICE_ICONS[service.icon];
          const titleId = `service-${service.id}`;
          return (
            <li key={service.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 id={titleId} className="mt-5 text-lg font-semibold">
                {service.title}
              </h3>
              <p className="mt-2 mb-6 flex-1 text-sm leading-relaxed text-muted-foreground">{service.description}</p>
              {/* Booking first, with this service as the topic (issue #20); SPEC §2's contact form one click
                  away beside it (issue #32, decision 024). */}
              <Button asChild variant="outline" className="w-full">
                <Link to={localize(`/book?topic=${service.id}`)} aria-describedby={titleId}>
                  {servicesSection.actionLabel}
                </Link>
              </Button>
              <SectionLink
                section="contact"
                aria-describedby={titleId}
                className="mt-3 self-center text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
              >
                {t("consultation.writeInstead")}
              </SectionLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
