import { Link } from "react-router";
import { Brain, Briefcase, Code, type LucideIcon, Rocket } from "#app/components/icons.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useContent, useLocalize } from "#app/lib/i18n.tsx";
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
              <Button asChild variant="outline" className="w-full">
                {/* Booking, with this service as the topic (issue #20); the contact form stays for the rest. */}
                <Link to={localize(`/book?topic=${service.id}`)} aria-describedby={titleId}>
                  {servicesSection.actionLabel}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
