import { defineConfig } from "vitest/config";

// Unit and server tests run in Node without the React Router plugin; browser tests are Playwright's.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "domain/**/*.test.ts",
      "server/**/*.test.ts",
      "content/**/*.test.ts",
      "tests/server/**/*.test.ts",
      "tests/i18n/**/*.test.ts",
    ],
    environment: "node",
    // Vitest's default in a run is one worker fewer than the cores: one on a 2-core machine, where the
    // server tests spend much of their time waiting on sockets, timers and child processes. Measured on
    // this host (the whole suite, PostgreSQL half included): 1 worker 465 s, 2 298 s, 3 251 s.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated PGlite, dumped for every test's in-memory database to start from.
    globalSetup: ["tests/setup/pglite-template.ts"],
    // Console errors and warnings fail the test run (see tests/setup/console.ts).
    setupFiles: ["tests/setup/console.ts"],
  },
});
