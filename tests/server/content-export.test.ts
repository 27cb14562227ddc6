import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { hero } from "#content/hero.ts";
import { setPublishedContent } from "#content/localized.server.ts";
import { tempDataDir } from "#harness/server-process.ts";
import { openDatabase } from "#server/db/client.ts";
import { formEntries } from "#server/lib/content-form.ts";
import { createContentVersionService } from "#server/services/content-version.ts";
import { createSiteContentService } from "#server/services/site-content.ts";

vi.setConfig({ testTimeout: 90_000 });
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

describe("npm run content:export", () => {
  it("writes each published module in each language, and which version it is", async () => {
    const dir = tempDataDir("site-export-");
    const database = await openDatabase({ kind: "pglite", dir });
    try {
      const content = createSiteContentService(database, createContentVersionService(database));
      await content.load();
      const state = await content.editor("hero");
      const form = formEntries(state.fields, state.document, state.document.keys);
      form.set("en.headline", "Exported headline");
      await content.save("hero", { get: (name) => form.get(name) ?? null }, "owner@example.com");
      await content.publish("hero", "owner@example.com");
    } finally {
      await database.close();
      setPublishedContent({});
    }
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "site-export-out-"));
    const result = await run(process.execPath, ["scripts/content-export.ts", out], {
      cwd: root,
      env: { PATH: process.env.PATH, LOG_LEVEL: "silent", PGLITE_DIR: dir },
    });
    expect(result.stderr).toMatch(/Exported 1 published module/);
    const english = JSON.parse(fs.readFileSync(path.join(out, "hero.en.json"), "utf8"));
    expect(english).toMatchObject({ ...hero, headline: "Exported headline" });
    expect(JSON.parse(fs.readFileSync(path.join(out, "hero.ar.json"), "utf8")).headline).toMatch(/[\u0600-\u06FF]/);
    expect(JSON.parse(fs.readFileSync(path.join(out, "versions.json"), "utf8"))).toEqual({
      hero: { version: 1, publishedAt: expect.any(String), publishedBy: "owner@example.com" },
    });
    expect(fs.existsSync(path.join(out, "faq.en.json"))).toBe(false);
  });
});
