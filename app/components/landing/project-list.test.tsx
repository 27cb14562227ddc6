import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { ProjectList } from "#app/components/landing/project-list.tsx";
import { projects } from "#content/projects.ts";

describe("ProjectList", () => {
  test("shows 'No projects found in this category.' when a filter matches no project", () => {
    const html = renderToString(<ProjectList projects={[]} />);
    expect(html).toContain("No projects found in this category.");
    expect(html).not.toContain("<li");
  });

  test("renders one card per project, linking its title to the project page", () => {
    const html = renderToString(
      <MemoryRouter>
        <ProjectList projects={projects.slice(0, 2)} />
      </MemoryRouter>,
    );
    expect(html).not.toContain("No projects found in this category.");
    expect(html.match(/>Case Study</g)).toHaveLength(2);
    expect(html).toContain('href="/project/1"');
    expect(html).toContain('href="/project/2"');
    expect(html).not.toContain('href="/project/3"');
  });
});
