import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderSprite, SPRITE_PATH } from "../../scripts/build-icons.ts";
import { ICON_NAMES } from "./icon-names.ts";
import { ArrowRight, Trash2 } from "./icons.tsx";

describe("icon sprite", () => {
  it("is the committed drawing of every listed icon (run `npm run icons` after changing the list)", async () => {
    expect(fs.readFileSync(SPRITE_PATH, "utf8")).toBe(await renderSprite(ICON_NAMES));
  });

  it("holds one symbol with lucide's shapes for each name", async () => {
    const sprite = await renderSprite(["arrow-right", "circle-check"]);
    expect(sprite).toContain(
      '<symbol id="arrow-right" viewBox="0 0 24 24"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol>',
    );
    expect(sprite).toMatch(
      /<symbol id="circle-check" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"\/><path [^>]+\/><\/symbol>/,
    );
    expect(sprite).not.toContain("key=");
  });

  it("refuses a name lucide does not have", async () => {
    await expect(renderSprite(["no-such-icon"])).rejects.toThrow(/no icon named "no-such-icon"/);
  });

  it("lists exactly the icons icons.tsx draws, each once", () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, "icons.tsx"), "utf8");
    const drawn = [...source.matchAll(/icon\("([a-z0-9-]+)"\)/g)].map((match) => match[1]);
    expect([...drawn].sort()).toEqual([...ICON_NAMES].sort());
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
  });
});

describe("icon component", () => {
  it("points one <use> at its symbol, with lucide's classes, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<ArrowRight className="size-4" />);
    expect(html).toMatch(
      /^<svg viewBox="0 0 24 24" aria-hidden="true" class="lucide lucide-arrow-right size-4"><use href="[^"]*icons\.svg#arrow-right"><\/use><\/svg>$/,
    );
    expect(renderToStaticMarkup(<Trash2 />)).toContain('icons.svg#trash"');
  });

  it("is announced when the caller labels it", () => {
    const html = renderToStaticMarkup(<ArrowRight aria-label="Next" role="img" />);
    expect(html).not.toContain("aria-hidden");
    expect(html).toContain('aria-label="Next"');
  });
});
