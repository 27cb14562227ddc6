import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { expectToast, isPost, uniqueEmail } from "./leads-helpers.ts";

// The connection drops after the server stored a contact message but before the answer arrived: the
// form sends it again with the same Idempotency-Key, and the server answers with the first answer
// instead of storing the message twice.

// The browser reports the dropped connection; that is the situation under test.
test.use({ expectedConsoleMessages: [/Failed to load resource: net::ERR_CONNECTION_RESET/] });

test("a contact message whose answer was lost is retried with its key and stored once", async ({ page }) => {
  await gotoHydrated(page, "/");
  const sent: { key: string | undefined; replayed: string | undefined; id: unknown }[] = [];
  await page.route(
    (url) => url.pathname === "/api/contact",
    async (route) => {
      const request = route.request();
      const response = await route.fetch();
      sent.push({
        key: request.headers()["idempotency-key"],
        replayed: response.headers()["idempotent-replayed"],
        id: (await response.json()).id,
      });
      // The first answer never reaches the page.
      if (sent.length === 1) await route.abort("connectionreset");
      else await route.fulfill({ response });
    },
  );

  const contact = page.locator("#contact");
  await contact.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await contact.getByLabel("Email", { exact: true }).fill(uniqueEmail("retry"));
  await contact.getByLabel("Message", { exact: true }).fill("I would like to discuss a fintech launch.");
  await Promise.all([
    page.waitForRequest(isPost("/api/contact")),
    contact.getByRole("button", { name: "Send Message" }).click(),
  ]);

  await expectToast(page, "Message sent!", "Thank you for reaching out. I'll get back to you soon.");
  expect(sent).toHaveLength(2);
  expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  expect(sent[1]!.key).toBe(sent[0]!.key);
  expect(sent[0]!.replayed).toBeUndefined();
  expect(sent[1]!.replayed).toBe("true");
  expect(sent[1]!.id).toBe(sent[0]!.id);
});
