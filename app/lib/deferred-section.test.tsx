import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { lazyOnVisible, settled } from "./deferred-section.tsx";

function Faq({ question }: { question: string }) {
  return <section id="faq">{question}</section>;
}

const DeferredFaq = lazyOnVisible("faq", async () => Faq);

function FaqPage() {
  return <DeferredFaq question="Why?" />;
}

const Page = createRoutesStub([{ path: "/", Component: FaqPage }]);

describe("lazyOnVisible", () => {
  it("renders a preloaded section on the server in place, without suspending, after its hidden marker", async () => {
    await DeferredFaq.preload();
    const html = renderToString(<Page initialEntries={["/"]} />);
    // A completed boundary (<!--$-->), not a pending one (<!--$?-->) streamed in later by a script.
    expect(html).toContain(
      '<span hidden="" data-deferred="faq"></span><!--$--><section id="faq">Why?</section><!--/$-->',
    );
  });
});

describe("settled", () => {
  it("hands its value over synchronously, as React.lazy needs to render without suspending", () => {
    let seen: string | undefined;
    void settled("module").then((value) => {
      seen = value;
    });
    expect(seen).toBe("module");
  });
});
