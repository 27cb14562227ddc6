// `npm run load:newsletter`: one newsletter issue to NEWSLETTER_LOAD_TOTAL (default 10,000) subscribers
// through the built server and a local SMTP sink (decision 028). It checks that every address gets
// exactly one mail, reports the server's peak memory against its heap budget, the send rate against
// NEWSLETTER_LOAD_RATE (messages per minute, default 6000), and the p50/p99 of the landing page
// before and during the send (a sequential probe; run `npm run bench` beside it for the full picture).
// A script, not a timed test: it takes minutes.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { assertBuilt, SERVER_NODE_FLAGS, startServer, tempDataDir } from "#harness/server-process.ts";
import { openDatabase } from "#server/db/client.ts";
import { createNewsletterIssueService } from "#server/services/newsletter-issues.ts";
import { createOutbox } from "#server/services/outbox.ts";
import { seedConfirmedSubscribers } from "./seed-subscribers.ts";

// PGlite by default; PostgreSQL (a scratch database) when NEWSLETTER_LOAD_DATABASE_URL is set.
const postgresUrl = process.env.NEWSLETTER_LOAD_DATABASE_URL;
const total = Number(process.env.NEWSLETTER_LOAD_TOTAL ?? 10_000);
const rate = Number(process.env.NEWSLETTER_LOAD_RATE ?? 6000);

/** A sink that only counts: each recipient once per accepted message, and when each arrived. */
async function startCountingSink() {
  const perAddress = new Map<string, number>();
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) perAddress.set(r.address, (perAddress.get(r.address) ?? 0) + 1);
        arrivals.push(Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    perAddress,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function probe(url: string, ms: number): Promise<number[]> {
  const times: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const started = performance.now();
    const res = await fetch(url, { headers: { "Cache-Control": "no-cache" } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

assertBuilt();
const dir = tempDataDir("newsletter-load-");
const scratch = postgresUrl ? await createScratchPostgres(postgresUrl) : null;
const database = scratch
  ? await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 })
  : await openDatabase({ kind: "pglite", dir });
const databaseEnv: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : { PGLITE_DIR: dir };
console.log(`database: ${scratch ? "PostgreSQL" : "PGlite"}`);
await seedConfirmedSubscribers(database.db, total);
const site = {
  ownerName: "Owner",
  siteUrl: "http://127.0.0.1",
  ownerEmail: "owner@example.com",
  postalAddress: "Dubai",
};
const issues = createNewsletterIssueService(database.db, createOutbox(database.db), site);
const issue = await issues.create({
  locale: "en",
  subject: "Load test issue",
  preheader: "Ten thousand readers",
  body: `# A heading\n\n${"A paragraph of the newsletter with **bold** words and [a link](/blog). ".repeat(20)}`,
  ctaLabel: "Read more",
  ctaUrl: "/blog",
  imageUrl: "",
});

const sink = await startCountingSink();
// Scheduled a minute ahead: the server starts idle, the probe measures it, then the issue's time comes
// and the sender queues all recipients in one transaction and starts.
const startsAt = Date.now() + 60_000;
await issues.schedule(issue.id, new Date(startsAt));
await database.close();

const server = await startServer(
  { ...databaseEnv, SMTP_URL: sink.url, NEWSLETTER_RATE_PER_MINUTE: String(rate), LOG_LEVEL: "warn" },
  90_000,
);
const pid = server.child.pid!;
try {
  const idle = await probe(`${server.url}/`, Math.max(1000, Math.min(15_000, startsAt - Date.now() - 2000)));
  if (sink.arrivals.length > 0) console.log("(the send began during the idle probe: its figures are mixed)");
  console.log(
    `landing page, idle:        p50 ${pct(idle, 50).toFixed(1)} ms, p99 ${pct(idle, 99).toFixed(1)} ms (${idle.length} requests)`,
  );
  while (sink.arrivals.length === 0) await new Promise((r) => setTimeout(r, 200));
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {}
  }, 500);
  const busy = await probe(`${server.url}/`, 20_000);
  console.log(
    `landing page, while sending: p50 ${pct(busy, 50).toFixed(1)} ms, p99 ${pct(busy, 99).toFixed(1)} ms (${busy.length} requests)`,
  );
  // Wait while mail keeps arriving: a minute without a new mail ends the run.
  let lastCount = -1;
  let lastChange = Date.now();
  while (sink.arrivals.length < total && Date.now() - lastChange < 60_000) {
    await new Promise((r) => setTimeout(r, 1000));
    if (sink.arrivals.length !== lastCount) {
      lastCount = sink.arrivals.length;
      lastChange = Date.now();
    }
  }
  clearInterval(sampler);
  const elapsed = (sink.arrivals.at(-1)! - sink.arrivals[0]!) / 1000;
  // The fastest minute-long window of arrivals: the rate limit is a ceiling per minute.
  let fastestMinute = 0;
  for (let i = 0, j = 0; i < sink.arrivals.length; i++) {
    while (sink.arrivals[i]! - sink.arrivals[j]! > 60_000) j++;
    fastestMinute = Math.max(fastestMinute, i - j + 1);
  }
  const counts = [...sink.perAddress.values()];
  const twice = counts.filter((n) => n > 1).length;
  console.log(
    `mails received: ${sink.arrivals.length} of ${total}; addresses: ${sink.perAddress.size}; any twice: ${twice}`,
  );
  console.log(
    `send rate: ${((sink.arrivals.length / elapsed) * 60).toFixed(0)} per minute on average, ${fastestMinute} in the fastest 60 s window (limit ${rate})`,
  );
  console.log(`server peak RSS while sending: ${peak.toFixed(0)} MB (heap flags: ${SERVER_NODE_FLAGS.join(" ")})`);
  const ok = sink.perAddress.size === total && twice === 0 && fastestMinute <= rate * 1.02;
  console.log(ok ? "OK: every address got exactly one mail, within the rate" : "FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await sink.close();
  await scratch?.drop();
}
