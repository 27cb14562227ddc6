import { defineConfig } from "drizzle-kit";

// Only `npm run db:generate` reads this: it diffs server/db/schema.ts against the last migration.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
