import type { Page } from "@playwright/test";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { type ReceivedMail, startSmtpServer, waitFor } from "#harness/smtp.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated, waitForSectionHydration } from "./hydration.ts";
import { expectFieldError, formPostUrl, isFormPost, postedFields, uniqueEmail } from "./leads-helpers.ts";

// The lead forms on the Arabic pages: Arabic words and SPEC messages (from the browser's check, and
// from the Arabic page's action, with JavaScript and without), Arabic text kept intact, toasts on the
// right side for right-to-left, the subscriber's e-mail in Arabic, and no axe violations in RTL.

const AR = {
  nameTooShort: "يجب ألا يقل الاسم عن حرفين",
  badEmail: "يُرجى إدخال بريد إلكتروني صحيح",
  contactTooShort: "يجب ألا تقل الرسالة عن 10 أحرف",
  careerTooShort: "يجب ألا تقل الرسالة عن 20 حرفًا",
  badUrl: "يُرجى إدخال رابط صحيح يبدأ بـ \u2066http://\u2069 أو \u2066https://\u2069",
};

const contact = (page: Page) => page.locator("#contact");
/** The toasts' region, labelled in Arabic. */
const toasts = (page: Page) => page.getByRole("region", { name: "الإشعارات" });
const newsletter = (page: Page) => page.locator("#newsletter");

