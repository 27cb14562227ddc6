import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { startSmtpServer, waitFor } from "#harness/smtp.ts";
import { openDatabase } from "#server/db/client.ts";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "#server/db/schema.ts";
import { createNewsletterIssueService } from "#server/services/newsletter-issues.ts";
import { createOutbox } from "#server/services/outbox.ts";

// The built server sending an issue is killed with SIGKILL halfway through, then started again on the
// same data: every subscriber gets the issue once, none twice, and the send carries on where it stopped.
assertBuilt();
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const SUBSCRIBERS = 40;
const site = {
  ownerName: "Owner",
  siteUrl: "https://owner.example",
  ownerEmail: "owner@example.com",
  postalAddress: "Dubai",
};

describe("a newsletter send killed halfway", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("resumes after a restart and never sends a subscriber the same issue twice", async () => {
    const dir = tempDataDir("newsletter-crash-");
    let database = await openDatabase({ kind: "pglite", dir });
    await database.db.insert(newsletterSubscribers).values(
      Array.from({ length: SUBSCRIBERS }, (_, i) => ({
        email: `reader${i}@example.com`,
        confirmedAt: new Date(),
        locale: "en" as const,
      })),
    );
    const issues = createNewsletterIssueService(database.db, createOutbox(database.db), site);
    const issue = await issues.create({
      locale: "en",
      subject: "Crash test",
      preheader: "",
      body: "Once only.",
      ctaLabel: "",
      ctaUrl: "",
      imageUrl: "",
    });
    expect(await issues.sendNow(issue.id)).toBe(SUBSCRIBERS);
    await database.close();

    const env = {
      PGLITE_DIR: dir,
      SITE_URL: site.siteUrl,
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_MINUTE: "600",
      NEWSLETTER_CLAIM_SECONDS: "5",
      MAIL_WORKER_INTERVAL_MS: "200",
      LOG_LEVEL: "warn",
    };
    server = await startServer(env, 60_000);
    await waitFor(() => smtp.received.length >= SUBSCRIBERS / 2, "half the issue sent", 60_000);
    await server.stop("SIGKILL");
    const beforeCrash = smtp.received.length;
    expect(beforeCrash).toBeLessThan(SUBSCRIBERS);

    server = await startServer(env, 60_000);
    await waitFor(() => smtp.received.length >= SUBSCRIBERS - 1, "the rest of the issue", 60_000);
    // Long enough for a send the crash interrupted to run out its claim (5 s) and be given up.
    await new Promise((r) => setTimeout(r, 7_000));
    await server.stop();
    server = undefined;

    const addresses = smtp.received.flatMap((m) => m.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(smtp.received.every((m) => m.subject === "Crash test")).toBe(true);

    database = await openDatabase({ kind: "pglite", dir });
    try {
      const rows = await database.db
        .select()
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, issue.id));
      const received = new Set(addresses);
      // At most the one mail in flight when the process died is in doubt (delivered or not, it is
      // never sent again); every other subscriber got the issue exactly once.
      expect(rows).toHaveLength(SUBSCRIBERS);
      expect(rows.filter((r) => r.status === "unknown").length).toBeLessThanOrEqual(1);
      for (const row of rows) {
        expect(["sent", "unknown"]).toContain(row.status);
        if (row.status === "sent") expect(received.has(row.email)).toBe(true);
        if (!received.has(row.email)) expect(row.status).toBe("unknown");
      }
      const [after] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
      expect(after!.status).toBe("sent");
    } finally {
      await database.close();
    }
  });
});
