import { describe, expect, it } from "vitest";
import { memoizeByVersion } from "./version-memo.ts";

describe("memoizeByVersion", () => {
  const setup = (maxAgeMs = 5_000) => {
    let version = 1;
    let clock = 0;
    let reads = 0;
    const read = async (n: number) => {
      reads++;
      if (n < 0) throw new Error("bad");
      return `${n}@v${version}#${reads}`;
    };
    const memo = memoizeByVersion(
      read,
      () => version,
      maxAgeMs,
      () => clock,
    );
    return {
      memo,
      reads: () => reads,
      bump: () => version++,
      tick: (ms: number) => {
        clock += ms;
      },
    };
  };

  it("reads once per arguments while the version holds", async () => {
    const t = setup();
    expect(await t.memo(1)).toBe("1@v1#1");
    expect(await t.memo(1)).toBe("1@v1#1");
    expect(await t.memo(2)).toBe("2@v1#2");
    expect(t.reads()).toBe(2);
  });

  it("reads again after a version bump (an admin change here or on another instance)", async () => {
    const t = setup();
    await t.memo(1);
    t.bump();
    expect(await t.memo(1)).toBe("1@v2#2");
  });

  it("never serves after an edit a read that started before it and finished after it (issue #42)", async () => {
    let title = "Old title";
    let version = 1;
    let release: () => void = () => {};
    const memo = memoizeByVersion(
      async () => {
        const read = title; // the database answers before the edit commits…
        await new Promise<void>((resolve) => (release = resolve)); // …and the answer arrives after it
        return read;
      },
      () => version,
      5_000,
    );
    const before = memo();
    title = "New title";
    version++;
    release();
    expect(await before).toBe("Old title");
    const after = memo();
    release();
    expect(await after).toBe("New title");
  });

  it("reads again once the entry is older than maxAgeMs (scheduled articles, lost notifications)", async () => {
    const t = setup(5_000);
    await t.memo(1);
    t.tick(4_999);
    expect(await t.memo(1)).toBe("1@v1#1");
    t.tick(1);
    expect(await t.memo(1)).toBe("1@v1#2");
  });

  it("never serves a failed read again", async () => {
    const t = setup();
    await expect(t.memo(-1)).rejects.toThrow("bad");
    await expect(t.memo(-1)).rejects.toThrow("bad");
    expect(t.reads()).toBe(2);
  });

  it("is off with maxAgeMs 0", async () => {
    const t = setup(0);
    await t.memo(1);
    await t.memo(1);
    expect(t.reads()).toBe(2);
  });
});
