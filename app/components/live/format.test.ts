import { describe, expect, it } from "vitest";
import {
  formatCryptoPrice,
  formatLargeNumber,
  formatLongDate,
  formatShortDate,
  formatSignedPercent,
  isRise,
  signed,
  stripHtml,
} from "./format.ts";

describe("live widget formatters", () => {
  it("writes news dates like 'Jan 5, 2025' and article dates in long US format", () => {
    expect(formatShortDate("2025-01-05T09:15:00Z")).toBe("Jan 5, 2025");
    expect(formatLongDate("2025-01-05T09:15:00Z")).toBe("January 5, 2025");
    expect(formatShortDate("not a date")).toBe("");
  });

  it("shows crypto prices with up to 6 fraction digits below 1, else 2", () => {
    expect(formatCryptoPrice(97234.12)).toBe("$97,234.12");
    expect(formatCryptoPrice(3612.5)).toBe("$3,612.50");
    expect(formatCryptoPrice(0.999812)).toBe("$0.999812");
    expect(formatCryptoPrice(0.5)).toBe("$0.50");
    expect(formatCryptoPrice(null)).toBe("—");
  });

  it("abbreviates market caps and volumes with T, B or M", () => {
    expect(formatLargeNumber(1925432109876)).toBe("$1.93T");
    expect(formatLargeNumber(38765432109)).toBe("$38.77B");
    expect(formatLargeNumber(3456789)).toBe("$3.46M");
    expect(formatLargeNumber(999)).toBe("$999");
  });

  it("treats zero or more as a rise with a '+'", () => {
    expect(formatSignedPercent(1.59153)).toBe("+1.59%");
    expect(formatSignedPercent(0)).toBe("+0.00%");
    expect(formatSignedPercent(-1.12745)).toBe("-1.13%");
    expect(isRise("0.00")).toBe(true);
    expect(isRise("-0.01")).toBe(false);
    expect(signed("4.77")).toBe("+4.77");
    expect(signed("-1.57")).toBe("-1.57");
    expect(signed("0.52%")).toBe("+0.52%");
  });

  it("strips tags, scripts and styles from descriptions and decodes entities once", () => {
    expect(stripHtml("<p>How <strong>Murabaha</strong> works</p><script>alert('x')</script>")).toBe(
      "How Murabaha works",
    );
    expect(stripHtml("<style>p{}</style>Fish &amp; chips &lt;b&gt; &#39;ok&#39;")).toBe("Fish & chips <b> 'ok'");
    expect(stripHtml("&amp;lt;i&amp;gt;")).toBe("&lt;i&gt;");
  });
});
