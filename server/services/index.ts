import type { Database } from "#server/db/client.ts";
import { createDownloadService } from "./downloads.ts";
import { createRateLimiter } from "./rate-limit.ts";

/** Every service, built once per process and shared by API handlers and React Router loaders. */
export function createServices(database: Database) {
  return {
    database,
    downloads: createDownloadService(database.db),
    rateLimiter: createRateLimiter(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
