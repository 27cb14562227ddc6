// `npm run bench:newsletter`: the bench's cached rows (scripts/bench.ts: `/`, an article, `/` with
// tracking parameters) measured with wrk on one built server, with and without a large newsletter send
// going on in the same process, in one run (issue #35's "npm run bench beside a send").
// The send is a real one: NEWSLETTER_BENCH_TOTAL (default 10,000) confirmed subscribers, one issue, the
// sender at NEWSLETTER_BENCH_RATE (default 6000 a minute, faster than this host sends) into a counting
// SMTP sink on loopback. The two states take turns within each round (the host's drift falls on both
// alike): "quiet" with the issue paused, "sending" with it resumed, flipped in the database the server
// reads (the sender only claims mail of a `sending` issue). Hence PostgreSQL, which two processes can
// share: BENCH_DATABASE_URL or TEST_DATABASE_URL. Open and click tracking is on, as the heavier case.
// Knobs as the bench: BENCH_DURATION (seconds per run, default 8), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50).
// A script, not a timed test: it takes minutes.
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { startFakeUpstream } from "#harness/fake-upstream.ts";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { assertBuilt, startServer } from "#harness/server-process.ts";
import { openDatabase } from "#server/db/client.ts";
import { newsletterIssues } from "#server/db/schema.ts";
import { createNewsletterIssueService } from "#server/services/newsletter-issues.ts";
import { createOutbox } from "#server/services/outbox.ts";
import { cpuMs, ensureWrk, type LoadResult, runWrk } from "./lib/wrk.ts";
import { ARTICLE_SLUG, seedArticle } from "./seed-article.ts";
import { seedConfirmedSubscribers } from "./seed-subscribers.ts";

const seconds = Number(process.env.BENCH_DURATION ?? 8);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const total = Number(process.env.NEWSLETTER_BENCH_TOTAL ?? 10_000);
const rate = Number(process.env.NEWSLETTER_BENCH_RATE ?? 6000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  console.error("bench:newsletter needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).");
  process.exit(2);
}
assertBuilt();
ensureWrk();

const ROWS = [
  { name: "site / (cached)", path: "/" },
  { name: "site article (cached)", path: `/blog/${ARTICLE_SLUG}` },
  { name: "site / tracking link (?utm_source&utm_medium, cached)", path: "/?utm_source=newsletter&utm_medium=email" },
] as const;
type State = "quiet" | "sending";

/** A sink that only counts what arrives (and when). */
async function startCountingSink() {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        arrivals.push(Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
};
const cleanups: (() => Promise<unknown> | unknown)[] = [];
const upstream = await startFakeUpstream();
cleanups.push(() => upstream.close());
const scratch = await createScratchPostgres(pgUrl);
cleanups.push(() => scratch.drop());
const sink = await startCountingSink();
cleanups.push(() => sink.close());

try {
  // The sample article (seedArticle closes the connection it is given).
  await seedArticle(await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 }));
  const database = await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 });
  cleanups.unshift(() => database.close());
  await seedConfirmedSubscribers(database.db, total);
  const site = {
    ownerName: "Owner",
    siteUrl: "http://127.0.0.1",
    ownerEmail: "owner@example.com",
    postalAddress: "Dubai",
  };
  const issues = createNewsletterIssueService(database.db, createOutbox(database.db), site);
  await issues.saveTrackingSettings({ trackOpens: true, trackClicks: true });
  const issue = await issues.create({
    locale: "en",
    subject: "Bench issue",
    preheader: "Sent while the pages are measured",
    body: `# A heading\n\n${"A paragraph with **bold** words and [a link](/blog). ".repeat(20)}`,
    ctaLabel: "Read more",
    ctaUrl: "/blog",
    imageUrl: "",
  });
  // Queued now (every delivery row written), then held paused until the first "sending" run.
  await issues.sendNow(issue.id);
  await issues.pause(issue.id);

  const server = await startServer(
    {
      DATABASE_URL: scratch.url,
      ...upstream.env(),
      SMTP_URL: sink.url,
      NEWSLETTER_RATE_PER_MINUTE: String(rate),
      MAIL_WORKER_INTERVAL_MS: "200",
      LOG_LEVEL: "warn",
    },
    120_000,
  );
  cleanups.unshift(() => server.stop());
  const pid = server.child.pid!;

  const setState = async (state: State) => {
    await database.db
      .update(newsletterIssues)
      .set({ status: state === "sending" ? "sending" : "paused" })
      .where(eq(newsletterIssues.id, issue.id));
    if (state === "sending") {
      // The sender notices within its idle interval; measure once mail is flowing again.
      const before = sink.arrivals.length;
      const deadline = Date.now() + 10_000;
      while (sink.arrivals.length < before + 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    } else {
      await new Promise((r) => setTimeout(r, 500)); // the mail in flight lands
    }
  };

  // Warm every cached page once.
  for (const row of ROWS) await fetch(server.url + row.path).then((r) => r.arrayBuffer());

  const results = new Map<string, { rounds: (LoadResult & { mailsPerMinute: number; cpuMs: number })[] }>();
  for (let round = 1; round <= rounds; round++) {
    for (const row of ROWS) {
      // Alternate which state goes first, so neither always follows the other.
      const order: State[] = round % 2 === 1 ? ["quiet", "sending"] : ["sending", "quiet"];
      for (const state of order) {
        await setState(state);
        const mailsBefore = sink.arrivals.length;
        const cpuBefore = cpuMs(pid);
        const started = Date.now();
        const result = await runWrk({
          url: server.url + row.path,
          headers: { "Accept-Encoding": "br, gzip" },
          connections,
          seconds,
        });
        const elapsedMin = (Date.now() - started) / 60_000;
        const key = `${row.name} | ${state}`;
        const entry = results.get(key) ?? { rounds: [] };
        entry.rounds.push({
          ...result,
          mailsPerMinute: (sink.arrivals.length - mailsBefore) / elapsedMin,
          cpuMs: (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests),
        });
        results.set(key, entry);
        console.log(
          `round ${round}  ${key.padEnd(70)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  non-2xx ${result.non2xx}  mails/min ${((sink.arrivals.length - mailsBefore) / elapsedMin).toFixed(0)}`,
        );
      }
    }
  }
  await setState("quiet");

  console.log(`\nMedians of ${rounds} round(s), ${seconds} s each, ${connections} connections (PostgreSQL):\n`);
  console.log("| row | quiet: req/s, p99 | while sending: req/s, p99 | mails/min during the run |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const row of ROWS) {
    const quiet = results.get(`${row.name} | quiet`)!.rounds;
    const sending = results.get(`${row.name} | sending`)!.rounds;
    console.log(
      `| ${row.name} | ${median(quiet.map((r) => r.rps)).toFixed(0)}, ${median(quiet.map((r) => r.p99)).toFixed(2)} ms | ${median(sending.map((r) => r.rps)).toFixed(0)}, ${median(sending.map((r) => r.p99)).toFixed(2)} ms | ${median(sending.map((r) => r.mailsPerMinute)).toFixed(0)} |`,
    );
  }
  console.log(
    `\nmails sent in all: ${sink.arrivals.length} of ${total} (the rest stay queued; the run measures, it does not finish the send)`,
  );
} finally {
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
}
