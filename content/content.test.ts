import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { availability, consultationTypes } from "./booking.ts";
import {
  about,
  careerPage,
  experience,
  faq,
  getProject,
  getSolution,
  hero,
  heroGreeting,
  PROJECT_CATEGORIES,
  profile,
  projectCategories,
  projectOverview,
  projects,
  scholarlyArticles,
  services,
  skillGroups,
  solutions,
  stats,
} from "./index.ts";
import { landingContentChecks } from "./landing-checks.ts";
import { type ContentName, localizedAuthorName, localizedContent } from "./localized.server.ts";
import {
  availabilitySchema,
  careerPageSchema,
  consultationTypesSchema,
  profileSchema,
  projectsSchema,
  solutionsSchema,
  statsSchema,
} from "./schema.ts";
import { contentChecks, findContentProblems, validateContent } from "./validate.ts";

describe("hero", () => {
  it("greets the visitor with the configured owner name", () => {
    expect(heroGreeting("Jane Doe")).toBe("Hi, I'm Jane Doe");
  });

  it("cycles through the eight expertise words in the spec's order", () => {
    expect(hero.expertise).toEqual([
      "Product Management",
      "AI/AGI",
      "Web3",
      "FinTech",
      "EdTech",
      "DaaS",
      "eCommerce",
      "Growth Marketing",
    ]);
  });

  it("shows the three credentials and a Contact Me button", () => {
    expect(hero.credentials).toEqual(["PMP Certified", "9+ Years Experience", "50+ Projects Delivered"]);
    expect(hero.contactAction).toEqual({ label: "Contact Me", section: "contact" });
    expect(hero.primaryAction.section).toBe("portfolio");
  });
});

describe("statistics cards", () => {
  it("shows 9+ years, 50+ projects, 80% revenue growth and 100% client satisfaction in order", () => {
    expect(stats).toEqual([
      { value: 9, suffix: "+", label: "Years Experience" },
      { value: 50, suffix: "+", label: "Projects Delivered" },
      { value: 80, suffix: "%", label: "Revenue Growth" },
      { value: 100, suffix: "%", label: "Client Satisfaction" },
    ]);
  });
});

describe("about and experience", () => {
  it("has two or three intro paragraphs", () => {
    expect(about.intro.length).toBeGreaterThanOrEqual(2);
    expect(about.intro.length).toBeLessThanOrEqual(3);
  });

  it("lists six positions, newest first, from the present back to 2019", () => {
    expect(experience).toHaveLength(6);
    expect(experience[0]?.year).toMatch(/ - Present$/);
    const starts = experience.map((entry) => Number(entry.year.slice(0, 4)));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(Math.min(...starts)).toBe(2019);
  });

  it("covers telecom, ICT, fintech, ecommerce and edtech roles", () => {
    const text = experience.map((entry) => `${entry.title} ${entry.company}`.toLowerCase()).join("\n");
    for (const sector of ["telecom", "ict", "fintech", "ecommerce", "learning"]) {
      expect(text).toContain(sector);
    }
  });

  it.each([
    ["25%", "engagement increase"],
    ["3M+ SAR", "revenue"],
    ["8 products", "Shariah-compliant"],
    ["80%", "revenue growth"],
    ["95%", "on-time delivery"],
    ["12+ projects", "12+ projects"],
    ["95%", "client satisfaction"],
    ["30%", "sales increase"],
    ["20%", "conversion improvement"],
    ["15%", "churn reduction"],
    ["30%", "adoption increase"],
    ["40%", "fewer support tickets"],
  ])("states the claim %s %s in an experience entry", (figure, claim) => {
    const phrase = figure === claim ? figure : `${figure} ${claim}`;
    const matches = experience.filter(
      (entry) =>
        entry.description.includes(phrase) || (entry.description.includes(figure) && entry.description.includes(claim)),
    );
    expect(matches.length).toBeGreaterThan(0);
  });
});

describe("services", () => {
  it("offers the four services with their icons", () => {
    expect(services.map(({ title, icon }) => [title, icon])).toEqual([
      ["Product Management Consulting", "briefcase"],
      ["AI & AGI Development", "brain"],
      ["Web3 Growth Marketing", "rocket"],
      ["Technical Project Delivery", "code"],
    ]);
    expect(new Set(services.map((service) => service.id)).size).toBe(4);
  });
});

describe("skills", () => {
  it("shows six groups in order, each with five to eight badges", () => {
    expect(skillGroups.map((group) => group.title)).toEqual([
      "Product Management",
      "AI & Emerging Tech",
      "Web3 & Blockchain",
      "Technical Skills",
      "Business & Analytics",
      "Industry Expertise",
    ]);
    for (const group of skillGroups) {
      expect(group.skills.length).toBeGreaterThanOrEqual(5);
      expect(group.skills.length).toBeLessThanOrEqual(8);
    }
  });
});

