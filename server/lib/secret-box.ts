import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Secrets kept at rest (a connected calendar's address and password): AES-256-GCM with a key from the
 * environment (CALENDAR_SECRET_KEY, 32 bytes as base64 or hex). Each value gets a fresh 12-byte nonce;
 * the stored text is `v1.<nonce>.<tag>.<ciphertext>` in base64url. A wrong key or a changed byte fails
 * the tag check and throws, rather than giving garbage.
 */
export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

/** The key's 32 bytes from its base64 or hex spelling, or null when it is neither. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, "hex");
  const bytes = Buffer.from(trimmed, "base64");
  return bytes.length === 32 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? bytes : null;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new RangeError("The secret key must be 32 bytes");
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", nonce, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split(".");
      if (version !== "v1" || !nonce || !tag || body === undefined) throw new Error("Not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
