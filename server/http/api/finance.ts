import type { Hono } from "hono";
import {
  CALCULATORS,
  calculate,
  calculateFlatRate,
  calculateHomeFinance,
  calculateMurabaha,
  calculatePurification,
  calculateRateConversion,
  calculateZakat,
  isCalculatorSlug,
} from "#domain/finance/calculate.ts";
import type { Parsed } from "#domain/finance/inputs.ts";
import type { Config } from "#server/config.ts";
import { keyFactsContent, renderKeyFacts } from "#server/services/key-facts.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";

/**
 * `/api/finance/*`: the calculators' engine as JSON, for embedding and for checking the figures the
 * pages show (the same functions), and each calculator's Key Facts as a one-page PDF. An answer
 * depends only on its query, so caches may keep it.
 */
export function mountFinanceRoutes(api: Hono<AppEnv>, { config }: { config: Pick<Config, "OWNER_NAME" | "SITE_URL"> }) {
  const route = (path: string, calculate: (get: (name: string) => string | undefined) => Parsed<unknown>) =>
    api.get(path, (c) => {
      const result = calculate((name) => c.req.query(name));
      if (!result.ok) throw new HttpError(400, result.message, result.errors);
      c.header("Cache-Control", "public, max-age=86400");
      return c.json(result.values as object);
    });
  route("/finance/murabaha", calculateMurabaha);
  route("/finance/home", calculateHomeFinance);
  route("/finance/flat-rate", calculateFlatRate);
  route("/finance/rate-conversion", calculateRateConversion);
  route("/finance/zakat", calculateZakat);
  route("/finance/purification", calculatePurification);

  // The slugs are the pages' (/islamic-fintech/calculators/:calculator), so a page links its own query.
  api.get("/finance/:calculator/key-facts.pdf", async (c) => {
    const slug = c.req.param("calculator");
    if (!isCalculatorSlug(slug)) {
      throw new HttpError(404, `No calculator named "${slug}": one of ${Object.keys(CALCULATORS).join(", ")}`);
    }
    const computed = calculate(slug, (name) => c.req.query(name));
    if (!computed.result.ok) throw new HttpError(400, computed.result.message, computed.result.errors);
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(c.req.query())) values[name] = value;
    const url = new URL(`/islamic-fintech/calculators/${slug}`, config.SITE_URL);
    url.search = new URLSearchParams(values).toString();
    const body = await renderKeyFacts(keyFactsContent(computed, values), {
      ownerName: config.OWNER_NAME,
      url: url.toString(),
    });
    // The zakat statement carries today's Hijri date; a day's caching keeps it close enough.
    c.header("Cache-Control", "public, max-age=86400");
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `attachment; filename="key-facts-${slug}.pdf"`);
    return c.body(new Uint8Array(body));
  });
}
