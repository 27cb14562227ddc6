import { describe, expect, test } from "vitest";
import { ProjectList } from "#app/components/landing/project-list.tsx";
import { localizedContent } from "#content/localized.server.ts";
import { projects, projectsSection } from "#content/projects.ts";
import { renderWithI18n } from "#tests/i18n/render.tsx";

const messages = ["landing", "projects"] as const;

describe("ProjectList", () => {
  test("shows 'No projects found in this category.' when a filter matches no project", () => {
    const html = renderWithI18n(<ProjectList projects={[]} section={projectsSection} />, { messages });
    expect(html).toContain("No projects found in this category.");
    expect(html).not.toContain("<li");
  });

  test("renders one card per project, linking its title to the project page", () => {
    const html = renderWithI18n(<ProjectList projects={projects.slice(0, 2)} section={projectsSection} />, {
      messages,
    });
    expect(html).not.toContain("No projects found in this category.");
    expect(html.match(/>Case Study</g)).toHaveLength(2);
    expect(html).toContain('href="/project/1"');
    expect(html).toContain('href="/project/2"');
    expect(html).not.toContain('href="/project/3"');
  });

  test("in Arabic: the Arabic cards, category labels and buttons, linking to the Arabic project pages", () => {
    const { items, section } = localizedContent("projects", "ar");
    const html = renderWithI18n(<ProjectList projects={items.slice(0, 2)} section={section} />, {
      locale: "ar",
      messages,
    });
    expect(html).toContain("مستكشف منتجات التقنية المالية الإسلامية");
    expect(html).toContain(">التقنية المالية</");
    expect(html).toContain(">الذكاء الاصطناعي</");
    expect(html.match(/>دراسة الحالة</g)).toHaveLength(2);
    expect(html).toContain('href="/ar/project/1"');
    // The internal live link stays in Arabic too.
    expect(html).toContain('href="/ar/islamic-fintech"');
    expect(html).not.toMatch(/>(Case Study|Live Demo|Source Code)</);
  });
});
