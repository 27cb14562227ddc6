import os from "node:os";
import { describe, expect, it } from "vitest";
import { processCount, renderThreadCount } from "./cluster.ts";
import { loadConfig } from "./config.ts";

const config = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: "production", SITE_URL: "https://site.example", ...env });
const cores = os.availableParallelism();

describe("how many processes and render threads a server runs (decisions 027 and 034)", () => {
  it("with PGlite: one process, and render threads on the cores it leaves over, at least one", () => {
    expect(processCount(config({}))).toBe(1);
    expect(renderThreadCount(config({}))).toBe(Math.max(1, cores - 1));
  });

  it("with PostgreSQL: a process per core by default, each with one render thread at least", () => {
    const postgres = config({ DATABASE_URL: "postgres://127.0.0.1/site" });
    expect(processCount(postgres)).toBe(cores);
    expect(renderThreadCount(postgres)).toBe(1);
    const two = config({ DATABASE_URL: "postgres://127.0.0.1/site", WEB_CONCURRENCY: "2" });
    expect(renderThreadCount(two)).toBe(Math.max(1, cores - 2));
  });

  it("RENDER_THREADS decides when it is set (0: render on the request thread); development renders in place", () => {
    expect(renderThreadCount(config({ RENDER_THREADS: "0" }))).toBe(0);
    expect(renderThreadCount(config({ RENDER_THREADS: "3" }))).toBe(3);
    expect(renderThreadCount(loadConfig({ NODE_ENV: "development" }))).toBe(0);
  });
});
