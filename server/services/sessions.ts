import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema.ts";
import { hashToken, isWellFormedToken, randomToken } from "#server/lib/tokens.ts";

export type SessionUser = { id: string; email: string; name: string; picture: string | null; isAdmin: boolean };

const DAY_MS = 86_400_000;
/** Idle time is tracked to the minute: a busy admin does not write on every request. */
const TOUCH_AFTER_MS = 60_000;
/** How long a token's last answer from the database is remembered (see `known`). */
const MEMO_MS = 10 * 60_000;
/** Tokens remembered each way, the oldest forgotten first: a flood of made-up tokens stays this small. */
const MEMO_ENTRIES = 5_000;

/**
 * Database lookups of tokens not remembered either way, per client and window: a client sending a new
 * made-up token with every request gets this many queries, and its other requests are answered as
 * signed out (the cached page, the public queue). A real session is remembered after its first lookup.
 */
const LOOKUPS_PER_WINDOW = 20;
const LOOKUP_WINDOW_MS = 10_000;
const LOOKUP_CLIENTS = 10_000;

/** Token hashes with the time their memo ends, oldest first (Map order), at most MEMO_ENTRIES. */
function tokenMemo() {
  const until = new Map<string, number>();
  return {
    has: (hash: string, at: number) => (until.get(hash) ?? 0) > at,
    set(hash: string, at: number) {
      until.delete(hash);
      if (until.size >= MEMO_ENTRIES) until.delete(until.keys().next().value!);
      until.set(hash, at + MEMO_MS);
    },
    delete: (hash: string) => until.delete(hash),
  };
}

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
  // What the database last said of a token, remembered so that deciding how to route a request (the
  // page cache's bypass, the owner's render lane: decision 036) costs no query. A token the database
  // refused never becomes valid (tokens are random, made here), so `resolve` trusts that memo too; a
  // valid one is still checked against the database by `resolve` on every request (revocation on
  // another instance), the memo only says a request deserves that check before the cached page.
  const valid = tokenMemo();
  const invalid = tokenMemo();
  const lookups = new Map<string, { since: number; count: number }>();
  /** Whether `client` may have one more token it sent looked up in the database now. */
  const mayLookUp = (client: string, at: number) => {
    let window = lookups.get(client);
    if (!window || at - window.since >= LOOKUP_WINDOW_MS) {
      if (lookups.size >= LOOKUP_CLIENTS) lookups.clear();
      window = { since: at, count: 0 };
      lookups.set(client, window);
    }
    return ++window.count <= LOOKUPS_PER_WINDOW;
  };

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
      valid.set(hashToken(token), now().getTime());
      return { token, expiresAt };
    },

    /**
     * Without a query: true for a token the database recently took for a session, false for one that
     * cannot be a session (malformed, or refused by the database), undefined when not known here yet.
     */
    known(token: string | undefined): boolean | undefined {
      if (!token || !isWellFormedToken(token)) return false;
      const hash = hashToken(token);
      const at = now().getTime();
      return valid.has(hash, at) ? true : invalid.has(hash, at) ? false : undefined;
    },

    /**
     * The signed-in user behind a cookie token, or null for a missing, expired, idle or revoked one.
     * With `client` (who sent the request), a token not remembered either way is looked up only within
     * that client's allowance (LOOKUPS_PER_WINDOW); beyond it the request is taken as signed out.
     */
    async resolve(token: string | undefined, client?: string): Promise<SessionUser | null> {
      if (!token || !isWellFormedToken(token)) return null;
      const current = now();
      const hash = hashToken(token);
      if (invalid.has(hash, current.getTime())) return null;
      const remembered = valid.has(hash, current.getTime());
      if (!remembered && client !== undefined && !mayLookUp(client, current.getTime())) return null;
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, current),
            gt(sessions.lastSeenAt, new Date(current.getTime() - options.idleDays * DAY_MS)),
          ),
        )
        .limit(1);
      if (!row) {
        valid.delete(hash);
        invalid.set(hash, current.getTime());
        return null;
      }
      valid.set(hash, current.getTime());
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
      valid.delete(hashToken(token));
      invalid.set(hashToken(token), now().getTime());
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(eq(sessions.tokenHash, hashToken(token)));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
