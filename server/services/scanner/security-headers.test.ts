import { describe, expect, it } from "vitest";
import { scannerT } from "./messages.ts";
import { gradeSecurityHeaders } from "./security-headers.ts";

const cspOf = (policy: string) => {
  const { checks } = gradeSecurityHeaders({ "content-security-policy": policy }, true);
  return checks.find((c) => c.id === "csp")!;
};

// Modifiers as Mozilla's HTTP Observatory gives them (mdn/mdn-http-observatory, tests/csp.js).
describe("the CSP check, scored as the HTTP Observatory scores it", () => {
  it("gives a policy without unsafe sources +5, and default-src 'none' +10", () => {
    expect(cspOf("default-src 'self'; script-src 'self'; style-src 'self'")).toMatchObject({
      passed: true,
      modifier: 5,
    });
    expect(cspOf("default-src 'none'; script-src 'self'; style-src 'self'")).toMatchObject({ modifier: 10 });
  });

  it("gives 'unsafe-inline' in style-src 0: it passes, without the bonus", () => {
    const check = cspOf("default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'");
    expect(check).toMatchObject({ passed: true, modifier: 0 });
    expect(check.detail).toMatch(/style-src allows 'unsafe-inline'/);
    // Inherited from default-src, data: and any-host styles are the same case.
    expect(cspOf("default-src 'self' 'unsafe-inline'; script-src 'self'")).toMatchObject({ modifier: 0 });
    expect(cspOf("default-src 'self'; script-src 'self'; style-src data:")).toMatchObject({ modifier: 0 });
    expect(cspOf("default-src 'self'; script-src 'self'; style-src https:")).toMatchObject({ modifier: 0 });
    expect(cspOf("script-src 'self'")).toMatchObject({ modifier: 0 });
  });

  it("lets a nonce or hash in style-src cancel its 'unsafe-inline', as browsers do", () => {
    expect(cspOf("default-src 'self'; style-src 'self' 'unsafe-inline' 'nonce-abc'")).toMatchObject({ modifier: 5 });
    expect(cspOf("default-src 'none'; script-src 'self'; style-src 'unsafe-inline' 'sha256-xyz'")).toMatchObject({
      modifier: 10,
    });
  });

  it("still gives 'unsafe-inline' scripts −20, whatever the styles", () => {
    expect(cspOf("default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self'")).toMatchObject({
      passed: false,
      modifier: -20,
    });
  });

  it("moves the total: a site otherwise A+ over https loses the CSP bonus for inline styles", () => {
    const headers = {
      "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    };
    const strict = gradeSecurityHeaders(
      { ...headers, "content-security-policy": "default-src 'self'; script-src 'self'; style-src 'self'" },
      true,
    );
    const inlineStyles = gradeSecurityHeaders(
      {
        ...headers,
        "content-security-policy": "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'",
      },
      true,
    );
    expect(strict.score - inlineStyles.score).toBe(5);
  });
});

describe("in Arabic", () => {
  it("writes the same checks in Arabic, keeping header names and values as they are", () => {
    const english = gradeSecurityHeaders({ "x-content-type-options": "sniff" }, true);
    const arabic = gradeSecurityHeaders({ "x-content-type-options": "sniff" }, true, scannerT("ar"));
    expect(arabic.score).toBe(english.score);
    expect(arabic.checks.map((c) => c.id)).toEqual(english.checks.map((c) => c.id));
    const nosniff = arabic.checks.find((c) => c.id === "nosniff");
    expect(nosniff?.label).toBe("X-Content-Type-Options");
    expect(nosniff?.detail).toBe('القيمة "sniff" ليست nosniff.');
    expect(arabic.checks.find((c) => c.id === "csp")?.detail).toBe("لا توجد ترويسة Content-Security-Policy.");
  });
});
