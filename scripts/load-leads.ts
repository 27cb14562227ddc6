// `npm run load:leads`: the lead-capture load test. Starts the built server (PGlite, then PostgreSQL
// when TEST_DATABASE_URL / BENCH_DATABASE_URL is set) with a local SMTP server and raised rate limits,
// sends LOAD_TOTAL (default 2000) valid submissions spread over the contact, newsletter and career
// forms at LOAD_CONCURRENCY (default 50), waits for the outbox to deliver, then checks in the database
// that every submission is stored exactly once and exactly the expected mail was queued and sent.
import { sql } from "drizzle-orm";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { assertBuilt, startServer, tempDataDir } from "#harness/server-process.ts";
import { startSmtpServer, waitFor } from "#harness/smtp.ts";
import { type Database, openDatabase, queryRows } from "#server/db/client.ts";

const total = Number(process.env.LOAD_TOTAL ?? 2000);
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 50);
const runId = Date.now().toString(36);

type Kind = "contact" | "newsletter" | "career";
const kinds: Kind[] = ["contact", "newsletter", "career"];

function body(kind: Kind, i: number) {
  const email = `load-${runId}-${i}@example.com`;
  if (kind === "contact") return { name: `Load ${i}`, email, message: `Load test message ${runId}-${i}` };
  if (kind === "newsletter") return { email, name: `Reader ${i}`, subscribed: true };
  return {
    name: `Load ${i}`,
    email,
    inquiryType: "consulting",
    message: `Load test inquiry number ${runId}-${i}, long enough.`,
    linkedinUrl: "https://www.linkedin.com/in/load",
  };
}

async function run(label: string, env: Record<string, string>, openForChecks: () => Promise<Database>) {
  const smtp = await startSmtpServer();
  const server = await startServer({
    ...env,
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    RATE_LIMIT_FORM_POSTS: "1000000",
    RATE_LIMIT_PUBLIC_POSTS: "1000000",
    MAIL_WORKER_INTERVAL_MS: "200",
  });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const kind = kinds[i % kinds.length]!;
        const t = performance.now();
        const res = await fetch(`${server.url}/api/${kind}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body(kind, i)),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);

  // Every lead causes one mail: an owner notification or a confirmation.
  await waitFor(() => smtp.received.length >= total, `all ${total} mails delivered`, 120_000);
  await new Promise((r) => setTimeout(r, 500)); // any duplicate would arrive now
  await server.stop();
  await smtp.close();

  const database = await openForChecks();
  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(database.db, query))[0]!.n;
  const like = `load-${runId}-%`;
  const contacts = await count(sql`select count(*)::int as n from contact_messages where email like ${like}`);
  const distinctContacts = await count(
    sql`select count(distinct email)::int as n from contact_messages where email like ${like}`,
  );
  const subscribers = await count(sql`select count(*)::int as n from newsletter_subscribers where email like ${like}`);
  const careers = await count(sql`select count(*)::int as n from career_inquiries where email like ${like}`);
  const distinctCareers = await count(
    sql`select count(distinct email)::int as n from career_inquiries where email like ${like}`,
  );
  const mails = await count(sql`select count(*)::int as n from outbox`);
  const sent = await count(sql`select count(*)::int as n from outbox where status = 'sent'`);
  await database.close();

  const expected = { contact: 0, newsletter: 0, career: 0 };
  for (let i = 0; i < total; i++) expected[kinds[i % kinds.length]!] += 1;
  const problems: string[] = [];
  for (const [status] of statuses) if (status >= 300) problems.push(`HTTP ${status} answers: ${statuses.get(status)}`);
  if (contacts !== expected.contact || distinctContacts !== expected.contact)
    problems.push(`contact rows ${contacts}/${distinctContacts}, expected ${expected.contact}`);
  if (subscribers !== expected.newsletter) problems.push(`subscribers ${subscribers}, expected ${expected.newsletter}`);
  if (careers !== expected.career || distinctCareers !== expected.career)
    problems.push(`career rows ${careers}/${distinctCareers}, expected ${expected.career}`);
  if (mails !== total || sent !== total) problems.push(`outbox ${mails} rows, ${sent} sent, expected ${total}`);
  if (smtp.received.length !== total) problems.push(`SMTP received ${smtp.received.length}, expected ${total}`);

  console.log(
    `| ${label} | ${total} | ${concurrency} | ${(total / seconds).toFixed(0)} | ${p(0.5)} | ${p(0.99)} | ${[...statuses].map(([s, n]) => `${s}×${n}`).join(" ")} | ${problems.length === 0 ? "all stored once, all mail sent once" : problems.join("; ")} |`,
  );
  return problems.length === 0;
}

assertBuilt();
console.log(
  "| database | submissions | concurrency | req/s | p50 ms | p99 ms | statuses | checks |\n|---|---:|---:|---:|---:|---:|---|---|",
);
const dir = tempDataDir("site-load-");
let ok = await run("pglite", { PGLITE_DIR: dir }, () => openDatabase({ kind: "pglite", dir }));
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const scratch = await createScratchPostgres(pgUrl);
  try {
    ok =
      (await run("postgres", { DATABASE_URL: scratch.url }, () =>
        openDatabase({ kind: "postgres", url: scratch.url }),
      )) && ok;
  } finally {
    await scratch.drop();
  }
}
if (!ok) process.exit(1);
