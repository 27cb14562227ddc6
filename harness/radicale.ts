import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitUntilListening } from "./ports.ts";

/**
 * Radicale from Debian (`apt-get install radicale`, 3.1.x) as the real CalDAV server of the tests: on
 * loopback, a temporary folder for its configuration and collections, no authentication (any user
 * name signs in as itself), stopped by its PID. `.ci/run` installs it; outside CI a test skips with
 * the reason when it is missing; in CI (CI or REQUIRE_RADICALE set, as `.ci/run` does) a missing Radicale fails.
 */

const RADICALE = "/usr/bin/radicale";

export function findRadicale(): { path: string } | { missing: string } {
  if (fs.existsSync(RADICALE)) return { path: RADICALE };
  return { missing: "Radicale is not installed: `sudo apt-get install radicale` (Debian/Ubuntu) to run this" };
}

/** The reason to skip a Radicale test here, or null; in CI a missing Radicale is an error, never a skip. */
export function radicaleSkipReason(): string | null {
  const found = findRadicale();
  if ("path" in found) return null;
  if (process.env.CI || process.env.REQUIRE_RADICALE)
    throw new Error(`${found.missing} (CI must run the CalDAV tests: .ci/run installs it)`);
  return found.missing;
}

export type RunningRadicale = {
  url: string;
  /** The collections on disk (`collection-root/<user>/<calendar>/<item>.ics`), to check what was written. */
  root: string;
  /** Makes a calendar collection for a user; its URL (with the trailing slash). */
  makeCalendar(user: string, name: string, displayName?: string): Promise<string>;
  /** Puts an event (a whole VCALENDAR) into a calendar. */
  putEvent(calendarUrl: string, fileName: string, ics: string): Promise<void>;
  /** The .ics files of a calendar on disk, by file name. */
  items(user: string, name: string): Record<string, string>;
  stop(): Promise<void>;
};

const basic = (user: string) => `Basic ${Buffer.from(`${user}:secret`).toString("base64")}`;

export async function startRadicale(binary = RADICALE): Promise<RunningRadicale> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-radicale-"));
  const port = await freePort();
  const config = path.join(dir, "config");
  fs.writeFileSync(
    config,
    `[server]
hosts = 127.0.0.1:${port}
[auth]
type = none
[rights]
type = owner_only
[storage]
filesystem_folder = ${dir}/collections
[logging]
level = warning
mask_passwords = True
`,
  );
  const child: ChildProcess = spawn(binary, ["--config", config], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, HOME: dir },
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await waitUntilListening(child, port, { name: "radicale", stderr: () => stderr, timeoutMs: 15_000, pollMs: 100 });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    root: path.join(dir, "collections", "collection-root"),
    async makeCalendar(user, name, displayName = name) {
      // Signing in once makes the user's principal collection.
      await fetch(`${url}/${user}/`, { method: "PROPFIND", headers: { Authorization: basic(user), Depth: "0" } });
      const target = `${url}/${user}/${name}/`;
      const response = await fetch(target, {
        method: "MKCALENDAR",
        headers: { Authorization: basic(user), "Content-Type": "application/xml" },
        body: `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${displayName}</D:displayname><C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>`,
      });
      if (response.status !== 201) throw new Error(`MKCALENDAR ${target}: ${response.status} ${await response.text()}`);
      return target;
    },
    async putEvent(calendarUrl, fileName, ics) {
      const user = new URL(calendarUrl).pathname.split("/")[1]!;
      const response = await fetch(`${calendarUrl}${fileName}`, {
        method: "PUT",
        headers: { Authorization: basic(user), "Content-Type": "text/calendar; charset=utf-8" },
        body: ics,
      });
      if (response.status !== 201 && response.status !== 204)
        throw new Error(`PUT ${fileName}: ${response.status} ${await response.text()}`);
    },
    items(user, name) {
      const folder = path.join(dir, "collections", "collection-root", user, name);
      if (!fs.existsSync(folder)) return {};
      return Object.fromEntries(
        fs
          .readdirSync(folder)
          .filter((file) => file.endsWith(".ics"))
          .map((file) => [file, fs.readFileSync(path.join(folder, file), "utf8")]),
      );
    },
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
