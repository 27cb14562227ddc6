import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The single-process server's watchdog (issue #41): a process whose event loop is blocked for good is
// killed, so its supervisor restarts it. Run with a stand-in (tests/fixtures/event-loop/watched.ts)
// around the real watchEventLoop (1 s timeout).

const FIXTURE = path.resolve(import.meta.dirname, "../tests/fixtures/event-loop/watched.ts");

function run(env: Record<string, string>, stopAfterMs: number) {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  const stop = setTimeout(() => child.kill("SIGKILL"), stopAfterMs);
  const started = Date.now();
  return new Promise<{ signal: NodeJS.Signals | null; output: string; ms: number; killedByTest: boolean }>((resolve) =>
    child.on("exit", (_code, signal) => {
      const killedByTest = Date.now() - started >= stopAfterMs;
      clearTimeout(stop);
      resolve({ signal, output, ms: Date.now() - started, killedByTest });
    }),
  );
}

describe("the single-process event-loop watchdog", () => {
  it("kills the process whose event loop is stuck, with a fatal log line", async () => {
    const result = await run({ BLOCK_AFTER_MS: "300" }, 20_000);
    expect(result.killedByTest).toBe(false);
    expect(result.signal).toBe("SIGKILL");
    const lines = result.output
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 60, msg: expect.stringContaining("event loop stopped answering") }),
    );
  }, 30_000);

  it("leaves a process whose loop turns alone, and gives a starting one its grace", async () => {
    const healthy = await run({}, 3000);
    expect(healthy.killedByTest).toBe(true);
    expect(healthy.output).not.toContain("stopped answering");
    // Blocked from 300 ms to the end, but within a 10 s start-up grace: still alive when ended at 3 s.
    const starting = await run({ BLOCK_AFTER_MS: "300", GRACE_MS: "10000" }, 3000);
    expect(starting.killedByTest).toBe(true);
    expect(starting.output).not.toContain("stopped answering");
  }, 30_000);
});
