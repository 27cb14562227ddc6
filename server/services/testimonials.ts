import { asc, desc, eq } from "drizzle-orm";
import { DomainError } from "#domain/errors.ts";
import type { TestimonialInput } from "#domain/schemas/posts.ts";
import type { Db } from "#server/db/client.ts";
import { testimonials } from "#server/db/schema.ts";

export type Testimonial = {
  id: string;
  name: string;
  role: string;
  company: string;
  content: string;
  rating: number;
  image: string | null;
  featured: boolean;
  order: number;
  createdAt: string;
};

export const TESTIMONIAL_NOT_FOUND = "Testimonial not found";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toTestimonial = (row: typeof testimonials.$inferSelect): Testimonial => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Client testimonials: display order first (lowest first), then the newest. */
export function createTestimonialService(db: Db) {
  const ordering = [asc(testimonials.order), desc(testimonials.createdAt), asc(testimonials.id)];
  return {
    async list(options: { featuredOnly?: boolean } = {}): Promise<Testimonial[]> {
      const query = db.select().from(testimonials);
      const rows = await (options.featuredOnly ? query.where(eq(testimonials.featured, true)) : query).orderBy(
        ...ordering,
      );
      return rows.map(toTestimonial);
    },

    async create(input: TestimonialInput): Promise<Testimonial> {
      const [row] = await db.insert(testimonials).values(input).returning();
      return toTestimonial(row!);
    },

    async update(id: string, input: TestimonialInput): Promise<Testimonial> {
      if (!UUID.test(id)) throw new DomainError("not_found", TESTIMONIAL_NOT_FOUND);
      const [row] = await db.update(testimonials).set(input).where(eq(testimonials.id, id)).returning();
      if (!row) throw new DomainError("not_found", TESTIMONIAL_NOT_FOUND);
      return toTestimonial(row);
    },

    async remove(id: string): Promise<void> {
      if (!UUID.test(id)) throw new DomainError("not_found", TESTIMONIAL_NOT_FOUND);
      const deleted = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
      if (deleted.length === 0) throw new DomainError("not_found", TESTIMONIAL_NOT_FOUND);
    },
  };
}

export type TestimonialService = ReturnType<typeof createTestimonialService>;