describe("solutions", () => {
  it("lists fintech, edtech, ecommerce and daas with 6, 4, 6 and 4 key offerings", () => {
    expect(solutions.map((solution) => [solution.id, solution.icon, solution.offerings.length])).toEqual([
      ["fintech", "coins", 6],
      ["edtech", "graduation-cap", 4],
      ["ecommerce", "shopping-cart", 6],
      ["daas", "database", 4],
    ]);
  });

  it("finds a solution by id and returns nothing for an unknown id", () => {
    expect(getSolution("daas")?.title).toBe("Data as a Service");
    expect(getSolution("unknown")).toBeUndefined();
  });
});

describe("projects", () => {
  it("has six projects with ids 1 to 6", () => {
    expect(projects.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("gives projects 5 and 6 no live link", () => {
    expect(getProject(5)?.liveUrl).toBeUndefined();
    expect(getProject(6)?.liveUrl).toBeUndefined();
  });

  it("links exactly one project, an Islamic fintech one, to /islamic-fintech", () => {
    const internal = projects.filter((project) => project.liveUrl === "/islamic-fintech");
    expect(internal).toHaveLength(1);
    expect(internal[0]?.category).toBe("FinTech");
    for (const project of projects) {
      if (project.liveUrl && project.liveUrl !== "/islamic-fintech") expect(project.liveUrl).toMatch(/^https:\/\//);
    }
  });

  it("uses every category and offers the six filters in order", () => {
    expect(projectCategories).toEqual(["All", "AI", "Web3", "FinTech", "EdTech", "eCommerce"]);
    for (const category of PROJECT_CATEGORIES) {
      expect(projects.some((project) => project.category === category)).toBe(true);
    }
  });

  it("returns nothing for an unknown project id", () => {
    expect(getProject(7)).toBeUndefined();
    expect(getProject(1)?.title).toBeTruthy();
    expect(projectOverview.paragraphs.length).toBeGreaterThan(0);
  });
});

describe("FAQ", () => {
  it("answers six questions, starting with services and ending with technologies", () => {
    expect(faq).toHaveLength(6);
    expect(faq.map((item) => item.id)).toEqual([
      "services",
      "islamic-finance",
      "ai-web3",
      "approach",
      "hire-collaborate",
      "technologies",
    ]);
  });
});

describe("scholarly articles", () => {
  it("lists two articles with ISO publication dates", () => {
    expect(scholarlyArticles).toHaveLength(2);
    for (const article of scholarlyArticles) {
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("content validation", () => {
  it("accepts the shipped content", () => {
    expect(findContentProblems()).toEqual([]);
    expect(() => validateContent()).not.toThrow();
  });

  it("checks every data export that has a schema", () => {
    expect(contentChecks.map(({ module, name }) => `${module} ${name}`)).toEqual([
      "about.ts about",
      "about.ts experience",
      "articles.ts scholarlyArticles",
      "booking.ts consultationTypes",
      "ar/booking.ts consultationTypes",
      "booking.ts availability",
      "career.ts careerPage",
      "faq.ts faq",
      "hero.ts hero",
      "islamic-products.ts islamicProducts",
      "ar/islamic-products.ts islamicProducts",
      "profile.ts profile",
      "projects.ts projects",
      "services.ts services",
      "skills.ts skillGroups",
      "solutions.ts solutions",
      "stats.ts stats",
    ]);
  });

  it("refuses booking rules off the 15-minute grid, overlapping hours and unknown time zones", () => {
    const problems = findContentProblems([
      {
        module: "booking.ts",
        name: "availability",
        schema: availabilitySchema,
        data: {
          ...availability,
          timeZone: "Gulf/Atlantis",
          bufferMinutes: 10,
          hours: [
            { from: "09:00", to: "13:00" },
            { from: "12:00", to: "17:00" },
          ],
        },
      },
      {
        module: "booking.ts",
        name: "consultationTypes",
        schema: consultationTypesSchema,
        data: [{ ...consultationTypes[0], minutes: 25 }, consultationTypes[0]],
      },
    ]);
    expect(problems).toEqual([
      "booking.ts: availability.timeZone: must be an IANA time zone such as Asia/Dubai",
      "booking.ts: availability.hours: ranges must be in order and not overlap",
      "booking.ts: availability.bufferMinutes: must be a multiple of 15 minutes",
      "booking.ts: consultationTypes[0].minutes: must be a multiple of 15 minutes",
      "booking.ts: consultationTypes: type ids must be unique",
    ]);
  });

  it("refuses a type's limits off the grid and questions that cannot be answered", () => {
    const [first] = consultationTypes;
    const problems = findContentProblems([
      {
        module: "booking.ts",
        name: "consultationTypes",
        schema: consultationTypesSchema,
        data: [
          {
            ...first,
            bufferBeforeMinutes: 10,
            dailyMax: 0,
            questions: [
              { id: "stage", label: "Stage?", kind: "choice", required: "yes", options: ["Only one"] },
              { id: "stage", label: "Again?", kind: "short", required: "no", options: [] },
            ],
          },
        ],
      },
    ]);
    expect(problems).toEqual([
      "booking.ts: consultationTypes[0].bufferBeforeMinutes: must be a multiple of 15 minutes",
      "booking.ts: consultationTypes[0].dailyMax: Too small: expected number to be >=1",
      "booking.ts: consultationTypes[0].questions[0]: a choice needs two or more options, and only a choice has options",
      "booking.ts: consultationTypes[0].questions: question ids must be unique",
    ]);
    // Left out, the limits fall back to the availability's and a type asks nothing.
    const parsed = consultationTypesSchema.parse([{ id: "x", title: "X", minutes: 30, description: "D" }]);
    expect(parsed[0]).toEqual({ id: "x", title: "X", minutes: 30, description: "D", questions: [] });
  });

  it("takes a portfolio the owner shortened or reordered, and refuses an empty one or two projects with one id", () => {
    expect(projectsSchema.safeParse(projects.slice(0, 5).reverse()).success).toBe(true);
    expect(projectsSchema.safeParse([]).success).toBe(false);
    expect(projectsSchema.safeParse([projects[0], { ...projects[1], id: projects[0]!.id }]).success).toBe(false);
  });

  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://github.com/owner",
    "mailto:owner@example.com",
  ])("refuses the social link %j: only https reaches the links and the JSON-LD sameAs", (url) => {
    const socials = profile.socials.map((s, i) => (i === 0 ? { ...s, url } : s));
    const result = profileSchema.safeParse({ ...profile, socials });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["socials.0.url"]);
  });

  it("keeps every social link that passes as an https address", () => {
    const parsed = profileSchema.parse({
      ...profile,
      socials: profile.socials.map((s) => ({ ...s, url: ` ${s.url}` })),
    });
    for (const social of parsed.socials) expect(new URL(social.url).protocol).toBe("https:");
  });

  it("rejects a solution with the wrong number of key offerings", () => {
    const broken = solutions.map((solution) =>
      solution.id === "edtech" ? { ...solution, offerings: [...solution.offerings, "One too many"] } : solution,
    );
    expect(solutionsSchema.safeParse(broken).success).toBe(false);
  });

  it("lists every problem with its module, path and message", () => {
    const brokenProjects = projects.map((project) =>
      project.id === 2 ? { ...project, githubUrl: "http://github.com/example/ai-care-copilot" } : project,
    );
    const brokenProfile = { ...profile, email: "not-an-email" };
    const problems = findContentProblems([
      { module: "projects.ts", name: "projects", schema: projectsSchema, data: brokenProjects },
      { module: "profile.ts", name: "profile", schema: profileSchema, data: brokenProfile },
      { module: "stats.ts", name: "stats", schema: statsSchema, data: stats },
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^projects\.ts: projects\[1\]\.githubUrl: \S/);
    expect(problems[1]).toMatch(/^profile\.ts: profile\.email: \S/);
  });

  it("throws one error naming the module when shipped data breaks a rule the types cannot express", () => {
    const second = projects[1]!;
    projects[1] = { ...second, id: projects[0]!.id };
    try {
      expect(() => validateContent()).toThrow(
        /Invalid content in content\/ \(\d+ problems?\):\n {2}- projects\.ts: projects: /,
      );
    } finally {
      projects[1] = second;
    }
    expect(() => validateContent()).not.toThrow();
  });

  it("keeps zod out of the data modules, which import only types from schema.ts", () => {
    const dataModules = [
      "about",
      "articles",
      "faq",
      "hero",
      "profile",
      "projects",
      "services",
      "skills",
      "solutions",
      "stats",
    ];
    for (const name of dataModules) {
      const source = readFileSync(new URL(`./${name}.ts`, import.meta.url), "utf8");
      expect(source, name).not.toMatch(/["']zod["']/);
      for (const line of source.split("\n").filter((text) => text.includes('"./schema.ts"'))) {
        expect(line, name).toMatch(/^(import|export) type /);
      }
    }
  });
});

describe("career page copy", () => {
  it("uses the spec's title and three cards", () => {
    expect(careerPage.title).toBe("Work With Me");
    expect(careerPage.cards).toHaveLength(3);
    expect(careerPageSchema.safeParse(careerPage).success).toBe(true);
  });
});

describe("the Arabic twins of the landing content", () => {
  const ar = <N extends ContentName>(name: N) => localizedContent(name, "ar");
  const en = <N extends ContentName>(name: N) => localizedContent(name, "en");

  it("pass the same schemas as the English, and so does the section copy", () => {
    expect(findContentProblems(landingContentChecks)).toEqual([]);
    expect(landingContentChecks.filter(({ module }) => module.startsWith("ar/")).length).toBe(17);
  });

  it("keep the English numbers, ids, order, links and images: only the words change", () => {
    const pick = <T, K extends keyof T>(list: readonly T[], keys: K[]) =>
      list.map((item) => Object.fromEntries(keys.map((key) => [key, item[key]])));
    expect(ar("stats").map((s) => [s.value, s.suffix])).toEqual(en("stats").map((s) => [s.value, s.suffix]));
    expect(pick(ar("about").experience, ["year"])).toEqual(pick(en("about").experience, ["year"]));
    expect(pick(ar("services").items, ["id", "icon"])).toEqual(pick(en("services").items, ["id", "icon"]));
    expect(pick(ar("skills").items, ["id"])).toEqual(pick(en("skills").items, ["id"]));
    expect(pick(ar("solutions").items, ["id", "icon", "image"])).toEqual(
      pick(en("solutions").items, ["id", "icon", "image"]),
    );
    const projectKeys = ["id", "category", "image", "liveUrl", "githubUrl"] as const;
    expect(pick(ar("projects").items, [...projectKeys])).toEqual(pick(en("projects").items, [...projectKeys]));
    // The same technologies: product names as they are, descriptions ("Payment Gateway APIs") in Arabic.
    expect(ar("projects").items.map((p) => p.techStack.length)).toEqual(
      en("projects").items.map((p) => p.techStack.length),
    );
    expect(ar("projects").items.map((p) => Boolean(p.caseStudy))).toEqual(
      en("projects").items.map((p) => Boolean(p.caseStudy)),
    );
    expect(pick(ar("faq").items, ["id"])).toEqual(pick(en("faq").items, ["id"]));
    const articleKeys = ["datePublished", "url"] as const;
    expect(pick(ar("scholarlyArticles"), [...articleKeys])).toEqual(pick(en("scholarlyArticles"), [...articleKeys]));
    expect(ar("hero").expertise).toHaveLength(en("hero").expertise.length);
    expect([ar("hero").primaryAction.section, ar("hero").contactAction.section]).toEqual(["portfolio", "contact"]);
  });

  it("are written in Arabic, keeping brand and product names in Latin letters", () => {
    const arabic = /[\u0600-\u06FF]/;
    expect(ar("hero").headline).toMatch(arabic);
    expect(ar("about").section.intro.every((p) => arabic.test(p))).toBe(true);
    expect(ar("faq").items.every((item) => arabic.test(item.question) && arabic.test(item.answer))).toBe(true);
    expect(Object.values(ar("projects").section.categories)).toContain("Web3");
    expect(ar("skills").items.find((g) => g.id === "technical-skills")?.skills).toContain("React");
  });

  it("are checked when the server starts: a broken Arabic twin stops it", () => {
    const broken = landingContentChecks.map((check) =>
      check.module === "ar/stats.ts" ? { ...check, data: [] } : check,
    );
    expect(findContentProblems(broken)).toEqual(["ar/stats.ts: stats: Too small: expected array to have >=1 items"]);
  });
});

describe("an article's byline", () => {
  it("names the owner in the article's language, and anyone else as they signed in", () => {
    expect(localizedAuthorName("Omar Haddad", "Omar Haddad", "ar")).toBe("عمر حداد");
    expect(localizedAuthorName(null, "Omar Haddad", "ar")).toBe("عمر حداد");
    expect(localizedAuthorName("Omar Haddad", "Omar Haddad", "en")).toBe("Omar Haddad");
    expect(localizedAuthorName("Sara Guest", "Omar Haddad", "ar")).toBe("Sara Guest");
    // A name set through OWNER_NAME has no Arabic spelling of its own: it is used as it is.
    expect(localizedAuthorName("Omar Haddad", "Layla Nasser", "ar")).toBe("عمر حداد");
    expect(localizedAuthorName(null, "Layla Nasser", "ar")).toBe("Layla Nasser");
  });
});
