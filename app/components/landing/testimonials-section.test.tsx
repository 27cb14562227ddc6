import type * as React from "react";
import { describe, expect, test } from "vitest";
import { initials, TestimonialsSection } from "#app/components/landing/testimonials-section.tsx";
import type { Locale } from "#domain/i18n/locales.ts";
import { renderWithI18n } from "#tests/i18n/render.tsx";

const renderToString = (element: React.ReactElement, locale: Locale = "en") =>
  renderWithI18n(element, { locale, messages: ["landing"] });

const sara = {
  id: "1",
  name: "Sara Ahmed",
  role: "CTO",
  company: "Fintech Co",
  content: "Delivered on time.",
  rating: 4,
  image: null,
};

describe("TestimonialsSection", () => {
  test("says 'Loading testimonials...' until the list arrives", () => {
    const html = renderToString(<TestimonialsSection />);
    expect(html).toContain("Client Testimonials");
    expect(html).toContain("Loading testimonials...");
  });

  test("is hidden entirely when there are none", () => {
    expect(renderToString(<TestimonialsSection testimonials={[]} />)).toBe("");
  });

  test("shows each card with initials or the picture, 'role at company', stars and the quote", () => {
    const html = renderToString(
      <TestimonialsSection
        testimonials={[sara, { ...sara, id: "2", name: "Ali", image: "https://example.com/ali.jpg" }]}
      />,
    );
    expect(html).toContain(">SA</span>");
    expect(html).toContain('src="https://example.com/ali.jpg"');
    expect(html).toContain("CTO at Fintech Co");
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html.match(/fill-amber-400/g)).toHaveLength(8);
    expect(html).toContain("Delivered on time.");
    expect(html).not.toContain("Loading testimonials...");
  });

  test("initials take the first letters of the first two words", () => {
    expect(initials("  mary jane watson ")).toBe("MJ");
    expect(initials("Omar")).toBe("O");
  });

  test("in Arabic: the heading, rating and 'role at company' in Arabic, the client's own words as stored", () => {
    const html = renderToString(<TestimonialsSection testimonials={[sara]} />, "ar");
    expect(html).toContain("آراء العملاء");
    expect(html).toContain('aria-label="التقييم 4 من 5"');
    expect(html).toContain("CTO في Fintech Co");
    expect(html).toContain('<p dir="auto">“<!-- -->Delivered on time.<!-- -->”</p>');
    expect(renderToString(<TestimonialsSection />, "ar")).toContain("جارٍ تحميل الآراء...");
  });
});
