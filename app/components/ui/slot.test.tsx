import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import { Slot } from "./slot.tsx";

describe("Slot", () => {
  it("renders its child with the slot's classes first and the child's after, plus the slot's attributes", () => {
    const html = renderToStaticMarkup(
      <Slot className="from-slot" aria-label="Go" data-x="1">
        <a href="/here" className="from-child">
          Projects page
        </a>
      </Slot>,
    );
    expect(html).toMatch(/^<a [^>]*>Projects page<\/a>$/);
    for (const attribute of ['class="from-slot from-child"', 'aria-label="Go"', 'data-x="1"', 'href="/here"'])
      expect(html).toContain(attribute);
  });

  it("runs the child's handler, then the slot's, unless the child prevented the default", () => {
    const calls: string[] = [];
    const slotClick = vi.fn(() => calls.push("slot"));
    const element = Slot({
      onClick: slotClick,
      children: <button type="button" onClick={() => calls.push("child")} />,
    }) as React.ReactElement<{ onClick: (event: unknown) => void }>;
    element.props.onClick({ defaultPrevented: false });
    expect(calls).toEqual(["child", "slot"]);

    const prevented = Slot({
      onClick: slotClick,
      children: <button type="button" onClick={() => calls.push("child")} />,
    }) as React.ReactElement<{ onClick: (event: unknown) => void }>;
    prevented.props.onClick({ defaultPrevented: true });
    expect(slotClick).toHaveBeenCalledTimes(1);
  });
});

describe("Button", () => {
  it("is a type=button with the default variant's classes", () => {
    const html = renderToStaticMarkup(<Button>Save</Button>);
    expect(html).toMatch(
      /^<button type="button" class="inline-flex [^"]*bg-primary[^"]*h-9 px-4 py-2 text-sm">Save<\/button>$/,
    );
  });

  it("with asChild renders the link itself, styled as a button of the chosen variant", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline" size="lg" className="extra">
        <a href="/x">X</a>
      </Button>,
    );
    expect(html).toMatch(/^<a [^>]*>X<\/a>$/);
    expect(html).toContain('href="/x"');
    expect(html).toMatch(/class="inline-flex [^"]*border-input[^"]*h-10 px-8 text-sm extra"/);
  });
});
