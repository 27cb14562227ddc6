import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema.ts";
import { hashToken, randomToken } from "#server/lib/tokens.ts";

export type SessionUser = { id: string; email: string; name: string; picture: string | null; isAdmin: boolean };

const DAY_MS = 86_400_000;
/** Idle time is tracked to the minute: a busy admin does not write on every request. */
const TOUCH_AFTER_MS = 60_000;

/**
 * Database sessions: the cookie holds a random token, the table only its hash. A session ends at its
 * expiry, after `idleDays` without use, or when revoked (sign-out).
 */
export function createSessionService(
  db: Db,
  options: { ttlDays: number; idleDays: number; adminEmails: readonly string[] },
  now: () => Date = () => new Date(),
) {
  const isAdmin = (email: string, verified: boolean) => verified && options.adminEmails.includes(email.toLowerCase());

  return {
    /** Starts a session for a user; returns the token for the cookie (shown only once). */
    async create(userId: string, userAgent?: string) {
      const token = randomToken();
      const expiresAt = new Date(now().getTime() + options.ttlDays * DAY_MS);
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt,
        lastSeenAt: now(),
        userAgent: userAgent?.slice(0, 512),
      });
      return { token, expiresAt };
    },

    /** The signed-in user behind a cookie token, or null for a missing, expired, idle or revoked one. */
    async resolve(token: string | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const current = now();
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, current),
            gt(sessions.lastSeenAt, new Date(current.getTime() - options.idleDays * DAY_MS)),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (current.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        await db.update(sessions).set({ lastSeenAt: current }).where(eq(sessions.id, row.session.id));
      }
      const { user } = row;
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        picture: user.picture,
        isAdmin: isAdmin(user.email, user.emailVerified),
      };
    },

    async revoke(token: string | undefined) {
      if (!token) return;
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(eq(sessions.tokenHash, hashToken(token)));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
