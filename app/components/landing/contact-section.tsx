import { CircleCheck, Mail } from "#app/components/icons.tsx";
import { ContactForm } from "#app/components/landing/contact-form.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { SOCIAL_ICONS } from "#app/components/social-icons.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { useContent, useT } from "#app/lib/i18n.tsx";
import { useProfile } from "#app/lib/root-data.ts";

type ContactSectionProps = {
  /** The contact form as the landing action left it (posted without JavaScript). */
  form?: FormResult;
  sent?: boolean;
};

export function ContactSection({ form, sent = false }: ContactSectionProps) {
  const { email, socials } = useProfile();
  const contactSection = useContent("contactSection");
  const t = useT("landing");
  return (
    <Section id="contact" title={contactSection.title} estimatedHeight={1800} className="bg-muted/40">
      <p className="mt-3 max-w-2xl text-muted-foreground">{contactSection.subtitle}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-5">
        <ContactForm result={form} sent={sent} />
        <div className="space-y-6 lg:col-span-2">
          <div className="rounded-xl border bg-card p-6">
            <h3 className="text-lg font-semibold">{contactSection.connect.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{contactSection.connect.text}</p>
            <ul className="mt-5 grid grid-cols-2 gap-3">
              {socials.map((social) => {
                const Icon = SOCIAL_ICONS[social.id];
                return (
                  <li key={social.id}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex items-center gap-2 rounded-lg border bg-background px-3 py-2.5 text-sm font-medium transition-colors hover:border-primary hover:text-primary"
                    >
                      <Icon className="size-4" aria-hidden="true" />
                      {social.label}
                      <span className="sr-only"> {t("newTab")}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
            <a
              href={`mailto:${email}`}
              className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              <span dir="ltr">{email}</span>
            </a>
          </div>
          <div className="rounded-xl border border-primary/30 bg-primary/10 p-6">
            <h3 className="text-lg font-semibold">{contactSection.pitch.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{contactSection.pitch.text}</p>
            <ul className="mt-4 space-y-2 text-sm">
              {contactSection.pitch.points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <CircleCheck className="size-4 text-primary" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
}
