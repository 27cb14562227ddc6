import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SLUG_PATTERN } from "./schemas/posts.ts";
import { slugify } from "./slug.ts";

const SLUG = new RegExp(`^${SLUG_PATTERN}$`);

describe("an article's slug from its title", () => {
  it("keeps Latin titles as before", () => {
    expect(slugify("Murabaha, Explained!", 120)).toBe("murabaha-explained");
    expect(slugify("Café Zakāt 2026", 120)).toBe("cafe-zakat-2026");
  });

  it("transliterates an Arabic title into a slug the article form accepts", () => {
    expect(slugify("المرابحة وأنت", 120)).toBe("almrabha-want");
    expect(slugify("الزكاة في ٢٠٢٦", 120)).toBe("alzkaa-fy-2026");
    expect(slugify("التمويل الإسلامي: دليل عملي", 120)).toBe("altmwyl-alaslamy-dlyl-mly");
    expect(slugify("دليل Murabaha", 120)).toBe("dlyl-murabaha");
  });

  it("always gives lowercase letters, digits and hyphens within the limit, never a hyphen at either end", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), fc.integer({ min: 3, max: 120 }), (title, max) => {
        const slug = slugify(title, max);
        expect(slug.length).toBeLessThanOrEqual(max);
        if (slug !== "") {
          expect(slug).toMatch(SLUG);
          expect(slug).not.toMatch(/^-|-$/);
        }
      }),
    );
    fc.assert(
      // Any Arabic title with a consonant in it gives a slug (the article form needs one).
      fc.property(fc.stringMatching(/^[\u0621-\u064a ]{0,20}\u0628[\u0621-\u064a ]{0,20}$/), (title) => {
        expect(slugify(title, 120)).toMatch(SLUG);
      }),
    );
  });
});
