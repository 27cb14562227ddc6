import { ARABIC_ARTICLE_SLUG, ARTICLE_SLUG } from "#content/sample-articles.ts";
import { localizePath } from "#domain/i18n/locales.ts";
import { publishSampleArticles } from "./blog-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

// Every public page, in both languages and both themes, with axe (issue #32's bar). The other specs
// check pages in the states their journeys reach (dialogs open, errors shown, tabs switched); this one
// makes sure no page and no language-theme pair is left out, at each page's first load. The landing
// page's long axe pass is left to landing-a-a11y and landing-ar, which run it in both themes.

/** The public pages, as their English paths (the Arabic edition is the same under /ar). */
const PAGES = [
  "/project/1",
  "/solutions/fintech",
  "/career",
  "/privacy",
  "/tools",
  "/islamic-fintech",
  "/islamic-fintech?product=bnpl",
  "/islamic-fintech/calculators/murabaha",
  "/islamic-fintech/calculators/home-finance",
  "/islamic-fintech/calculators/zakat",
  "/book",
  "/book/manage",
  "/newsletter",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/blog",
  "/no-such-page",
];

for (const locale of ["en", "ar"] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`every public page passes axe in ${locale === "en" ? "English" : "Arabic"}, ${theme} theme`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      await publishSampleArticles(browser, baseURL!);
      if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
      const article = `/blog/${locale === "en" ? ARTICLE_SLUG : ARABIC_ARTICLE_SLUG}`;
      for (const path of [...PAGES, article]) {
        await gotoHydrated(page, localizePath(path, locale));
        await expect(page.locator("html"), path).toHaveAttribute("lang", locale);
        if (theme === "dark") await expect(page.locator("html"), path).toHaveClass(/\bdark\b/);
        else await expect(page.locator("html"), path).not.toHaveClass(/\bdark\b/);
        await expectNoAxeViolations(page);
      }
    });
  }
}
