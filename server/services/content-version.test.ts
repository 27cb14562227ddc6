import { afterAll, describe, expect, it } from "vitest";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { waitFor } from "#harness/smtp.ts";
import { openDatabase } from "#server/db/client.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { createContentVersionService, invalidatesPages } from "./content-version.ts";

describe.each(testDatabaseTargets())("content versions on $name", ({ open }) => {
  it("counts bumps per scope, starting from 0, and tells listeners", async () => {
    const database = await open();
    try {
      const versions = createContentVersionService(database);
      await versions.start();
      const seen: string[] = [];
      versions.onChange((scope, version) => seen.push(`${scope}:${version}`));
      expect(versions.current("pages")).toBe(0);
      expect(await versions.bump("pages")).toBe(1);
      expect(await versions.bump("pages")).toBe(2);
      expect(await versions.bump("feeds")).toBe(1);
      expect(versions.current("pages")).toBe(2);
      expect(seen).toEqual(["pages:1", "pages:2", "feeds:1"]);
      // A new process starts from what the table says.
      const restarted = createContentVersionService(database);
      await restarted.start();
      expect(restarted.current("pages")).toBe(2);
      await versions.stop();
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("content versions across PostgreSQL instances", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("an instance learns another's bump within a second, through LISTEN/NOTIFY", async () => {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    cleanups.push(scratch.drop);
    const [a, b] = await Promise.all(
      [1, 2].map(() => openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 })),
    );
    cleanups.push(
      () => a!.close(),
      () => b!.close(),
    );
    const first = createContentVersionService(a!, { databaseUrl: scratch.url });
    const second = createContentVersionService(b!, { databaseUrl: scratch.url });
    await Promise.all([first.start(), second.start()]);
    cleanups.push(first.stop, second.stop);
    const changes: number[] = [];
    second.onChange((_scope, version) => changes.push(version));

    const started = Date.now();
    await first.bump("pages");
    await waitFor(() => second.current("pages") === 1, "the second instance to see version 1", 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    await first.bump("pages");
    await waitFor(() => second.current("pages") === 2, "the second instance to see version 2", 1_000);
    expect(changes).toEqual([1, 2]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a bump seen by every instance before it returns (issue #42)", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("returns only once the other instances have applied the version, slow preparers included", async () => {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    cleanups.push(scratch.drop);
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 })),
    );
    for (const database of databases) cleanups.push(() => database.close());
    const [first, ...others] = databases.map((database) =>
      createContentVersionService(database, { databaseUrl: scratch.url }),
    );
    await Promise.all([first!, ...others].map((versions) => versions.start()));
    for (const versions of [first!, ...others]) cleanups.push(versions.stop);
    // Each other instance reloads what the new version needs (the published site content) slowly.
    const cleared: number[][] = others.map(() => []);
    others.forEach((versions, index) => {
      versions.beforeChange(() => new Promise((resolve) => setTimeout(resolve, 150 + index * 100)));
      versions.onChange((_scope, version) => cleared[index]!.push(version));
    });
    for (let round = 1; round <= 5; round++) {
      expect(await first!.bump("pages")).toBe(round);
      // No waiting here: a reader sent to any instance right after the owner's save gets the new version.
      expect(others.map((versions) => versions.current("pages"))).toEqual([round, round]);
      expect(cleared.map((list) => list.at(-1))).toEqual([round, round]);
    }
  });

  it("does not hold a save up for ever when an instance never answers", async () => {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    cleanups.push(scratch.drop);
    const [a, b] = await Promise.all(
      [1, 2].map(() => openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 })),
    );
    cleanups.push(
      () => a!.close(),
      () => b!.close(),
    );
    const first = createContentVersionService(a!, { databaseUrl: scratch.url, ackWaitMs: 300 });
    const stuck = createContentVersionService(b!, { databaseUrl: scratch.url });
    await Promise.all([first.start(), stuck.start()]);
    cleanups.push(first.stop, stuck.stop);
    stuck.beforeChange(() => new Promise(() => {}));
    const started = Date.now();
    expect(await first.bump("pages")).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("invalidatesPages", () => {
  it("bumps the pages version after each named mutation, and only after it succeeded", async () => {
    const bumps: string[] = [];
    const versions = { bump: async (scope: string) => bumps.push(scope) };
    const service = invalidatesPages(
      {
        create: async (title: string) => `made ${title}`,
        remove: async () => {
          throw new Error("no such row");
        },
        list: async () => ["a"],
      },
      ["create", "remove"],
      versions,
    );
    expect(await service.create("post")).toBe("made post");
    expect(bumps).toEqual(["pages"]);
    await expect(service.remove()).rejects.toThrow("no such row");
    expect(await service.list()).toEqual(["a"]);
    expect(bumps).toEqual(["pages"]);
  });

  it("keeps a saved change saved when the bump fails", async () => {
    const service = invalidatesPages({ update: async () => "saved" }, ["update"], {
      bump: () => Promise.reject(new Error("database gone")),
    });
    expect(await service.update()).toBe("saved");
  });
});
