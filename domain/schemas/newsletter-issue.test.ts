import { describe, expect, it } from "vitest";
import { newsletterIssueSchema } from "./newsletter-issue.ts";

const issue = (fields: Record<string, string>) =>
  newsletterIssueSchema.safeParse({ locale: "en", subject: "Monthly notes", ...fields });

describe("a newsletter issue's button and picture addresses", () => {
  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/%2F/evil.example",
    "/%5c/evil.example",
    "/%09/evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
  ])("refuse %j, naming the field", (address) => {
    for (const field of ["ctaUrl", "imageUrl"]) {
      const result = issue({ [field]: address });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([field]);
    }
  });

  it.each(["", "/blog", "/media/abc123", "https://example.org/a?b=c", " /blog "])("accept %j", (address) => {
    const result = issue({ ctaUrl: address, imageUrl: address });
    expect(result.success).toBe(true);
    expect(result.data?.ctaUrl).toBe(address.trim());
  });
});
