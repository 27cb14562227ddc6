// The owner's static content as plain typed data; browser code should import the specific module it needs.
export * from "./about.ts";
export * from "./articles.ts";
export * from "./career.ts";
export * from "./faq.ts";
export * from "./hero.ts";
export * from "./newsletter.ts";
export * from "./profile.ts";
export * from "./projects.ts";
export * from "./services.ts";
export * from "./skills.ts";
export * from "./solutions.ts";
export * from "./stats.ts";
