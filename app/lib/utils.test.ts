import { describe, expect, it } from "vitest";
import { cn, variants } from "./utils.ts";

describe("cn", () => {
  it("joins strings in order and skips empty, false, null and undefined values", () => {
    const hidden = false;
    expect(cn("a", "", hidden && "b", null, undefined, "c")).toBe("a c");
    expect(cn()).toBe("");
  });

  it("flattens arrays and keeps the keys of an object whose value is truthy", () => {
    expect(cn(["a", ["b", false, ["c"]]], { d: true, e: false, f: 1, g: 0 })).toBe("a b c d f");
  });

  it("keeps numbers (clsx does) but not the boolean true", () => {
    expect(cn(1, true, 0, "x")).toBe("1 x");
  });

  it("does not merge conflicting utilities: the caller's classes are appended as given", () => {
    expect(cn("px-4", "px-6!")).toBe("px-4 px-6!");
  });
});

describe("variants", () => {
  const tag = variants("base", {
    variants: {
      tone: { plain: "tone-plain", loud: "tone-loud" },
      size: { sm: "size-sm", lg: "size-lg" },
    },
    defaultVariants: { tone: "plain", size: "sm" },
  });

  it("adds the default of every variant when none is chosen", () => {
    expect(tag()).toBe("base tone-plain size-sm");
    expect(tag({ tone: undefined, size: null })).toBe("base tone-plain size-sm");
  });

  it("uses the chosen variants, in the order the variants are declared, then appends className", () => {
    expect(tag({ size: "lg", tone: "loud", className: "extra" })).toBe("base tone-loud size-lg extra");
  });

  it("leaves a variant out when it has no default and none is chosen", () => {
    const bare = variants("b", { variants: { tone: { x: "tx" } }, defaultVariants: {} });
    expect(bare()).toBe("b");
    expect(bare({ tone: "x" })).toBe("b tx");
  });
});
