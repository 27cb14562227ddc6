import * as z from "zod/mini";
import { normaliseScanUrl, SCAN_URL_INVALID, SCAN_URL_MAX_LENGTH, SCAN_URL_REQUIRED } from "./scan-rules.ts";

export * from "./scan-rules.ts";

/** SPEC §7 POST /api/scan-website `{ url }`: trimmed, https:// prepended without a scheme, a parseable URL. */
export const scanRequestSchema = z.object({
  url: z.pipe(
    z
      .string({ error: SCAN_URL_REQUIRED })
      .check(z.trim(), z.minLength(1, SCAN_URL_REQUIRED), z.maxLength(SCAN_URL_MAX_LENGTH, SCAN_URL_INVALID)),
    z.transform((value: string, ctx) => {
      const normalised = normaliseScanUrl(value);
      if (!URL.canParse(normalised)) {
        ctx.issues.push({ code: "custom", message: SCAN_URL_INVALID, input: value });
        return z.NEVER;
      }
      return normalised;
    }),
  ),
});

export type ScanRequest = z.output<typeof scanRequestSchema>;
