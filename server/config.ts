import { z } from "zod";
import { profile } from "#content/profile.ts";

/** Environment variables that configure the server. `.env.example` documents each one. */
const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  OWNER_NAME: z.string().trim().min(1).default(profile.name),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  PGLITE_DIR: z.string().min(1).default("./data/pglite"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  TRUST_PROXY: bool.default(false),
  /** Public POSTs (forms, tracking) allowed per client IP in each window. */
  RATE_LIMIT_PUBLIC_POSTS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** The stricter tier for lead forms (contact, newsletter, career) per client IP. */
  RATE_LIMIT_FORM_POSTS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_FORM_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),

  /** Comma-separated e-mail addresses whose verified sign-in makes them admins. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).default(7),
  /** The OpenID Connect identity provider admins sign in with (any issuer with discovery works). */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default("https://accounts.google.com"),
  /** The client registered at the identity provider; unset: sign-in through it is unavailable. */
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  /** The client's secret; unset: a public client (PKCE only). */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Tests only: lets the client talk to an http:// issuer. Refused in production unless the issuer
   * is on this machine (a loopback address), where no network sits between the two.
   */
  OIDC_ALLOW_INSECURE: bool.default(false),

  /** Outgoing mail, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465. Unset: mail waits in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Where lead notifications go (defaults to the profile's e-mail). */
  OWNER_EMAIL: z.email().default(profile.email),
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  /** Shortest gap between two confirmation e-mails to one address. */
  NEWSLETTER_RESEND_MINUTES: z.coerce.number().int().min(0).default(10),
  NEWSLETTER_CONFIRM_DAYS: z.coerce.number().int().min(1).default(7),

  /** Website scans allowed per client IP in each window (on top of the public-POST tier). */
  RATE_LIMIT_SCANS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SCAN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Tests only: lets the website scanner fetch loopback and private addresses on any port. Off, it
   * refuses everything but public unicast addresses on ports 80, 443, 8080 and 8443 (SSRF defence).
   */
  SCANNER_ALLOW_PRIVATE: bool.default(false),
});

export type Config = Omit<z.infer<typeof envSchema>, "MAIL_FROM"> & {
  MAIL_FROM: string;
  isProduction: boolean;
  isDevelopment: boolean;
};

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

/** Parses the environment; an empty variable counts as unset, as in most .env tooling. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`));
  }
  const config = result.data;
  if (config.OIDC_ISSUER.startsWith("http:") && !config.OIDC_ALLOW_INSECURE) {
    throw new ConfigError(["OIDC_ISSUER: must be an https:// URL (http:// only in tests, with OIDC_ALLOW_INSECURE)"]);
  }
  if (config.OIDC_ALLOW_INSECURE && config.NODE_ENV === "production" && !isLoopback(config.OIDC_ISSUER)) {
    throw new ConfigError([
      "OIDC_ALLOW_INSECURE: is for tests against a local identity provider; in production it is only allowed for a loopback issuer",
    ]);
  }
  const siteUrl = config.SITE_URL.replace(/\/+$/, "");
  return {
    ...config,
    SITE_URL: siteUrl,
    MAIL_FROM: config.MAIL_FROM ?? `${config.OWNER_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
    isProduction: config.NODE_ENV === "production",
    isDevelopment: config.NODE_ENV === "development",
  };
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}
