import type { Db } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";

/** `total` confirmed English subscribers (reader0@example.com…), in batches of 1,000: a send's load. */
export async function seedConfirmedSubscribers(db: Db, total: number): Promise<void> {
  console.log(`seeding ${total} confirmed subscribers…`);
  for (let i = 0; i < total; i += 1000) {
    await db.insert(newsletterSubscribers).values(
      Array.from({ length: Math.min(1000, total - i) }, (_, k) => ({
        email: `reader${i + k}@example.com`,
        confirmedAt: new Date(),
        locale: "en" as const,
      })),
    );
  }
}
