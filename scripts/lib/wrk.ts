// The load generator of the measuring scripts: Debian's `wrk`, a native program, run as a child.
// A Node load generator on the same two cores saturates before the server does and makes every server
// look equal (issue #21), so none is used. Also the CPU accounting the scripts report beside req/s.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const WRK = "/usr/bin/wrk";

/** Debian's wrk, installed when missing and we are root with apt (as the browser and nginx are). */
export function ensureWrk(): string {
  if (fs.existsSync(WRK)) return WRK;
  if (process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get")) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "ignore", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "ignore", env });
    if (fs.existsSync(WRK)) return WRK;
  }
  throw new Error("The bench needs wrk: `sudo apt-get install wrk` (Debian/Ubuntu).");
}

export type LoadSpec = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** wrk threads; one leaves the other core to the server. */
  threads?: number;
  /**
   * A query parameter given a new value on every request (`?sent=<run>-<n>`): each request is a page
   * the cache has not seen, a miss.
   */
  uniqueQuery?: string;
  /**
   * Asks a new path on every request instead of the URL's (`<uniquePath><run>-<n>`): each request an
   * address no page claims, a 404.
   */
  uniquePath?: string;
};

export type LoadResult = {
  requests: number;
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  non2xx: number;
  socketErrors: number;
};

/** One wrk run; `--latency` prints the percentiles, a Lua script carries a method and body. */
export async function runWrk(spec: LoadSpec): Promise<LoadResult> {
  const args = [
    `-t${spec.threads ?? 1}`,
    `-c${spec.connections}`,
    `-d${spec.seconds}s`,
    "--latency",
    "--timeout",
    "10s",
  ];
  for (const [name, value] of Object.entries(spec.headers ?? {})) args.push("-H", `${name}: ${value}`);
  let script: string | undefined;
  const lua: string[] = [];
  if (spec.method && spec.method !== "GET") {
    lua.push(`wrk.method = ${JSON.stringify(spec.method)}`, `wrk.body = ${luaString(spec.body ?? "")}`);
  }
  if (spec.uniqueQuery) {
    const separator = new URL(spec.url).search ? "&" : "?";
    const prefix = `${spec.uniqueQuery}=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}-`;
    lua.push(
      "local counter = 0",
      "request = function()",
      "  counter = counter + 1",
      `  return wrk.format(nil, wrk.path .. ${luaString(separator + prefix)} .. counter)`,
      "end",
    );
  }
  if (spec.uniquePath) {
    const prefix = `${spec.uniquePath}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}-`;
    lua.push(
      "local counter = 0",
      "request = function()",
      "  counter = counter + 1",
      `  return wrk.format(nil, ${luaString(prefix)} .. counter)`,
      "end",
    );
  }
  if (lua.length) {
    script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-wrk-")), "request.lua");
    fs.writeFileSync(script, `${lua.join("\n")}\n`);
    args.push("-s", script);
  }
  args.push(spec.url);
  try {
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(ensureWrk(), args, { maxBuffer: 1 << 20 }, (error, out, err) =>
        error ? reject(new Error(`wrk failed: ${error.message}\n${err}`)) : resolve(out),
      ),
    );
    return parseWrk(stdout);
  } finally {
    if (script) fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

/** A Lua long string that cannot be closed by the body itself. */
function luaString(text: string): string {
  let level = "";
  while (text.includes(`]${level}]`)) level += "=";
  return `[${level}[${text}]${level}]`;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function duration(text: string | undefined): number {
  const match = /([\d.]+)(us|ms|s|m)/.exec(text ?? "");
  return match ? Number(match[1]) * UNIT_MS[match[2]!]! : Number.NaN;
}

export function parseWrk(stdout: string): LoadResult {
  const percentile = (p: number) => duration(new RegExp(`^\\s*${p}(?:\\.0+)?%\\s+(\\S+)`, "m").exec(stdout)?.[1]);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1]);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  if (!Number.isFinite(requests) || !Number.isFinite(rps)) throw new Error(`unreadable wrk output:\n${stdout}`);
  return {
    requests,
    rps,
    p50: percentile(50),
    p99: percentile(99),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time (user + system, ms) a process and its children (nginx's workers) have used so far. */
export function cpuMs(pid: number): number {
  let ticks = 0;
  const visit = (id: number) => {
    const stat = fs.readFileSync(`/proc/${id}/stat`, "utf8");
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    for (const task of fs.readdirSync(`/proc/${id}/task`)) {
      const children = fs.readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) visit(Number(child));
    }
  };
  visit(pid);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of one process, in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
