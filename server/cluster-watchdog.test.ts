import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// The primary's watchdog (issue #41): a worker whose event loop is blocked answers nothing and ignores
// SIGTERM; the primary must notice its silent heartbeat, SIGKILL it and start another. Run with a
// stand-in worker (tests/fixtures/cluster/watchdog.ts) and the real superviseWorkers/sendHeartbeats.

const FIXTURE = path.resolve(import.meta.dirname, "../tests/fixtures/cluster/watchdog.ts");
const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(readStatus(pid));
const readStatus = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return "";
  }
};

let primary: ChildProcess | undefined;
let workerPids: number[] = [];
// A failing run must not leave a spinning worker behind (it outlives its primary).
afterEach(() => {
  if (primary?.pid && primary.exitCode === null) primary.kill("SIGKILL");
  for (const pid of workerPids) if (alive(pid)) process.kill(pid, "SIGKILL");
  workerPids = [];
});

function startPrimary(env: Record<string, string>) {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  primary = child;
  const lines: Record<string, unknown>[] = [];
  let rest = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split("\n");
    rest = parts.pop() ?? "";
    for (const line of parts) {
      if (!line.trim()) continue;
      const parsed = JSON.parse(line);
      lines.push(parsed);
      if (typeof parsed.worker === "number") workerPids.push(parsed.pid);
    }
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // The exit code, or "running" when the primary has not exited within 15 s.
  const exited = () =>
    Promise.race([exit, new Promise<"running">((resolve) => setTimeout(resolve, 15_000, "running"))]);
  const workers = () => lines.filter((line) => typeof line.worker === "number") as { worker: number; pid: number }[];
  return { child, lines, exited, workers };
}

describe("the cluster primary's watchdog", () => {
  it("kills a worker whose event loop is stuck and starts another, which then serves", async () => {
    // The first worker blocks its loop past the primary's start-up window (a worker that dies in the
    // first 5 s stops the server, by design), so the kill is answered with a replacement.
    const { child, lines, exited, workers } = startPrimary({ WATCHDOG_TIMEOUT_MS: "1500", BLOCK_AFTER_MS: "4000" });
    await vi.waitFor(() => expect(workers()).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const stuck = workers()[0]!.pid;
    await vi.waitFor(() => expect(workers()).toHaveLength(2), { timeout: 20_000, interval: 100 });
    expect(alive(stuck)).toBe(false);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "worker's event loop stopped answering: killing it", workerPid: stuck }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "worker exited: starting another", signal: "SIGKILL" }),
    );
    // The replacement keeps its heartbeat: it is not killed in turn.
    const replacement = workers()[1]!.pid;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(alive(replacement)).toBe(true);
    child.kill("SIGTERM");
    expect(await exited()).toBe(0);
    expect(alive(replacement)).toBe(false);
  }, 60_000);

  it("stops on SIGTERM even when a worker's loop is stuck (SIGTERM alone never ends it)", async () => {
    const { child, exited, workers } = startPrimary({ WATCHDOG_TIMEOUT_MS: "1500", BLOCK_AFTER_MS: "0" });
    await vi.waitFor(() => expect(workers()).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const stuck = workers()[0]!.pid;
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill("SIGTERM");
    expect(await exited()).toBe(0);
    expect(alive(stuck)).toBe(false);
  }, 60_000);
});
