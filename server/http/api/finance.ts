import type { Hono } from "hono";
import {
  calculateFlatRate,
  calculateHomeFinance,
  calculateMurabaha,
  calculateZakat,
} from "#domain/finance/calculate.ts";
import type { Parsed } from "#domain/finance/inputs.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";

/**
 * `/api/finance/*`: the calculators' engine as JSON, for embedding and for checking the figures the
 * pages show (the same functions). An answer depends only on its query, so caches may keep it.
 */
export function mountFinanceRoutes(api: Hono<AppEnv>) {
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
  route("/finance/zakat", calculateZakat);
}
