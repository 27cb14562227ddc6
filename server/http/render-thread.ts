import fs from "node:fs";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import type { StylesheetReader } from "#plumbing/context.ts";
import type { DocumentJob } from "#plumbing/render-job.ts";
import type { PageCopies } from "#plumbing/whole-body.ts";
import { compressWhole, type Encoding } from "./middleware/compress.ts";
import { type CopiesWanted, pageCopies } from "./page-copies.ts";
import { stylesheetReader } from "./stylesheets.ts";

/*
 * A render thread (decision 034): it loads its own copy of the server build and renders the jobs
 * the request thread sends it (server/http/render-pool.ts), one at a time, with the entry module's
 * own render (app/entry.server.tsx), and sends each page back once, with the copies the request
 * thread asked for made beside it (decision 045); it also compresses, at the dynamic levels, pages
 * rendered on the request thread. It reads no database and answers no request.
 */

/** What the pool tells a render thread at its start. */
export type RenderThreadData = { buildPath: string; clientDir: string };
export type RenderRequest =
  | { id: number; job: DocumentJob; copies: CopiesWanted }
  | { id: number; compress: { bytes: Uint8Array; encoding: Encoding } };
/**
 * `bytes`: the page, or the compressed bytes; none when the page must be rendered on the request
 * thread. `copies`: those asked for with the page.
 */
export type RenderReply =
  | { ready: true }
  | { id: number; bytes?: Uint8Array<ArrayBuffer>; copies?: PageCopies; error?: string };

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
  let reply: Extract<RenderReply, { id: number }>;
  try {
    if ("job" in request) {
      const bytes = await entry.renderJob(request.job, build, readStylesheet);
      const copies = bytes && (await pageCopies(bytes, request.job.nonce, request.copies));
      reply = { id: request.id, bytes, copies };
    } else {
      reply = { id: request.id, bytes: await compressWhole(request.compress.bytes, request.compress.encoding) };
    }
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  const { copies } = reply;
  port.postMessage(
    reply,
    transferable([
      reply.bytes,
      copies?.encoded?.bytes,
      copies?.stored?.identity,
      copies?.stored?.br,
      copies?.stored?.gzip,
    ]),
  );
});

/**
 * The memory of the buffers that are alone in it, once each: those move to the request thread
 * instead of being copied (a small one shares Node's pool buffer with others, and is copied; the page
 * without a nonce it never carried is the page itself).
 */
function transferable(views: (Uint8Array | undefined)[]): ArrayBuffer[] {
  const own = new Set<ArrayBuffer>();
  for (const view of views) {
    if (view && view.byteOffset === 0 && view.byteLength === view.buffer.byteLength)
      own.add(view.buffer as ArrayBuffer);
  }
  return [...own];
}
port.postMessage({ ready: true } satisfies RenderReply);
