import type { Database } from "#server/db/client.ts";
import { createDownloadService } from "./downloads.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { createResumeService, type ResumeSite } from "./resume.ts";

/** Every service, built once per process and shared by API handlers and React Router loaders. */
export function createServices(database: Database, site: ResumeSite) {
  return {
    database,
    downloads: createDownloadService(database.db),
    rateLimiter: createRateLimiter(database.db),
    resume: createResumeService(site),
  };
}

export type Services = ReturnType<typeof createServices>;
