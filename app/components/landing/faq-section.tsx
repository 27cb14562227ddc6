import { ChevronDown } from "#app/components/icons.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { useContent } from "#app/lib/i18n.tsx";

/**
 * The FAQ accordion. Native `<details>` sharing one `name` gives "one open at a time, collapsible"
 * with keyboard and screen-reader support and no JavaScript at all.
 */
export function FaqSection() {
  const { section: faqSection, items: faq } = useContent("faq");
  return (
    <Section id="faq" title={faqSection.title} estimatedHeight={1100}>
      <p className="mt-3 max-w-2xl text-muted-foreground">{faqSection.subtitle}</p>
      <div className="mt-10 divide-y rounded-xl border bg-card">
        {faq.map((item) => (
          <details key={item.id} name="faq" className="group px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-start font-medium [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 leading-relaxed text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
