import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: session cookies, confirmation and sign-in links. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Whether a text could be a token randomToken made (43 URL-safe characters): anything else is not one. */
export function isWellFormedToken(text: string): boolean {
  return WELL_FORMED_TOKEN.test(text);
}
const WELL_FORMED_TOKEN = /^[\w-]{43}$/;

/** What the database keeps of a token: enough to recognise it, useless to anyone who reads it. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
