import type { RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";

/** Variables that middleware sets on the Hono context for later handlers. */
export type AppEnv = {
  Variables: RequestIdVariables &
    SecureHeadersVariables & {
      clientIp: string;
    };
};
