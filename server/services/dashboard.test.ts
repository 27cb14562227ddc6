import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE } from "#domain/schemas/admin.ts";
import type { Database } from "#server/db/client.ts";
import { articles, careerInquiries, contactMessages, newsletterSubscribers } from "#server/db/schema.ts";
import { parseCsv } from "#tests/csv.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import {
  createDashboardService,
  engagement,
  LEAD_CHART_WEEKS,
  neutraliseFormula,
  oneMonthBefore,
  weekStart,
} from "./dashboard.ts";

// A Wednesday; "this month" reaches back to 2026-10-18T12:00Z.
const NOW = new Date("2026-11-18T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const all = { q: "", page: 1, status: "all" } as const;

describe("dashboard rules", () => {
  it("rounds engagement to the nearest whole view per article, 0 without articles", () => {
    expect(engagement(0, 0)).toBe(0);
    expect(engagement(10, 4)).toBe(3); // 2.5 rounds up
    expect(engagement(10, 3)).toBe(3); // 3.33
    expect(engagement(11, 3)).toBe(4); // 3.67
  });

  it("reads 'this month' as one calendar month back, clamped to the shorter month", () => {
    expect(oneMonthBefore(NOW).toISOString()).toBe("2026-10-18T12:00:00.000Z");
    expect(oneMonthBefore(new Date("2026-03-31T08:00:00Z")).toISOString()).toBe("2026-02-28T08:00:00.000Z");
    expect(oneMonthBefore(new Date("2026-01-15T00:00:00Z")).toISOString()).toBe("2025-12-15T00:00:00.000Z");
  });

  it("starts weeks on Monday, UTC", () => {
    expect(weekStart(NOW).toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(weekStart(new Date("2026-11-22T23:59:59Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(weekStart(new Date("2026-11-23T00:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    for (const cell of ["=1+1", "+SUM(A1)", "-2", "@cmd", "\tx", "\rx"])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ["ann@example.com", "Ann", "", "a=b"]) expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe.each(testDatabaseTargets())("dashboard service on $name", (target) => {
  let database: Database;
  let service: ReturnType<typeof createDashboardService>;
  beforeAll(async () => {
    database = await target.open();
    service = createDashboardService(database.db, () => NOW);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    const { db } = database;
    await db.delete(articles);
    await db.delete(contactMessages);
    await db.delete(careerInquiries);
    await db.delete(newsletterSubscribers);
  });

  const article = (slug: string, published: boolean, views: number) => ({
    title: `Title ${slug}`,
    slug,
    excerpt: "An excerpt long enough.",
    content: "Content",
    category: "FinTech",
    published,
    views,
  });
  const message = (name: string, createdAt: Date, extra: Partial<typeof contactMessages.$inferInsert> = {}) => ({
    name,
    email: `${name.toLowerCase()}@example.com`,
    message: `Hello from ${name}, about a project.`,
    createdAt,
    ...extra,
  });
  const inquiry = (name: string, inquiryType: "fulltime" | "freelance" | "other", createdAt: Date) => ({
    name,
    email: `${name.toLowerCase()}@example.com`,
    inquiryType,
    message: `An inquiry from ${name} that is long enough.`,
    createdAt,
  });
  const subscriber = (email: string, state: "active" | "pending" | "unsubscribed", subscribedAt: Date) => ({
    email,
    subscribedAt,
    subscribed: state !== "unsubscribed",
    confirmedAt: state === "pending" ? null : subscribedAt,
    unsubscribedAt: state === "unsubscribed" ? NOW : null,
    unsubscribeToken: `token-${email}`,
  });

  it("adds up the overview: articles, drafts, views, rounded engagement and open work", async () => {
    const { db } = database;
    expect((await service.overview()).articles).toEqual({
      total: 0,
      published: 0,
      drafts: 0,
      views: 0,
      engagement: 0,
    });
    await db
      .insert(articles)
      .values([
        article("one", true, 10),
        article("two", true, 5),
        article("three", false, 0),
        article("four", true, 0),
      ]);
    await db
      .insert(contactMessages)
      .values([message("Ann", daysAgo(1)), message("Ben", daysAgo(2), { handledAt: NOW })]);
    await db.insert(careerInquiries).values([inquiry("Cy", "fulltime", daysAgo(3))]);
    await db
      .insert(newsletterSubscribers)
      .values([subscriber("a@example.com", "active", daysAgo(1)), subscriber("p@example.com", "pending", daysAgo(1))]);

    const overview = await service.overview();
    // 15 views over 4 articles = 3.75 → 4.
    expect(overview.articles).toEqual({ total: 4, published: 3, drafts: 1, views: 15, engagement: 4 });
    expect(overview.messages).toEqual({ total: 2, open: 1 });
    expect(overview.inquiries).toEqual({ total: 1, open: 1 });
    expect(overview.subscribers).toEqual({ active: 1, pending: 1 });
    expect(overview.bookings).toEqual({ total: 0, upcoming: 0 });
  });

  it("counts new leads per week for twelve weeks, subscribers in the week they confirmed", async () => {
    const { db } = database;
    await db
      .insert(contactMessages)
      .values([
        message("Ann", new Date("2026-11-16T00:00:00Z")),
        message("Ben", NOW),
        message("Old", new Date("2026-08-30T23:59:59Z")),
      ]);
    await db.insert(careerInquiries).values([inquiry("Cy", "other", new Date("2026-11-15T23:59:59Z"))]);
    await db
      .insert(newsletterSubscribers)
      .values([
        subscriber("a@example.com", "active", new Date("2026-08-31T00:00:00Z")),
        subscriber("p@example.com", "pending", daysAgo(1)),
        { ...subscriber("late@example.com", "active", daysAgo(40)), confirmedAt: daysAgo(2) },
      ]);

    const weeks = await service.leadsPerWeek();
    expect(weeks).toHaveLength(LEAD_CHART_WEEKS);
    expect(weeks[0]).toEqual({
      weekStart: "2026-08-31T00:00:00.000Z",
      contacts: 0,
      inquiries: 0,
      subscribers: 1,
      bookings: 0,
    });
    expect(weeks[10]).toEqual({
      weekStart: "2026-11-09T00:00:00.000Z",
      contacts: 0,
      inquiries: 1,
      subscribers: 0,
      bookings: 0,
    });
    expect(weeks[11]).toEqual({
      weekStart: "2026-11-16T00:00:00.000Z",
      contacts: 2,
      inquiries: 0,
      subscribers: 1,
      bookings: 0,
    });
    const totals = weeks.reduce((sum, w) => sum + w.contacts + w.inquiries + w.subscribers, 0);
    expect(totals).toBe(5);
  });

  it("lists messages newest first with counts, search, status filter and pages", async () => {
    const { db } = database;
    const rows = Array.from({ length: ADMIN_PAGE_SIZE + 5 }, (_, i) => message(`Person${i}`, daysAgo(i)));
    rows.push(message("Zed", daysAgo(100), { message: "Need 100%_ uptime", handledAt: NOW }));
    await db.insert(contactMessages).values(rows);

    const first = await service.messages(all);
    expect(first).toMatchObject({ total: 26, page: 1, pageCount: 2, pageSize: ADMIN_PAGE_SIZE });
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.items[0]!.name).toBe("Person0");
    // "This month" = since 2026-10-18T12:00Z: days 0..30 → all 25 recent ones, not Zed.
    expect(first.counts).toEqual({ total: 26, thisMonth: 25, open: 25 });

    const second = await service.messages({ ...all, page: 2 });
    expect(second.items.map((m) => m.name)).toEqual([
      "Person20",
      "Person21",
      "Person22",
      "Person23",
      "Person24",
      "Zed",
    ]);
    // A page past the end shows the last one.
    expect((await service.messages({ ...all, page: 9 })).page).toBe(2);

    expect((await service.messages({ ...all, q: "person1" })).items.map((m) => m.name).sort()).toEqual(
      [
        "Person1",
        "Person10",
        "Person11",
        "Person12",
        "Person13",
        "Person14",
        "Person15",
        "Person16",
        "Person17",
        "Person18",
        "Person19",
      ].sort(),
    );
    expect((await service.messages({ ...all, q: "ZED@EXAMPLE" })).items.map((m) => m.name)).toEqual(["Zed"]);
    // Wildcards typed by the owner are literal.
    expect((await service.messages({ ...all, q: "100%_" })).total).toBe(1);
    expect((await service.messages({ ...all, q: "%" })).total).toBe(1);
    expect((await service.messages({ ...all, status: "handled" })).items.map((m) => m.name)).toEqual(["Zed"]);
    expect((await service.messages({ ...all, status: "open" })).total).toBe(25);
    expect(await service.messages({ ...all, q: "nobody" })).toMatchObject({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it("marks a message handled and open again, keeping the first handled time", async () => {
    const { db } = database;
    const [row] = await db
      .insert(contactMessages)
      .values(message("Ann", daysAgo(1)))
      .returning();
    expect(await service.setMessageHandled(row!.id, true)).toBe(true);
    const read = async () => (await db.select().from(contactMessages).where(eq(contactMessages.id, row!.id)))[0]!;
    expect((await read()).handledAt?.toISOString()).toBe(NOW.toISOString());

    const later = createDashboardService(db, () => new Date(NOW.getTime() + 60_000));
    expect(await later.setMessageHandled(row!.id, true)).toBe(true);
    expect((await read()).handledAt?.toISOString()).toBe(NOW.toISOString());

    expect(await service.setMessageHandled(row!.id, false)).toBe(true);
    expect((await read()).handledAt).toBeNull();
    expect(await service.setMessageHandled("00000000-0000-4000-8000-000000000000", true)).toBe(false);
  });

  it("counts career inquiries (total, this month, full-time) and marks and deletes them", async () => {
    const { db } = database;
    const [cy] = await db
      .insert(careerInquiries)
      .values([
        inquiry("Cy", "fulltime", daysAgo(1)),
        inquiry("Di", "fulltime", daysAgo(45)),
        inquiry("Ed", "freelance", daysAgo(2)),
      ])
      .returning();
    const list = await service.inquiries(all);
    expect(list.counts).toEqual({ total: 3, thisMonth: 2, fulltime: 2, open: 3 });
    expect(list.items.map((i) => i.name)).toEqual(["Cy", "Ed", "Di"]);

    expect(await service.setInquiryHandled(cy!.id, true)).toBe(true);
    expect((await service.inquiries({ ...all, status: "handled" })).items.map((i) => i.name)).toEqual(["Cy"]);
    expect((await service.inquiries(all)).counts.open).toBe(2);
    expect(await service.deleteInquiry(cy!.id)).toBe(true);
    expect(await service.deleteInquiry(cy!.id)).toBe(false);
    expect((await service.inquiries(all)).total).toBe(2);
  });

  it("splits subscribers into active, pending, unsubscribed, bounced and complained, and never shows their tokens", async () => {
    const { db } = database;
    await db.insert(newsletterSubscribers).values([
      subscriber("active@example.com", "active", daysAgo(1)),
      subscriber("pending@example.com", "pending", daysAgo(2)),
      subscriber("gone@example.com", "unsubscribed", daysAgo(60)),
      // Still "subscribed", but their mail server refused an issue for good: not Active.
      { ...subscriber("bounced@example.com", "active", daysAgo(61)), bouncedAt: NOW },
      { ...subscriber("spam@example.com", "unsubscribed", daysAgo(62)), complainedAt: NOW, bouncedAt: NOW },
    ]);
    const list = await service.subscribers(all);
    expect(list.counts).toEqual({
      total: 5,
      thisMonth: 2,
      active: 1,
      pending: 1,
      unsubscribed: 1,
      bounced: 1,
      complained: 1,
    });
    expect(list.items.map((s) => [s.email, s.status])).toEqual([
      ["active@example.com", "active"],
      ["pending@example.com", "pending"],
      ["gone@example.com", "unsubscribed"],
      ["bounced@example.com", "bounced"],
      ["spam@example.com", "complained"],
    ]);
    for (const item of list.items) {
      expect(item).not.toHaveProperty("unsubscribeToken");
      expect(item).not.toHaveProperty("confirmTokenHash");
    }
    for (const status of ["active", "pending", "unsubscribed", "bounced", "complained"] as const) {
      expect((await service.subscribers({ ...all, status })).items.map((s) => s.status)).toEqual([status]);
    }
    expect((await service.subscribers({ ...all, q: "PENDING" })).items.map((s) => s.email)).toEqual([
      "pending@example.com",
    ]);

    const pending = list.items[1]!;
    expect(await service.deleteSubscriber(pending.id)).toBe(true);
    expect(await service.deleteSubscriber(pending.id)).toBe(false);
    expect((await service.subscribers(all)).counts.total).toBe(4);
  });

  it("deletes a message once", async () => {
    const [row] = await database.db
      .insert(contactMessages)
      .values(message("Ann", daysAgo(1)))
      .returning();
    expect(await service.deleteMessage(row!.id)).toBe(true);
    expect(await service.deleteMessage(row!.id)).toBe(false);
    expect((await service.messages(all)).total).toBe(0);
  });

  it("exports active subscribers as CSV by default, everyone on request, formulas defused", async () => {
    await database.db
      .insert(newsletterSubscribers)
      .values([
        { ...subscriber("first@example.com", "active", daysAgo(3)), name: '=HYPERLINK("http://evil")' },
        { ...subscriber("second@example.com", "active", daysAgo(2)), name: 'Zoë "Z", Jr.' },
        subscriber("pending@example.com", "pending", daysAgo(1)),
        subscriber("gone@example.com", "unsubscribed", daysAgo(1)),
      ]);
    const active = parseCsv(await service.subscribersCsv("active"));
    expect(active.map((r) => r.email)).toEqual(["first@example.com", "second@example.com"]);
    expect(active[0]).toEqual({
      email: "first@example.com",
      name: '\'=HYPERLINK("http://evil")',
      status: "active",
      subscribed_at: daysAgo(3).toISOString(),
      confirmed_at: daysAgo(3).toISOString(),
      unsubscribed_at: "",
    });
    expect(active[1]!.name).toBe('Zoë "Z", Jr.');

    const everyone = parseCsv(await service.subscribersCsv("all"));
    expect(everyone.map((r) => r.status).sort()).toEqual(["active", "active", "pending", "unsubscribed"]);
    expect(await service.subscribersCsv("active")).not.toContain("token-");
  });
});
