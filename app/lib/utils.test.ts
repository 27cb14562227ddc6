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

  it("does not merge conflicting utilities other than sizing: the caller's classes are appended as given", () => {
    expect(cn("px-4", "px-6!")).toBe("px-4 px-6!");
    expect(cn("text-sm font-medium", "text-base")).toBe("text-sm font-medium text-base");
  });

  it("lets a later width, height or size class replace an earlier one with the same variants", () => {
    // The admin dialogs: DialogContent's base `max-w-lg` would otherwise win in the stylesheet.
    expect(cn("m-auto w-[calc(100%-2rem)] max-w-lg overflow-y-auto", "max-w-6xl")).toBe(
      "m-auto w-[calc(100%-2rem)] overflow-y-auto max-w-6xl",
    );
    expect(cn("h-9 w-9 size-4", ["h-auto", { "w-full": true }], "size-6")).toBe("h-auto w-full size-6");
    expect(cn("min-h-9 max-h-[calc(100dvh-4rem)]", "min-h-12 max-h-96")).toBe("min-h-12 max-h-96");
  });

  it("keeps sizing classes whose variants or important flag differ, and classes that only look alike", () => {
    expect(cn("max-w-lg sm:max-w-xl", "md:max-w-3xl")).toBe("max-w-lg sm:max-w-xl md:max-w-3xl");
    expect(cn("w-4", "w-8!")).toBe("w-4 w-8!");
    expect(cn("[&_svg]:size-4 hidden", "size-5 hyphens-auto whitespace-nowrap")).toBe(
      "[&_svg]:size-4 hidden size-5 hyphens-auto whitespace-nowrap",
    );
    expect(cn("max-lg:w-4", "max-lg:w-full")).toBe("max-lg:w-full");
  });

  it("leaves a single list as written, duplicates included", () => {
    expect(cn("w-4 w-8")).toBe("w-4 w-8");
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