/** The visible toast with this title, checked for its description and its side of the screen. */
async function expectArabicToast(page: Page, title: string, description: string) {
  const toast = toasts(page).getByRole("listitem").filter({ hasText: title });
  // The lead is stored (and its mail queued) before the answer: allow a busy machine some time.
  await expect(toast.getByText(title, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
  await expect(toast.getByRole("button", { name: "إغلاق" })).toBeAttached();
  // Right to left, the corner the toasts use is the bottom left (the inline end).
  const box = (await toast.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x + box.width / 2).toBeLessThan(width / 2);
}

test.describe("the contact form on /ar", () => {
  // A form the server did not accept comes back with status 400, which the browser reports.
  test.use({ expectedConsoleMessages: [/^Failed to load resource: the server responded with a status of 400/] });
  test("checks in the browser in Arabic, then sends Arabic text with the page's language", async ({ page }) => {
    await gotoHydrated(page, "/ar#contact");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const name = contact(page).getByLabel("الاسم", { exact: true });
    const email = contact(page).getByLabel("البريد الإلكتروني", { exact: true });
    const message = contact(page).getByLabel("الرسالة", { exact: true });
    await expect(email).toHaveAttribute("dir", "ltr");

    let posts = 0;
    page.on("request", (request) => {
      if (isFormPost("/ar")(request)) posts++;
    });
    await name.fill("م");
    await email.fill("layla@nowhere");
    await message.fill("قصيرة");
    await contact(page).getByRole("button", { name: "إرسال الرسالة" }).click();
    await expectFieldError(name, AR.nameTooShort);
    await expectFieldError(email, AR.badEmail);
    await expectFieldError(message, AR.contactTooShort);
    await expect(name).toBeFocused();
    expect(posts).toBe(0);

    const text = "أود مناقشة إطلاق منتج تمويل بالمرابحة للشركات الصغيرة في الإمارات.";
    await name.fill("ليلى العتيبي");
    await email.fill(uniqueEmail("layla"));
    await message.fill(text);
    // The keyboard sends it too: Enter in a text field submits the form.
    const [request] = await Promise.all([page.waitForRequest(isFormPost("/ar")), name.press("Enter")]);
    // The Arabic page's own action: its address is the language the answer comes in.
    expect(postedFields(request)).toMatchObject({ intent: "contact", name: "ليلى العتيبي", message: text });
    await expectArabicToast(page, "تم إرسال الرسالة!", "شكرًا لتواصلك معي، وسأرد عليك قريبًا.");
    await expect(message).toHaveValue("");
  });

  test("shows the action's Arabic messages under the fields", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    // The browser's check passes; a stricter server answer (here: a name the server refuses) is shown as sent.
    await page.route(formPostUrl("/ar"), async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const fields = new URLSearchParams(route.request().postData() ?? "");
      fields.set("name", "x");
      await route.fulfill({ response: await route.fetch({ postData: fields.toString() }) });
    });
    await contact(page).getByLabel("الاسم", { exact: true }).fill("سالم");
    await contact(page).getByLabel("البريد الإلكتروني", { exact: true }).fill(uniqueEmail("salem"));
    await contact(page).getByLabel("الرسالة", { exact: true }).fill("رسالة طويلة بما يكفي للتحقق.");
    await contact(page).getByRole("button", { name: "إرسال الرسالة" }).click();
    const toast = toasts(page).getByRole("listitem").filter({ hasText: "خطأ" });
    await expect(toast.getByText(AR.nameTooShort, { exact: true })).toBeVisible();
    await expectFieldError(contact(page).getByLabel("الاسم", { exact: true }), AR.nameTooShort);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts to /ar, answers in Arabic with the input kept, then sends", async ({ page }) => {
      await page.goto("/ar#contact");
      const form = contact(page).locator("form");
      await expect(form).toHaveAttribute("action", "/ar#contact");
      const name = contact(page).getByLabel("الاسم", { exact: true });
      const message = contact(page).getByLabel("الرسالة", { exact: true });
      const email = contact(page).getByLabel("البريد الإلكتروني", { exact: true });
      // What the browser's own checks let through and the server refuses.
      await name.fill("ن");
      await email.fill("nora@localhost");
      await message.fill("قصيرة");
      await contact(page).getByRole("button", { name: "إرسال الرسالة" }).click();
      await expect(page).toHaveURL(/\/ar(#contact)?$/);
      await expectFieldError(name, AR.nameTooShort);
      await expectFieldError(email, AR.badEmail);
      await expectFieldError(message, AR.contactTooShort);
      await expect(name).toHaveValue("ن");
      await expect(message).toHaveValue("قصيرة");
      await email.fill(uniqueEmail("nora"));

      await name.fill("نورة الحربي");
      await message.fill("مرحبًا، أود الاستفسار عن استشارة في التمويل الإسلامي.");
      await contact(page).getByRole("button", { name: "إرسال الرسالة" }).click();
      await expect(page).toHaveURL(/\/ar\?sent=contact#contact$/);
      await expect(contact(page).getByRole("status")).toHaveText(
        "تم إرسال رسالتك! شكرًا لتواصلك معي، وسأرد عليك قريبًا.",
      );
    });

    test("the newsletter form answers in Arabic and lands on the Arabic thank-you", async ({ page }) => {
      await page.goto("/ar#newsletter");
      const email = newsletter(page).getByLabel("البريد الإلكتروني", { exact: true });
      await email.fill("nobody@localhost");
      await newsletter(page).getByRole("button", { name: "اشترك" }).click();
      await expectFieldError(email, AR.badEmail);
      await email.fill(uniqueEmail("no-js-ar"));
      await newsletter(page).getByRole("button", { name: "اشترك" }).click();
      await expect(page).toHaveURL(/\/ar\?subscribed=1#newsletter$/);
      await expect(newsletter(page).getByText("شكرًا لاشتراكك!", { exact: true })).toBeVisible();
    });

    test("the career form posts to /ar/career and answers in Arabic", async ({ page }) => {
      await page.goto("/ar/career");
      const form = page.locator("form").filter({ has: page.locator("#career-message") });
      await expect(form).toHaveAttribute("action", "/ar/career");
      await page.locator("#career-name").fill("خالد");
      await page.locator("#career-email").fill(uniqueEmail("khaled"));
      await page.locator("#career-message").fill("قصيرة جدًا");
      await page.locator("#career-resumeUrl").fill("ftp://example.com/cv.pdf");
      await page.getByRole("button", { name: "إرسال الاستفسار" }).click();
      await expectFieldError(page.locator("#career-message"), AR.careerTooShort);
      await expectFieldError(page.locator("#career-resumeUrl"), AR.badUrl);
      await page.locator("#career-message").fill("أبحث عن مستشار لإطلاق منتج صكوك رقمي خلال الربع القادم.");
      await page.locator("#career-resumeUrl").fill("");
      await page.getByRole("button", { name: "إرسال الاستفسار" }).click();
      await expect(page).toHaveURL(/\/ar\/career\?submitted=1$/);
      await expect(page.getByRole("heading", { name: "شكرًا لك!" })).toBeVisible();
      await expect(page.getByRole("link", { name: "إرسال استفسار آخر" })).toHaveAttribute("href", "/ar/career");
    });
  });
});

test.describe("the newsletter signup on /ar", () => {
  test("subscribes in Arabic and thanks the visitor in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar#newsletter");
    const email = newsletter(page).getByLabel("البريد الإلكتروني", { exact: true });
    await email.fill("reader@nowhere");
    await newsletter(page).getByRole("button", { name: "اشترك" }).click();
    await expectFieldError(email, AR.badEmail);

    await email.fill(uniqueEmail("reader-ar"));
    await newsletter(page).getByLabel("الاسم (اختياري)", { exact: true }).fill("نورة");
    const [request] = await Promise.all([
      page.waitForRequest(isFormPost("/ar")),
      newsletter(page).getByRole("button", { name: "اشترك" }).click(),
    ]);
    expect(postedFields(request)).toMatchObject({ intent: "newsletter", name: "نورة" });
    await expect(newsletter(page).getByText("شكرًا لاشتراكك!", { exact: true })).toBeVisible();
    await expect(newsletter(page).getByRole("status")).toBeFocused();
    await expectArabicToast(page, "تم بنجاح!", "تم اشتراكك في النشرة البريدية.");
  });
});

