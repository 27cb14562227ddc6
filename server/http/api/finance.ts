import type { Hono } from "hono";
import { localizedOwnerName } from "#content/localized.server.ts";
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
  KEY_FACTS_LOCALE_PARAM,
} from "#domain/finance/calculate.ts";
import type { Parsed } from "#domain/finance/inputs.ts";
import { DEFAULT_LOCALE, isLocale, LOCALES, localizePath } from "#domain/i18n/locales.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import { keyFactsContent, renderKeyFacts } from "#server/services/key-facts.ts";
import { countGoal } from "../count-views.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";

/**
 * `/api/finance/*`: the calculators' engine as JSON, for embedding and for checking the figures the
 * pages show (the same functions), and each calculator's Key Facts as a one-page PDF. An answer
 * depends only on its query, so caches may keep it.
 */
export function mountFinanceRoutes(
  api: Hono<AppEnv>,
  {
    config,
    services,
    logger,
  }: {
    config: Pick<Config, "OWNER_NAME" | "SITE_URL">;
    services: Pick<Services, "analytics" | "sessions">;
    logger: Logger;
  },
) {
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
    const locale = c.req.query(KEY_FACTS_LOCALE_PARAM) ?? DEFAULT_LOCALE;
    if (!isLocale(locale)) {
      throw new HttpError(400, `${KEY_FACTS_LOCALE_PARAM} must be one of ${LOCALES.join(", ")}`, {
        [KEY_FACTS_LOCALE_PARAM]: `Must be one of ${LOCALES.join(", ")}.`,
      });
    }
    const computed = calculate(slug, (name) => c.req.query(name));
    if (!computed.result.ok) throw new HttpError(400, computed.result.message, computed.result.errors);
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(c.req.query())) {
      if (name !== KEY_FACTS_LOCALE_PARAM) values[name] = value;
    }
    // The page the figures come from, in the statement's language.
    const url = new URL(localizePath(`/islamic-fintech/calculators/${slug}`, locale), config.SITE_URL);
    url.search = new URLSearchParams(values).toString();
    const body = await renderKeyFacts(keyFactsContent(computed, values, new Date(), locale), {
      // The owner's name as the statement's language writes it (عمر حداد on the Arabic one).
      ownerName: localizedOwnerName(config.OWNER_NAME, locale),
      url: url.toString(),
    });
    // The zakat statement carries today's Hijri date; a day's caching keeps it close enough.
    c.header("Cache-Control", "public, max-age=86400");
    countGoal(services, logger, c, "key-facts", slug);
    c.header("Content-Type", "application/pdf");
    c.header("Content-Language", locale);
    c.header(
      "Content-Disposition",
      `attachment; filename="key-facts-${slug}${locale === DEFAULT_LOCALE ? "" : `-${locale}`}.pdf"`,
    );
    return c.body(new Uint8Array(body));
  });
}
