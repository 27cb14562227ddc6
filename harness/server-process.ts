import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

const startScript = (
  JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start as string
).split(/\s+/);

/**
 * The V8 heap flags `npm start` runs the server with (package.json's start script, the one place they
 * are written), so tests and the bench measure the process as it is deployed.
 */
export const SERVER_NODE_FLAGS: string[] = startScript.filter((arg) => /^--max-[a-z-]+-size=\d+$/.test(arg));

/** The allocator settings of the same script (`MALLOC_ARENA_MAX`, `MALLOC_MMAP_THRESHOLD_`), read for the same reason. */
export const SERVER_MALLOC_ENV: Record<string, string> = Object.fromEntries(
  startScript.flatMap((arg) => {
    const match = /^(MALLOC_[A-Z_]+)=(\S+)$/.exec(arg);
    return match ? [[match[1]!, match[2]!]] : [];
  }),
);

export type RunningServer = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export function assertBuilt() {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("These tests run the built server: run `npm run build` first (npm test does).");
  }
}

export function tempDataDir(prefix = "site-test-") {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), "pglite");
}

/**
 * Tests never reach the internet: unless a test points them at its fake upstream, the keyless
 * live-data providers get a closed loopback port and news is switched off (the landing page then
 * shows its empty states instead of failing requests).
 */
const OFFLINE_PROVIDERS = {
  COINGECKO_BASE_URL: "http://127.0.0.1:9",
  EXCHANGE_RATE_BASE_URL: "http://127.0.0.1:9",
  NEWS_PROVIDER: "off",
};

/**
 * Starts `node server/main.ts` (production mode, port chosen by the OS) and waits until it listens.
 * Its output is kept in memory for the test, or with `logFile` appended to that file, as a deployed
 * server's would be: under load a parent reading every log line through a pipe competes with the
 * server for the same cores (the bench).
 */
export function startServer(
  env: Record<string, string>,
  // Generous: on two cores a start competes with the other test files' servers (seen: 30 s exceeded).
  timeoutMs = 50_000,
  { logFile }: { logFile?: string } = {},
): Promise<RunningServer> {
  const logFd = logFile === undefined ? undefined : fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      ...SERVER_MALLOC_ENV,
      ...OFFLINE_PROVIDERS,
      ...env,
    },
    stdio: logFd === undefined ? ["ignore", "pipe", "pipe"] : ["ignore", logFd, logFd],
  });
  let output = "";
  if (logFd === undefined) {
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
  } else {
    fs.closeSync(logFd);
  }
  // The file is read only until the server is ready, and again when a test asks for the output.
  const readLog = () => (logFile === undefined ? output : fs.readFileSync(logFile, "utf8"));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${readLog()}`));
    }, timeoutMs);
    const poll = logFile === undefined ? undefined : setInterval(() => onData(), 100);
    const onData = () => {
      const match = /Site ready on (http:\/\/[\w.]+:\d+)/.exec(readLog());
      if (!match) return;
      clearTimeout(timer);
      clearInterval(poll);
      child.stdout?.off("data", onData);
      resolve({
        url: match[1]!.replace("//localhost:", "//127.0.0.1:"),
        child,
        output: readLog,
        exited,
        stop: async (signal = "SIGTERM") => {
          if (child.exitCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout?.on("data", onData);
    exited.then((code) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`server exited with code ${code} before listening:\n${readLog()}`));
    });
  });
}
