import fs from "node:fs";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import type { StylesheetReader } from "#domain/context.ts";
import type { DocumentJob } from "#domain/render-job.ts";
import { compressWhole, type Encoding } from "./middleware/compress.ts";
import { stylesheetReader } from "./stylesheets.ts";

/*
 * A render thread (decision 034): it loads its own copy of the server build and renders the jobs
 * the request thread sends it (server/http/render-pool.ts), one at a time, with the entry module's
 * own render (app/entry.server.tsx); it also compresses rendered pages at the dynamic levels for it.
 * It reads no database and answers no request.
 */

/** What the pool tells a render thread at its start. */
export type RenderThreadData = { buildPath: string; clientDir: string };
export type RenderRequest =
  | { id: number; job: DocumentJob }
  | { id: number; compress: { bytes: Uint8Array; encoding: Encoding } };
/** `bytes`: the page, or the compressed bytes; none when the page must be rendered on the request thread. */
export type RenderReply = { ready: true } | { id: number; bytes?: Uint8Array<ArrayBuffer>; error?: string };

/** The render thread's side of the entry module (app/entry.server.tsx exports them). */
type RenderEntry = {
  renderJob(
    job: DocumentJob,
    build: ServerBuild,
    readStylesheet: StylesheetReader | undefined,
  ): Promise<Uint8Array<ArrayBuffer>> | undefined;
  prepareRenderThread(): Promise<unknown>;
};

/**
 * How much lower than the request thread's the render thread's scheduling priority is (a nice value).
 * On a host with few cores the render thread, busy with a flood of misses, would otherwise take its
 * full share of a core from the request thread, and hits waited their turn at the CPU instead of in
 * the queue: niced, it gets what the request thread leaves.
 */
const NICE = 10;

/** Lowers this thread's priority: on Linux a nice value is per thread, set through the thread's id. */
function lowerPriority() {
  try {
    const threadId = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId)) os.setPriority(threadId, NICE);
  } catch {
    // Not Linux, or not allowed: the thread runs at the request thread's priority.
  }
}

const port = parentPort;
if (!port) throw new Error("render-thread.ts runs as a worker thread (server/http/render-pool.ts)");
lowerPriority();
const { buildPath, clientDir } = workerData as RenderThreadData;
const build = (await import(buildPath)) as ServerBuild;
const entry = build.entry.module as unknown as RenderEntry;
await entry.prepareRenderThread();
const readStylesheet = stylesheetReader(clientDir);

port.on("message", async (request: RenderRequest) => {
  let reply: RenderReply;
  try {
    const bytes =
      "job" in request
        ? await entry.renderJob(request.job, build, readStylesheet)
        : await compressWhole(request.compress.bytes, request.compress.encoding);
    reply = { id: request.id, bytes };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  const bytes = "bytes" in reply ? reply.bytes : undefined;
  // A buffer of its own moves to the request thread instead of being copied (a small one shares
  // Node's pool buffer with others, and is copied).
  const own = bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  port.postMessage(reply, own ? [bytes.buffer] : []);
});
port.postMessage({ ready: true } satisfies RenderReply);
