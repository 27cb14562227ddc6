import { Suspense } from "react";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { renderAtOnce, settleHandoff } from "./render-at-once.server.ts";

const never = new Promise<never>(() => {});
function Suspends(): never {
  throw never;
}
function Throws(): never {
  throw new Error("broken section");
}

describe("renderAtOnce", () => {
  it("renders a document in one pass, with the doctype the streaming renderer writes", () => {
    const parts = renderAtOnce(
      <html lang="en">
        <body>
          <Suspense fallback={<p>loading</p>}>
            <p>ready &amp; &lt;escaped&gt;</p>
          </Suspense>
        </body>
      </html>,
    );
    expect(parts).toEqual([
      "<!DOCTYPE html>",
      '<html lang="en"><head></head><body><!--$--><p>ready &amp; &lt;escaped&gt;</p><!--/$--></body></html>',
    ]);
  });

  it("gives up when a part suspends, so the streaming renderer can wait for it", () => {
    expect(
      renderAtOnce(
        <div>
          <Suspense fallback={<p>loading</p>}>
            <Suspends />
          </Suspense>
        </div>,
      ),
    ).toBeUndefined();
    expect(renderAtOnce(<Suspends />)).toBeUndefined();
  });

  it("gives up when a part throws, so the streaming renderer reports it", () => {
    expect(
      renderAtOnce(
        <Suspense fallback={<p>loading</p>}>
          <Throws />
        </Suspense>,
      ),
    ).toBeUndefined();
    expect(renderAtOnce(<Throws />)).toBeUndefined();
  });

  it("is not fooled by text that looks like React's mark", () => {
    expect(renderAtOnce(<p>{"<!--$!-->"}</p>)).toEqual(["<p>&lt;!--$!--&gt;</p>"]);
  });
});

describe("settleHandoff", () => {
  it("reads the whole handoff stream into the cache StreamTransfer reads, across multi-byte characters cut by chunks", async () => {
    const bytes = new TextEncoder().encode('["loaderData","ünïcödé ✓"]');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.subarray(i, i + 3));
        controller.close();
      },
    });
    const context = { serverHandoffStream: stream, renderMeta: {} } as unknown as EntryContext;
    await settleHandoff(context);
    const cached = context.renderMeta?.streamCache?.[0];
    expect(cached?.result).toEqual({ done: true, value: '["loaderData","ünïcödé ✓"]' });
    // React Router asks for a reader again when it renders; the stream must not stay locked.
    expect(stream.locked).toBe(false);
  });

  it("leaves a context without a handoff stream alone", async () => {
    const context = { renderMeta: {} } as unknown as EntryContext;
    await settleHandoff(context);
    expect(context.renderMeta).toEqual({});
  });
});
