import type { Db } from "#server/db/client.ts";
import { createLoginLinkService } from "#server/services/login-links.ts";
import { createUserService } from "#server/services/users.ts";

/**
 * A one-time sign-in link for `owner` (an admin address) on the site at `siteUrl`, issued into `db`
 * as the app issues it: for tests that start a server of their own and sign its owner in.
 */
export async function ownerSignInLink(db: Db, siteUrl: string, owner: string): Promise<string> {
  const links = createLoginLinkService(db, createUserService(db), {
    siteUrl,
    adminEmails: [owner],
    ownerName: "Owner",
  });
  return (await links.issue(owner)).url;
}
