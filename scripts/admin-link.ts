// `npm run admin:link -- owner@example.com`: prints a one-time sign-in link for an address in
// ADMIN_EMAILS (15 minutes, single use), so the owner reaches /admin with no identity provider
// configured. Running it on the server proves control of the site, so the address counts as verified.
// On PGlite, stop the server first (the embedded database takes one process at a time); on
// PostgreSQL it runs alongside.
import { z } from "zod";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openConfiguredDatabase } from "#server/db/client.ts";
import { createLoginLinkService, LOGIN_LINK_TTL_MINUTES, NotAnAdminEmailError } from "#server/services/login-links.ts";
import { createUserService } from "#server/services/users.ts";

const email = z.email().safeParse(process.argv[2]?.trim());
if (!email.success || process.argv.length > 3) {
  console.error("Usage: npm run admin:link -- owner@example.com");
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 2);
  try {
    const links = createLoginLinkService(database.db, createUserService(database.db), {
      siteUrl: config.SITE_URL,
      adminEmails: config.ADMIN_EMAILS,
      ownerName: config.OWNER_NAME,
    });
    const { url, expiresAt } = await links.issue(email.data);
    console.log(`One-time sign-in link for ${email.data.toLowerCase()} (works once, for ${LOGIN_LINK_TTL_MINUTES} minutes, until ${expiresAt.toISOString()}):

${url}
`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof NotAnAdminEmailError) console.error(error.message);
  else console.error(`Could not create the sign-in link: ${(error as Error).message}`);
  process.exit(1);
}
