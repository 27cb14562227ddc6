// The owner's static content, typed and validated. Import from here or from the individual modules.
export * from "./about.ts";
export * from "./articles.ts";
export * from "./faq.ts";
export * from "./hero.ts";
export * from "./profile.ts";
export * from "./projects.ts";
export * from "./services.ts";
export * from "./skills.ts";
export * from "./solutions.ts";
export * from "./stats.ts";
