import type { Browser, BrowserContext, Page } from "@playwright/test";
import { CONTENT_MODULES, fileDefaults } from "#content/modules.server.ts";
import { freePort } from "#harness/ports.ts";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { openDatabase } from "#server/db/client.ts";
import { completeKeys, fieldsOf, formEntries, textLeaves } from "#server/lib/content-form.ts";
import { ownerSignInLink } from "#tests/owner-link.ts";
import { XSS_VECTORS } from "#tests/xss-vectors.ts";
import { makeImage } from "../media-fixtures.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

// The owner edits the site's own words on a built server of its own (publishing changes what every
// other browser test reads): the hero in both languages, a new project, preview, publish, restore.

const OWNER = "content-owner@example.com";
const ENGLISH_HEADLINE = "Product lead for Gulf fintech and edtech";
const ARABIC_HEADLINE = "قائد منتجات للتقنية المالية والتعليمية في الخليج";

/** What a visitor who is not signed in sees at `path`: the hero's headline paragraph. */
async function visitorHeadline(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    return (await page.locator("#hero-heading + p").first().textContent())?.trim() ?? "";
  } finally {
    await context.close();
  }
}

test.describe("the owner edits the site's content", () => {
  test.describe.configure({ mode: "serial" });
  // A form that does not fit is answered 400 with the errors beside the fields (the browser logs it).
  test.use({ expectedConsoleMessages: [/Failed to load resource: the server responded with a status of 400/] });
  let server: RunningServer | undefined;
  let signInLink: string;
  /** The owner's session cookie, once signed in (a sign-in link works once). */
  let sessionCookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];
  let originalHeadline: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    assertBuilt();
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    const dir = tempDataDir("site-e2e-content-");
    const database = await openDatabase({ kind: "pglite", dir });
    signInLink = await ownerSignInLink(database.db, siteUrl, OWNER);
    await database.close();
    server = await startServer(
      { PGLITE_DIR: dir, PORT: String(port), SITE_URL: siteUrl, ADMIN_EMAILS: OWNER, LOG_LEVEL: "warn" },
      90_000,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function signIn(page: Page) {
    if (sessionCookies.length > 0) {
      await page.context().addCookies(sessionCookies);
      return;
    }
    await page.goto(signInLink);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${server!.url}/admin/overview`);
    sessionCookies = (await page.context().cookies()).filter((cookie) => cookie.name !== "site_preview");
  }

  test("changes the hero in both languages, previews, publishes, and restores the earlier words", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    originalHeadline = await visitorHeadline(browser, `${server!.url}/`);
    expect(originalHeadline.length).toBeGreaterThan(0);
    await signIn(page);

    await page.goto(`${server!.url}/admin/content`);
    await waitForHydration(page);
    await page.getByRole("list", { name: "Content modules" }).getByRole("link", { name: "Hero" }).click();
    // Inside the admin layout (whose h1 is the dashboard): the module is the page's section heading.
    await expect(page.getByRole("heading", { level: 2, name: "Hero" })).toBeVisible();
    await waitForHydration(page);

    // Keyboard only: to the English headline, type, Tab to its Arabic twin (beside it), type, save.
    await page.getByLabel("Headline (English)").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(ENGLISH_HEADLINE);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Headline (Arabic)")).toBeFocused();
    await expect(page.getByLabel("Headline (Arabic)")).toHaveAttribute("dir", "rtl");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(ARABIC_HEADLINE);
    await expect(page.getByLabel("Headline (English)")).toHaveValue(ENGLISH_HEADLINE);
    await expect(page.getByLabel("Headline (Arabic)")).toHaveValue(ARABIC_HEADLINE);
    await page.getByRole("button", { name: "Save draft" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

    // A draft is the admin's alone.
    expect(await visitorHeadline(browser, `${server!.url}/`)).toBe(originalHeadline);

    // Preview: the real page with the draft, and a notice that ends it.
    await page.getByRole("button", { name: "Preview in Arabic" }).click();
    await expect(page).toHaveURL(`${server!.url}/ar`);
    await expect(page.locator("#hero-heading + p").first()).toHaveText(ARABIC_HEADLINE);
    await expect(page.getByRole("complementary", { name: "إنهاء المعاينة" })).toBeVisible();
    await page.getByRole("button", { name: "إنهاء المعاينة" }).click();
    await expect(page).toHaveURL(`${server!.url}/ar`);
    await expect(page.locator("#hero-heading + p").first()).not.toHaveText(ARABIC_HEADLINE);

    // Publish: everybody sees it, in both languages.
    await page.goto(`${server!.url}/admin/content/hero`);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
    expect(await visitorHeadline(browser, `${server!.url}/`)).toBe(ENGLISH_HEADLINE);
    expect(await visitorHeadline(browser, `${server!.url}/ar`)).toBe(ARABIC_HEADLINE);

    // Restore the version before it: the first publish kept the site's original words? No: the
    // original words are the files'; publish them once more as a version, then restore it.
    await page.goto(`${server!.url}/admin/content/hero`);
    await page.getByLabel("Headline (English)").fill(originalHeadline);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
    expect(await visitorHeadline(browser, `${server!.url}/`)).toBe(originalHeadline);
    await page.reload();
    await waitForHydration(page);
    const history = page.getByRole("region", { name: "History" });
    const older = history.getByRole("listitem").nth(1);
    await expect(older).toContainText(/^Version 1, /);
    // The comparison is where the owner lands (the top of the page), with focus, in the form's words.
    await older.getByRole("link", { name: "Compare version 1 with the live one" }).click();
    const compared = page.getByRole("heading", { name: "Version 1 compared with the live one" });
    await expect(compared).toBeFocused();
    await expect(compared).toBeInViewport();
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Headline (English)" }) });
    await expect(row.getByRole("cell", { name: ENGLISH_HEADLINE })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("region", { name: "History" }).getByRole("button", { name: "Restore version 1" }).click();
    await expect(page.getByRole("status")).toHaveText("Version 1 is restored and live, as version 3.");
    expect(await visitorHeadline(browser, `${server!.url}/`)).toBe(ENGLISH_HEADLINE);

    // The files' words come back as a draft; visitors keep the live version until it is published.
    await page.getByRole("button", { name: "Restore the original text" }).click();
    await expect(page.getByRole("status").filter({ hasText: "original text is in the form" })).toBeFocused();
    await expect(page.getByLabel("Headline (English)")).toHaveValue(originalHeadline);
    expect(await visitorHeadline(browser, `${server!.url}/`)).toBe(ENGLISH_HEADLINE);
    await page.getByRole("button", { name: "Discard the draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The draft is discarded" })).toBeVisible();
  });

  test("adds a project in English with an empty Arabic twin to fill, publishes it, and finds it on its page and in the sitemap", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    // A picture for it, uploaded to the media library with both alt texts.
    await page.goto(`${server!.url}/admin/media`);
    await page.getByLabel("Image file").setInputFiles({
      name: "zakat.png",
      mimeType: "image/png",
      buffer: await makeImage("png", { width: 1200, height: 675 }),
    });
    await page.getByLabel("Alt text (English)").fill("A zakat calculator on a phone");
    await page.getByLabel("Alt text (Arabic)").fill("حاسبة زكاة على هاتف");
    await page.getByRole("button", { name: "Add to library" }).click();
    await expect(page.getByText("A zakat calculator on a phone").first()).toBeVisible();

    await page.goto(`${server!.url}/admin/content/projects`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to projects" }).click();
    await expect(page.getByRole("status").filter({ hasText: "fill it in, then save" })).toBeVisible();
    const item = page.locator("li").filter({ hasText: /^Project 7/ });
    await item.getByLabel("Title (English)").fill("Zakat calculator for a Gulf bank");
    // Saving with the Arabic twin still empty is refused beside the field, and nothing typed is lost.
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Nothing was saved" })).toBeVisible();
    const arabicTitle = item.getByLabel("Title (Arabic)");
    await expect(arabicTitle).toHaveAttribute("aria-invalid", "true");
    await expect(item.getByLabel("Title (English)")).toHaveValue("Zakat calculator for a Gulf bank");
    await arabicTitle.fill("حاسبة زكاة لبنك خليجي");
    await item.getByLabel("Description (English)").fill("A zakat calculator the bank's customers use every Ramadan.");
    await item.getByLabel("Description (Arabic)").fill("حاسبة زكاة يستخدمها عملاء البنك في كل رمضان.");
    await item
      .getByRole("group", { name: "Image (both languages)" })
      .getByRole("radio", { name: "A zakat calculator on a phone" })
      .check();
    await item.getByLabel("Technology 1 (English)").fill("React");
    await item.getByLabel("Technology 1 (Arabic)").fill("React");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save and publish" }).click();
    // The projects' first publish is their version 1, whatever the hero published before (issue #42).
    await expect(page.getByRole("status")).toHaveText("Published: version 1 is live for everyone.");

    await page.goto(`${server!.url}/project/7`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zakat calculator for a Gulf bank");
    // The uploaded picture, in modern formats and widths, with the library's alt text.
    const picture = page.locator("main picture").first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\/media\/[0-9a-f]{32}-\d+\.avif \d+w/,
    );
    await expect(picture.locator("img")).toHaveAttribute("srcset", /\/media\/[0-9a-f]{32}-1200\.png 1200w/);
    await page.goto(`${server!.url}/`);
    await expect(page.getByRole("heading", { name: "Zakat calculator for a Gulf bank" })).toBeVisible();
    await page.goto(`${server!.url}/ar/project/7`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("حاسبة زكاة لبنك خليجي");
    const sitemap = await (await page.request.get(`${server!.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${server!.url}/project/7`);
    expect(sitemap).toContain(`${server!.url}/ar/project/7`);
  });

  // Issue #42: a booking type with no questions took no first question ("0.questions.0.id: Required."
  // for the new item's hidden id, and no field marked). With scripts and without: the same form posts.
  for (const [type, scripts] of [
    ["Free intro call", true],
    ["Strategy session", false],
  ] as const) {
    test(`adds the first question to "${type}" and saves it (${scripts ? "with" : "without"} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: scripts });
      try {
        const page = await context.newPage();
        await signIn(page);
        await page.goto(`${server!.url}/admin/content/consultationTypes`);
        if (scripts) await waitForHydration(page);
        const bookingType = page.locator("ol > li").filter({ hasText: new RegExp(`^Booking type \\d+: ${type}`) });
        await expect(bookingType.getByRole("heading", { name: "Questions (0)" })).toBeVisible();
        await bookingType.getByRole("button", { name: "Add to questions" }).click();
        await expect(page.getByText("fill it in, then save")).toBeVisible();
        const question = bookingType.locator("li").filter({ hasText: /^Question 1/ });
        await question.getByLabel("Label (English)").fill("What should we cover?");
        await question.getByLabel("Label (Arabic)").fill("ما الذي نغطيه؟");
        await page.getByRole("button", { name: "Save draft" }).click();
        await expect(page.getByText("Draft saved.")).toBeVisible();
        await expect(page.getByText("Nothing was saved")).toHaveCount(0);
        await expect(bookingType.getByRole("heading", { name: "Questions (1)" })).toBeVisible();
        await expect(bookingType.getByLabel("Label (English)")).toHaveValue("What should we cover?");
      } finally {
        await context.close();
      }
    });
  }

  for (const theme of ["light", "dark"] as const) {
    test(`the Site content list and an editor pass axe in the ${theme} theme`, async ({ page }) => {
      if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
      await signIn(page);
      await page.goto(`${server!.url}/admin/content`);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page);
      await page.goto(`${server!.url}/admin/content/faq`);
      await expectNoAxeViolations(page);
      // An editor with icon choosers (radios drawn with the sprite's icons) and a list of words.
      await page.goto(`${server!.url}/admin/content/services`);
      await expect(page.getByRole("group", { name: "Icon (both languages)" }).first().getByRole("radio")).toHaveCount(
        4,
      );
      await expectNoAxeViolations(page);
    });
  }

  test("the blog's stored-XSS vectors, published in every text field of every module, run nowhere", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    // Short enough to fit every field without cutting the vector; the SPEC's contract names are fixed.
    const vectors = XSS_VECTORS.filter((vector) => vector.length <= 45);
    let next = 0;
    for (const entry of CONTENT_MODULES) {
      // The files' text with a vector in front of every text field, in both languages.
      const root = fieldsOf(entry.schema);
      const documents = fileDefaults(entry.name);
      const form = formEntries(root, documents, completeKeys(root, documents.en, {}));
      for (const side of ["en", "ar"] as const) {
        for (const leaf of textLeaves(root, documents[side], {})) {
          if (leaf.path.at(-1) === "contractType") continue;
          const vector = vectors[next++ % vectors.length]!;
          const value = `${vector} ${leaf.value}`.slice(0, Math.max(leaf.value.length, vector.length));
          form.set(`${side}.${leaf.path.join(".")}`, value);
        }
      }
      form.set("intent", "publish");
      const published = await page.request.post(`${server!.url}/admin/content/${entry.name}`, {
        headers: { Origin: server!.url },
        form: Object.fromEntries(form),
      });
      expect(await published.text(), entry.name).toContain("Published: version");
    }

    const fired: string[] = [];
    await page.exposeFunction("__xssReport", (n: string) => fired.push(n));
    await page.addInitScript(() => {
      (window as unknown as { __xss: (n: number) => void }).__xss = (n) =>
        (window as unknown as { __xssReport: (n: string) => void }).__xssReport(String(n));
    });
    page.on("dialog", (dialog) => {
      fired.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const pages = new Set(CONTENT_MODULES.flatMap((entry) => entry.pages));
    for (const path of [...pages].flatMap((p) => [p, p === "/" ? "/ar" : `/ar${p}`])) {
      const response = await page.goto(`${server!.url}${path}`);
      expect(response?.status(), path).toBe(200);
      const body = await response!.text();
      // Served as text: no vector's markup reaches the HTML, in the page or its JSON-LD.
      expect(body, path).not.toMatch(/<script>__xss|<img src=x onerror|<svg onload/i);
      await waitForHydration(page);
      const surviving = await page.evaluate(() => {
        const found: string[] = [];
        for (const el of document.querySelectorAll("body *")) {
          for (const attr of el.getAttributeNames()) {
            if (/^on/i.test(attr) && /__xss/.test(el.getAttribute(attr) ?? "")) found.push(`${el.tagName} ${attr}`);
          }
        }
        return found;
      });
      expect(surviving, path).toEqual([]);
    }
    await page.waitForTimeout(500);
    expect(fired).toEqual([]);
  });
});
