import type { RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";
import type { SessionUser } from "#server/services/sessions.ts";

/** Variables that middleware sets on the Hono context for later handlers. */
export type AppEnv = {
  Variables: RequestIdVariables &
    SecureHeadersVariables & {
      clientIp: string;
      /** Set by `currentUser` once resolved: the signed-in user or null. */
      user: SessionUser | null;
    };
};