test.describe("the career inquiry on /ar/career", () => {
  test("checks in Arabic, sends, shows the Arabic thank-you and starts again", async ({ page }) => {
    await gotoHydrated(page, "/ar/career");
    await expect(page.getByRole("heading", { name: "أرسل استفسارك" })).toBeVisible();
    await expect(page.locator("#career-inquiryType option")).toHaveText([
      "مشروع مستقل",
      "تعاون",
      "وظيفة بدوام كامل",
      "استشارات",
      "أخرى",
    ]);
    await page.locator("#career-name").fill("خالد");
    await page.locator("#career-email").fill(uniqueEmail("khaled-js"));
    await page.locator("#career-message").fill("قصيرة");
    await page.locator("#career-linkedinUrl").fill("linkedin.com/in/khaled");
    await page.getByRole("button", { name: "إرسال الاستفسار" }).click();
    await expectFieldError(page.locator("#career-message"), AR.careerTooShort);
    await expectFieldError(page.locator("#career-linkedinUrl"), AR.badUrl);

    await page.locator("#career-message").fill("أبحث عن شريك لتصميم منتج تكافل رقمي متوافق مع أحكام الشريعة.");
    await page.locator("#career-linkedinUrl").fill("https://www.linkedin.com/in/khaled");
    await page.locator("#career-inquiryType").selectOption("consulting");
    const [request] = await Promise.all([
      page.waitForRequest(isFormPost("/ar/career")),
      page.getByRole("button", { name: "إرسال الاستفسار" }).click(),
    ]);
    expect(postedFields(request)).toMatchObject({ inquiryType: "consulting" });
    await expect(page.getByRole("heading", { name: "شكرًا لك!" })).toBeFocused();
    await expectArabicToast(page, "تم إرسال استفسارك!", "شكرًا لاهتمامك، وسأرد عليك قريبًا.");
    await page.getByRole("button", { name: "إرسال استفسار آخر" }).click();
    await expect(page.locator("#career-name")).toBeFocused();
  });
});

