import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { loginTokens } from "#server/db/schema.ts";
import { hashToken, randomToken } from "#server/lib/tokens.ts";
import { normalizeEmail, type UserService } from "./users.ts";

/** How long a printed sign-in link works. */
export const LOGIN_LINK_TTL_MINUTES = 15;
export const LOGIN_LINK_PATH = "/api/auth/link";

/** `npm run admin:link` was given an address that is not in ADMIN_EMAILS. */
export class NotAnAdminEmailError extends Error {
  constructor(email: string) {
    super(`${email} is not in ADMIN_EMAILS, so it cannot have an admin sign-in link.`);
    this.name = "NotAnAdminEmailError";
  }
}

/**
 * One-time sign-in links for the first run and offline use: the owner runs a command on the server,
 * which proves control of the site, and gets a link that signs them in once within 15 minutes. Only
 * the token's SHA-256 is stored; consuming it is one UPDATE, so two clicks cannot both win.
 */
export function createLoginLinkService(
  db: Db,
  users: UserService,
  options: { siteUrl: string; adminEmails: readonly string[]; ownerName: string },
  now: () => Date = () => new Date(),
) {
  return {
    /** Issues a link for an admin address (creating or verifying its user); earlier unused links stop working. */
    async issue(email: string): Promise<{ url: string; expiresAt: Date }> {
      const address = normalizeEmail(email);
      if (!options.adminEmails.includes(address)) throw new NotAnAdminEmailError(address);
      const userId = await users.ensureVerified(address, options.ownerName);
      const token = randomToken();
      const current = now();
      const expiresAt = new Date(current.getTime() + LOGIN_LINK_TTL_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await tx
          .delete(loginTokens)
          .where(
            or(
              and(eq(loginTokens.userId, userId), isNull(loginTokens.usedAt)),
              lt(loginTokens.expiresAt, new Date(current.getTime() - 86_400_000)),
            ),
          );
        await tx.insert(loginTokens).values({ tokenHash: hashToken(token), userId, expiresAt, createdAt: current });
      });
      const url = new URL(LOGIN_LINK_PATH, `${options.siteUrl}/`);
      url.searchParams.set("token", token);
      return { url: url.toString(), expiresAt };
    },

    /** Whether a token would still sign someone in (the confirmation page asks before showing its button). */
    async isValid(token: string): Promise<boolean> {
      if (!isPlausible(token)) return false;
      const [row] = await db.select({ id: loginTokens.id }).from(loginTokens).where(usable(token, now())).limit(1);
      return row !== undefined;
    },

    /** Uses up a token; returns its user's id, or null for an unknown, expired or already used one. */
    async consume(token: string): Promise<string | null> {
      if (!isPlausible(token)) return null;
      const current = now();
      const [row] = await db
        .update(loginTokens)
        .set({ usedAt: current })
        .where(usable(token, current))
        .returning({ userId: loginTokens.userId });
      return row?.userId ?? null;
    },
  };
}

const isPlausible = (token: string) => token.length > 0 && token.length <= 200;

const usable = (token: string, at: Date) =>
  and(eq(loginTokens.tokenHash, hashToken(token)), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, at));

export type LoginLinkService = ReturnType<typeof createLoginLinkService>;
