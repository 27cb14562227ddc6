import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { profile } from "#content/profile.ts";
import { CONFIG_VARIABLES, ConfigError, loadConfig } from "./config.ts";

describe("the README's configuration table", () => {
  const readme = fs.readFileSync(new URL("../README.md", import.meta.url), "utf8");

  it("is printed once and names every variable the server reads", () => {
    const tables = readme.split("\n").filter((line) => /^\|\s*variable\s*\|/.test(line));
    expect(tables).toHaveLength(1);
    const rows = readme.split("\n").filter((line) => /^\| `[A-Z]/.test(line));
    const documented = rows.flatMap((row) => [...row.split("|")[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect(new Set(documented).size, "no variable twice").toBe(documented.length);
    // NODE_ENV is set by the npm scripts, not by the operator.
    expect(CONFIG_VARIABLES.filter((name) => name !== "NODE_ENV" && !documented.includes(name))).toEqual([]);
  });

  it("agrees with .env.example: only variables the server reads, and a value given there is the default", () => {
    const example = fs.readFileSync(new URL("../.env.example", import.meta.url), "utf8");
    const defaults = loadConfig({}) as Record<string, unknown>;
    const drift: string[] = [];
    for (const [, name, value] of example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)) {
      if (!(CONFIG_VARIABLES as readonly string[]).includes(name!)) drift.push(`${name} is not read by the server`);
      // An empty value leaves the default; NODE_ENV is set by the npm scripts, not by its default.
      if (value === "" || name === "NODE_ENV") continue;
      const fallback = defaults[name!];
      const shown = Array.isArray(fallback) ? fallback.join(",") : String(fallback);
      if (shown !== value) drift.push(`${name}=${value} but the default is ${shown}`);
    }
    expect(drift).toEqual([]);
  });
});

describe("configuration from the environment", () => {
  it("runs on the embedded defaults with nothing set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      NODE_ENV: "development",
      PGLITE_DIR: "./data/pglite",
      OWNER_NAME: profile.name,
      SITE_URL: "http://localhost:3000",
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SITE_URL: "ftp://x" });
      expect.unreachable("loadConfig should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("SITE_URL");
    }
  });

  it("takes a media bucket only as https://KEY:SECRET@endpoint/bucket", () => {
    const url = "https://AK:S%2F1@s3.eu-central-1.amazonaws.com/site-media";
    expect(loadConfig({ MEDIA_BUCKET_URL: url }).MEDIA_BUCKET_URL).toBe(url);
    expect(loadConfig({}).MEDIA_BUCKET_URL).toBeUndefined();
    for (const bad of ["https://s3.example.com/site-media", "https://AK:S@s3.example.com/", "ftp://AK:S@x/b"]) {
      expect(() => loadConfig({ MEDIA_BUCKET_URL: bad }), bad).toThrow(/MEDIA_BUCKET_URL/);
    }
  });

  it("treats an empty variable as unset and trims the site URL's trailing slash", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "", SITE_URL: "https://example.com/" });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("https://example.com");
  });

  it("reads booleans strictly", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
  });

  it("signs in with Google by default and only talks to an http issuer when tests allow it", () => {
    const config = loadConfig({});
    expect(config.OIDC_ISSUER).toBe("https://accounts.google.com");
    expect(config.OIDC_CLIENT_ID).toBeUndefined();
    expect(config.OIDC_ALLOW_INSECURE).toBe(false);
    expect(() => loadConfig({ OIDC_ISSUER: "http://127.0.0.1:3290" })).toThrow(/OIDC_ISSUER/);
    expect(loadConfig({ OIDC_ISSUER: "http://127.0.0.1:3290", OIDC_ALLOW_INSECURE: "true" }).OIDC_ALLOW_INSECURE).toBe(
      true,
    );
  });

  it("refuses OIDC_ALLOW_INSECURE in production unless the issuer is on this machine", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", OIDC_ISSUER: "http://idp.example", OIDC_ALLOW_INSECURE: "true" }),
    ).toThrow(/OIDC_ALLOW_INSECURE/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", OIDC_ISSUER: "https://idp.example", OIDC_ALLOW_INSECURE: "true" }),
    ).toThrow(/OIDC_ALLOW_INSECURE/);
    const local = loadConfig({
      NODE_ENV: "production",
      OIDC_ISSUER: "http://127.0.0.1:3290",
      OIDC_ALLOW_INSECURE: "1",
    });
    expect(local.OIDC_ALLOW_INSECURE).toBe(true);
  });
});
