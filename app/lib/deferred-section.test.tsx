import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { lazyOnVisible } from "./deferred-section.tsx";

function Faq({ question }: { question: string }) {
  return <section id="faq">{question}</section>;
}

describe("lazyOnVisible", () => {
  it("renders a preloaded section on the server in place, without suspending", async () => {
    const Deferred = lazyOnVisible("faq", async () => Faq);
    await Deferred.preload();
    const Page = createRoutesStub([{ path: "/", Component: () => <Deferred question="Why?" /> }]);
    const html = renderToString(<Page initialEntries={["/"]} />);
    expect(html).toContain(
      '<span hidden="" data-deferred="faq"></span><!--$--><section id="faq">Why?</section><!--/$-->',
    );
  });
});
