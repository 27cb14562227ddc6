import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";

/** What an identity provider (or the owner at the server's console) says about the person signing in. */
export type Identity = { email: string; emailVerified: boolean; name: string; picture: string | null };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The `users` table: one row per e-mail address, kept up to date at each sign-in. */
export function createUserService(db: Db) {
  return {
    /**
     * Creates or updates the row for a signed-in identity and returns its id. An unverified claim never
     * touches a row whose address was verified (someone merely claiming the owner's address must not
     * rename the owner, nor sign in as them): the answer is then null and the sign-in is refused.
     */
    async upsertFromIdentity(identity: Identity): Promise<string | null> {
      const [row] = await db
        .insert(users)
        .values({
          email: normalizeEmail(identity.email),
          emailVerified: identity.emailVerified,
          name: identity.name,
          picture: identity.picture,
        })
        .onConflictDoUpdate({
          target: users.email,
          set: {
            emailVerified: sql`excluded.email_verified`,
            name: sql`excluded.name`,
            picture: sql`excluded.picture`,
            updatedAt: new Date(),
          },
          setWhere: sql`${users.emailVerified} = false or excluded.email_verified = true`,
        })
        .returning({ id: users.id });
      return row?.id ?? null;
    },

    /**
     * The owner at the server's console proves control of the site, which is as good as a verified
     * address: creates the row (named `defaultName`) or marks the existing one verified, keeping its name.
     */
    async ensureVerified(email: string, defaultName: string): Promise<string> {
      const [row] = await db
        .insert(users)
        .values({ email: normalizeEmail(email), emailVerified: true, name: defaultName })
        .onConflictDoUpdate({ target: users.email, set: { emailVerified: true, updatedAt: new Date() } })
        .returning({ id: users.id });
      if (!row) throw new Error("the user row was not written");
      return row.id;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
