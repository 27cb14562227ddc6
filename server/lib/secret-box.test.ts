import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox, parseSecretKey } from "./secret-box.ts";

describe("secrets at rest", () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  it("gives back what it sealed, and never the plain text in the sealed form", () => {
    const secret = "https://calendar.google.com/calendar/ical/me%40gmail.com/private-abc123/basic.ics";
    const sealed = box.seal(secret);
    expect(sealed).not.toContain("private-abc123");
    expect(box.open(sealed)).toBe(secret);
    // A fresh nonce each time: the same secret seals differently.
    expect(box.seal(secret)).not.toBe(sealed);
  });

  it("refuses a changed byte and a wrong key instead of giving garbage", () => {
    const sealed = box.seal("app-password");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString("base64url")].join("."))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it("reads a key in base64 or hex and refuses anything else", () => {
    expect(parseSecretKey(key.toString("base64"))?.equals(key)).toBe(true);
    expect(parseSecretKey(key.toString("hex"))?.equals(key)).toBe(true);
    expect(parseSecretKey("too-short")).toBeNull();
    expect(parseSecretKey(randomBytes(16).toString("base64"))).toBeNull();
  });
});
