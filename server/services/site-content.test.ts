import { afterAll, afterEach, describe, expect, it } from "vitest";
import { hero as englishHero } from "#content/hero.ts";
import { localizedContent, setPublishedContent } from "#content/localized.server.ts";
import { projects as englishProjects } from "#content/projects.ts";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { waitFor } from "#harness/smtp.ts";
import { openDatabase } from "#server/db/client.ts";
import { siteContentVersions } from "#server/db/schema.ts";
import { formEntries } from "#server/lib/content-form.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { createContentVersionService } from "./content-version.ts";
import { createSiteContentService, type SiteContentService } from "./site-content.ts";

/** The editor's form as a browser posts it: every field the editor drew, with some changed. */
async function formOf(content: SiteContentService, name: string, change: Record<string, string> = {}) {
  const state = await content.editor(name);
  const form = formEntries(state.fields, state.document, state.document.keys);
  for (const [key, value] of Object.entries(change)) form.set(key, value);
  return { get: (key: string) => form.get(key) ?? null };
}

describe.each(testDatabaseTargets())("site content on $name", ({ open }) => {
  afterEach(() => setPublishedContent({}));

  it("saves a draft, publishes it for every page, keeps the history and restores an older version", async () => {
    const database = await open();
    try {
      const versions = createContentVersionService(database);
      await versions.start();
      const content = createSiteContentService(database, versions);
      await content.load();

      // A draft changes nothing a visitor sees.
      const saved = await content.save(
        "hero",
        await formOf(content, "hero", { "en.headline": "Product lead, Gulf" }),
        "owner@example.com",
      );
      expect(saved.saved).toBe(true);
      expect(localizedContent("hero", "en").headline).toBe(englishHero.headline);
      // …but it is what the admin's preview shows.
      expect((await content.previewOverrides()).hero?.en).toMatchObject({ headline: "Product lead, Gulf" });

      const first = await content.publish("hero", "owner@example.com");
      expect(localizedContent("hero", "en").headline).toBe("Product lead, Gulf");
      expect(versions.current("pages")).toBe(1);

      await content.save(
        "hero",
        await formOf(content, "hero", { "en.headline": "Second headline" }),
        "owner@example.com",
      );
      await content.publish("hero", "owner@example.com");
      expect(localizedContent("hero", "en").headline).toBe("Second headline");

      const history = await content.history("hero");
      expect(history.map((v) => v.id)).toEqual([first + 1, first]);
      const changes = await content.compare("hero", first);
      expect(changes).toContainEqual({
        locale: "en",
        path: "headline",
        before: "Product lead, Gulf",
        after: "Second headline",
      });

      await content.restore("hero", first, "owner@example.com");
      expect(localizedContent("hero", "en").headline).toBe("Product lead, Gulf");
      expect((await content.history("hero"))[0]).toMatchObject({ restoredFrom: first });
    } finally {
      await database.close();
    }
  });

  it("refuses a form that does not fit the schema, saving nothing and naming each field", async () => {
    const database = await open();
    try {
      const content = createSiteContentService(database, createContentVersionService(database));
      await content.load();
      const result = await content.save(
        "projects",
        await formOf(content, "projects", { "en.items.0.title": "", "*.items.1.githubUrl": "not an address" }),
        "owner@example.com",
      );
      expect(result.saved).toBe(false);
      expect(result.errors?.en["items.0.title"]).toBe("Required.");
      expect(result.errors?.en["items.1.githubUrl"]).toBe("A full web address, starting with https://.");
      // What was typed comes back; nothing was stored.
      expect((result.state.document.en as { items: { title: string }[] }).items[0]!.title).toBe("");
      expect((await content.overview()).find((m) => m.name === "projects")?.hasDraft).toBe(false);
    } finally {
      await database.close();
    }
  });

  it("adds a project with an id of its own and an empty Arabic twin, and moves it first", async () => {
    const database = await open();
    try {
      const content = createSiteContentService(database, createContentVersionService(database));
      await content.load();
      const added = await content.save("projects", await formOf(content, "projects"), "o", {
        op: "add",
        path: ["items"],
      });
      expect(added.saved).toBe(false);
      const en = added.state.document.en as { items: { id: number; title: string }[] };
      const ar = added.state.document.ar as { items: { id: number; title: string }[] };
      const next = Math.max(...englishProjects.map((p) => p.id)) + 1;
      expect(en.items.at(-1)).toMatchObject({ id: next, title: "" });
      expect(ar.items.at(-1)).toMatchObject({ id: next, title: "" });
      const keys = added.state.document.keys.items!;
      expect(keys.at(-1)).toBe(String(next));
    } finally {
      await database.close();
    }
  });

  it("flags the Arabic twin of a changed English field until it is saved or marked current", async () => {
    const database = await open();
    try {
      const content = createSiteContentService(database, createContentVersionService(database));
      await content.load();
      await content.save(
        "faq",
        await formOf(content, "faq", { "en.items.0.question": "What do you do, exactly?" }),
        "o",
      );
      let state = await content.editor("faq");
      const stable = state.stablePaths["items.0.question"]!;
      expect(stable).toBe("items[services].question");
      expect(state.outdated.ar).toEqual([stable]);
      expect((await content.overview()).find((m) => m.name === "faq")?.outdated).toBe(1);

      // Moving the item keeps the mark on it (its stable key, not its position).
      const moved = await content.save("faq", await formOf(content, "faq"), "o", { op: "down", path: ["items", 0] });
      expect(moved.state.stablePaths["items.1.question"]).toBe(stable);

      await content.markCurrent("faq", "ar", stable, "o");
      state = await content.editor("faq");
      expect(state.outdated.ar).toEqual([]);

      // Saving both languages together leaves nothing behind.
      await content.save(
        "faq",
        await formOf(content, "faq", { "en.items.1.answer": "New answer.", "ar.items.1.answer": "جواب جديد." }),
        "o",
      );
      expect((await content.editor("faq")).outdated).toEqual({ en: [], ar: [] });
    } finally {
      await database.close();
    }
  });

  it("numbers each module's versions on their own: the FAQ's first publish is version 1 after the hero's two", async () => {
    const database = await open();
    try {
      const content = createSiteContentService(database, createContentVersionService(database));
      await content.load();
      for (const headline of ["One", "Two"]) {
        await content.save("hero", await formOf(content, "hero", { "en.headline": headline }), "o");
        expect(await content.publish("hero", "o")).toBe(headline === "One" ? 1 : 2);
      }
      await content.save("faq", await formOf(content, "faq", { "en.items.0.question": "Asked?" }), "o");
      expect(await content.publish("faq", "o")).toBe(1);
      expect((await content.editor("faq")).published?.number).toBe(1);
      expect((await content.history("faq")).map((v) => v.number)).toEqual([1]);

      const [, first] = await content.history("hero");
      expect(await content.restore("hero", first!.id, "o")).toEqual({ restored: 1, number: 3 });
      const hero = await content.history("hero");
      expect(hero.map((v) => v.number)).toEqual([3, 2, 1]);
      expect(hero[0]).toMatchObject({ restoredFrom: 1 });
      expect((await content.editor("hero")).published?.number).toBe(3);
    } finally {
      await database.close();
    }
  });

  it("marks a live translation current without a draft or a new publish, and keeps the pages' cache", async () => {
    const database = await open();
    try {
      const versions = createContentVersionService(database);
      await versions.start();
      const content = createSiteContentService(database, versions);
      await content.load();
      await content.save("faq", await formOf(content, "faq", { "en.items.0.question": "What, exactly?" }), "o");
      await content.publish("faq", "o");
      const pagesVersion = versions.current("pages");
      let state = await content.editor("faq");
      const stable = state.stablePaths["items.0.question"]!;
      expect(state.outdated.ar).toEqual([stable]);

      expect(await content.markCurrent("faq", "ar", stable, "o")).toBe("live");
      state = await content.editor("faq");
      expect(state.hasDraft).toBe(false);
      expect(state.outdated).toEqual({ en: [], ar: [] });
      expect((await content.overview()).find((m) => m.name === "faq")?.outdated).toBe(0);
      expect(await content.history("faq")).toHaveLength(1);
      expect(versions.current("pages")).toBe(pagesVersion);
      // A fresh reading (another instance, a restart) finds the mark on the live version too.
      const again = createSiteContentService(database, createContentVersionService(database));
      await again.load();
      expect((await again.editor("faq")).outdated).toEqual({ en: [], ar: [] });
    } finally {
      await database.close();
    }
  });

  it("puts the site's original text back in the form as a draft, leaving the live version alone", async () => {
    const database = await open();
    try {
      const content = createSiteContentService(database, createContentVersionService(database));
      await content.load();
      await content.save("hero", await formOf(content, "hero", { "en.headline": "Changed" }), "o");
      await content.publish("hero", "o");
      await content.restoreOriginal("hero", "o");
      const state = await content.editor("hero");
      expect(state.hasDraft).toBe(true);
      expect(state.document.en).toMatchObject({ headline: englishHero.headline });
      expect(state.outdated).toEqual({ en: [], ar: [] });
      expect(localizedContent("hero", "en").headline).toBe("Changed");
      await content.publish("hero", "o");
      expect(localizedContent("hero", "en").headline).toBe(englishHero.headline);
    } finally {
      await database.close();
    }
  });

  it("names the modules that use a library image, published or in a draft, for the media library's refusal", async () => {
    const database = await open();
    try {
      const content = createSiteContentService(database, createContentVersionService(database));
      await content.load();
      const ref = `/media/${"c0".repeat(16)}`;
      const image = { "*.items.0.image": ref };
      await content.save("projects", await formOf(content, "projects", image), "o");
      expect(await content.mediaUsages(ref)).toEqual([
        "Site content “Projects and case studies” (draft, English)",
        "Site content “Projects and case studies” (draft, Arabic)",
      ]);
      await content.publish("projects", "o");
      expect(await content.mediaUsages(ref)).toEqual([
        "Site content “Projects and case studies” (published, English)",
        "Site content “Projects and case studies” (published, Arabic)",
      ]);
      expect(await content.mediaUsages(`/media/${"d1".repeat(16)}`)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("falls back to the files for a published module that no longer fits its schema, and says so", async () => {
    const database = await open();
    try {
      const content = createSiteContentService(database, createContentVersionService(database));
      // A document from an older release: the hero had no headline then.
      const { headline: _dropped, ...older } = englishHero;
      await database.db.insert(siteContentVersions).values({
        module: "hero",
        document: { en: older, ar: older, keys: {}, translation: { en: {}, ar: {} } },
        publishedBy: "owner@example.com",
      });
      await content.load();
      expect(localizedContent("hero", "en").headline).toBe(englishHero.headline);
      expect(content.problems()).toEqual([{ name: "hero", problem: expect.stringContaining("headline") }]);
      expect((await content.overview()).find((m) => m.name === "hero")?.problem).toContain("headline");
      // The editor starts from the files, so saving and publishing repairs it.
      expect((await content.editor("hero")).problem).toContain("headline");
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a publish across PostgreSQL instances", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    setPublishedContent({});
  });

  it("the other instance loads the published content before it announces the new version", async () => {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    cleanups.push(scratch.drop);
    const one = await openDatabase({ kind: "postgres", url: scratch.url });
    const two = await openDatabase({ kind: "postgres", url: scratch.url });
    cleanups.push(
      () => one.close(),
      () => two.close(),
    );
    const versionsOne = createContentVersionService(one, { databaseUrl: scratch.url });
    const versionsTwo = createContentVersionService(two, { databaseUrl: scratch.url });
    cleanups.push(
      () => versionsOne.stop(),
      () => versionsTwo.stop(),
    );
    await versionsOne.start();
    await versionsTwo.start();
    const contentOne = createSiteContentService(one, versionsOne);
    const contentTwo = createSiteContentService(two, versionsTwo);
    // What instance two's own service had loaded (not the process-wide pages content both share here)
    // at the moment it announced the new version.
    let loadedAtAnnounce: unknown;
    versionsTwo.onChange(() => {
      loadedAtAnnounce = (
        contentTwo.publishedDocuments().find((d) => d.name === "hero")?.document.en as { headline?: string }
      )?.headline;
    });
    await contentOne.save("hero", await formOf(contentOne, "hero", { "en.headline": "Seen everywhere" }), "o");
    await contentOne.publish("hero", "o");
    await waitFor(() => versionsTwo.current("pages") === 1, "instance two sees the publish", 5_000);
    expect(loadedAtAnnounce).toBe("Seen everywhere");
  });
});