test.describe("the header's Admin sign-in on an Arabic page", () => {
  test("opens the Arabic dialog, which Escape closes", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    await page.getByRole("button", { name: "دخول المشرف" }).click();
    const dialog = page.getByRole("dialog", { name: "دخول المشرف" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "إغلاق" })).toBeVisible();
    // The close button sits in the top left corner right to left.
    const box = (await dialog.boundingBox())!;
    const close = (await dialog.getByRole("button", { name: "إغلاق" }).boundingBox())!;
    expect(close.x - box.x).toBeLessThan(box.width / 2);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

for (const theme of ["dark", "light"] as const) {
  test(`the Arabic forms, empty and with errors, have no accessibility violations (${theme})`, async ({ page }) => {
    if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await gotoHydrated(page, "/ar#newsletter");
    await newsletter(page).getByLabel("البريد الإلكتروني", { exact: true }).fill("nobody@nowhere");
    await newsletter(page).getByRole("button", { name: "اشترك" }).click();
    // Before the contact section hydrates, the browser's own required-field bubble answers the click.
    await waitForSectionHydration(page, "contact");
    await contact(page).getByRole("button", { name: "إرسال الرسالة" }).click();
    await expect(page.locator("#contact-message")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "#newsletter");
    await expectNoAxeViolations(page, "#contact");

    await gotoHydrated(page, "/ar/career");
    await page.locator("#career-resumeUrl").fill("cv.pdf");
    await page.getByRole("button", { name: "إرسال الاستفسار" }).click();
    await expect(page.locator("#career-resumeUrl")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "main form");
  });
}

/**
 * The e-mail an Arabic subscriber receives. The shared test server has no SMTP, so this starts its own
 * built server with a loopback SMTP server, as leads-newsletter-pages.spec.ts does.
 */
test.describe("an Arabic sign-up's confirmation e-mail", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    assertBuilt();
    smtp = await startSmtpServer();
    server = await startServer(
      {
        PGLITE_DIR: tempDataDir("site-e2e-forms-ar-"),
        SMTP_URL: smtp.url,
        MAIL_FROM: "newsletter@example.com",
        LOG_LEVEL: "warn",
        RATE_LIMIT_PUBLIC_POSTS: "100000",
        RATE_LIMIT_FORM_POSTS: "100000",
      },
      100_000,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test("is in Arabic, right to left, and its links lead to the Arabic pages", async ({ page }) => {
    const email = uniqueEmail("optin-ar");
    await gotoHydrated(page, `${server.url}/ar`);
    await page.locator("#newsletter-email").fill(email);
    await page.locator("#newsletter-name").fill("مريم");
    await newsletter(page).getByRole("button", { name: "اشترك" }).click();
    await expect(page.getByText("شكرًا لاشتراكك!", { exact: true })).toBeVisible();
    const mailTo = () => smtp.received.find((m) => m.to.includes(email));
    await waitFor(() => mailTo() !== undefined, "confirmation e-mail");
    const mail = mailTo() as ReceivedMail;
    expect(mail.subject).toMatch(/^أكّد اشتراكك في النشرة البريدية لـ/);
    expect(mail.text.split("\n")[0]).toBe("مرحبًا مريم،");
    expect(mail.html).toContain('lang="ar" dir="rtl"');
    const link = /(\S+)\/ar\/newsletter\/confirm\?token=([\w-]+)/.exec(mail.text);
    expect(link, "the confirmation link goes to the Arabic page").not.toBeNull();
    expect(mail.text).toMatch(/إلغاء الاشتراك: \S+\/ar\/newsletter\/unsubscribe\?token=[\w-]+/);

    await page.setContent(mail.html);
    await expect(page.getByRole("link", { name: "تأكيد الاشتراك" })).toHaveAttribute("href", link![0]);
    // The server's SITE_URL is not its test address: open the same path on it.
    await page.goto(`${server.url}/ar/newsletter/confirm?token=${link![2]}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("main form button[type=submit]")).toBeVisible();
  });
});
