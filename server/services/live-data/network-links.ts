import { desc, eq } from "drizzle-orm";
import { DomainError } from "#domain/errors.ts";
import type { NetworkLinkInput } from "#domain/schemas/network-links.ts";
import type { Db } from "#server/db/client.ts";
import { networkLinks } from "#server/db/schema.ts";

export type NetworkLink = {
  id: string;
  title: string;
  description: string;
  link: string;
  category: string | null;
  publishedAt: string;
  createdAt: string;
};

const toLink = (row: typeof networkLinks.$inferSelect): NetworkLink => ({
  id: row.id,
  title: row.title,
  description: row.description,
  link: row.link,
  category: row.category,
  publishedAt: row.publishedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new DomainError("not_found", "Network link not found");

/** Articles the owner links by hand in the admin area (LinkedIn has no feed to read them from). */
export function createNetworkLinkService(db: Db) {
  const values = (input: NetworkLinkInput) => ({
    title: input.title,
    description: input.description,
    link: input.link,
    category: input.category || null,
    publishedAt: new Date(input.publishedAt),
  });
  return {
    async list(): Promise<NetworkLink[]> {
      const rows = await db.select().from(networkLinks).orderBy(desc(networkLinks.publishedAt)).limit(500);
      return rows.map(toLink);
    },
    async create(input: NetworkLinkInput): Promise<NetworkLink> {
      const [row] = await db.insert(networkLinks).values(values(input)).returning();
      return toLink(row!);
    },
    async update(id: string, input: NetworkLinkInput): Promise<NetworkLink> {
      if (!UUID.test(id)) throw notFound();
      const [row] = await db.update(networkLinks).set(values(input)).where(eq(networkLinks.id, id)).returning();
      if (!row) throw notFound();
      return toLink(row);
    },
    async remove(id: string): Promise<void> {
      if (!UUID.test(id)) throw notFound();
      const deleted = await db.delete(networkLinks).where(eq(networkLinks.id, id)).returning({ id: networkLinks.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}

export type NetworkLinkService = ReturnType<typeof createNetworkLinkService>;
