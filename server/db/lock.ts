import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database at ${dir} is already in use by another server process. ` +
        "PGlite cannot be shared between processes: stop the other server, point PGLITE_DIR " +
        "elsewhere, or set DATABASE_URL to use PostgreSQL.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * PGlite has no lock of its own, and a second process on the same folder silently loses writes.
 * This takes an exclusive lock (a `<dir>.lock` folder whose mtime the holder refreshes, so a crashed
 * holder's lock goes stale after `staleMs`) and returns its release function.
 */
export async function lockDataDir(dir: string, staleMs = 10_000): Promise<() => Promise<void>> {
  const absolute = path.resolve(dir);
  fs.mkdirSync(absolute, { recursive: true });
  try {
    return await lockfile.lock(absolute, {
      stale: staleMs,
      update: Math.max(1000, Math.floor(staleMs / 2)),
      retries: 0,
      realpath: false,
      onCompromised: (error) => {
        // Someone else took the folder: continuing would corrupt the data.
        console.error(`Lost the lock on ${absolute}: ${error.message}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(absolute);
    throw error;
  }
}
