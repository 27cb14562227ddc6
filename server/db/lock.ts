import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database at ${dir} is already in use by another server process (pid ${pid}). ` +
        "PGlite cannot be shared between processes: stop the other server, point PGLITE_DIR " +
        `elsewhere, or set DATABASE_URL to use PostgreSQL. If no server is running, delete ${dir}.lock.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, just not ours to signal
  }
}

/**
 * PGlite has no lock of its own, and a second process on the same folder silently loses writes.
 * This takes an exclusive lock: `<dir>.lock` created atomically (mkdir) with the holder's pid inside.
 * A lock whose process is gone is stale and taken over. Liveness is decided by the pid, not by a
 * heartbeat, because PGlite's start-up blocks the event loop for seconds at a time and a heartbeat
 * would lapse. Returns the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const absolute = path.resolve(dir);
  const lockDir = `${absolute}.lock`;
  const pidFile = path.join(lockDir, "pid");
  fs.mkdirSync(path.dirname(absolute), { recursive: true });

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(pidFile, String(process.pid));
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        fs.rmSync(lockDir, { recursive: true, force: true });
      };
      // A process that exits without closing the database still frees the folder.
      process.once("exit", () => {
        if (!released) fs.rmSync(lockDir, { recursive: true, force: true });
      });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(pidFile, { encoding: "utf8", flag: "a+" }).trim());
      if (holder === process.pid || (holder > 0 && isAlive(holder))) throw new DataDirLockedError(absolute, holder);
      if (!holder) {
        // The holder is between mkdir and writing its pid: give it a moment.
        await new Promise((resolve) => setTimeout(resolve, 100));
        const again = Number(fs.readFileSync(pidFile, { encoding: "utf8", flag: "a+" }).trim());
        if (again > 0 && isAlive(again)) throw new DataDirLockedError(absolute, again);
      }
      fs.rmSync(lockDir, { recursive: true, force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${lockDir}`);
}
