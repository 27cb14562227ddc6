import { useEffect, useRef } from "react";

/**
 * The reading-progress bar at the top of the landing page. Browsers with scroll-driven animations
 * run it in CSS alone (`.scroll-progress` in app.css); others get a small scroll listener.
 */
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (CSS.supports("animation-timeline: scroll()")) return;
    const update = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      bar.current?.style.setProperty("transform", `scaleX(${max > 0 ? window.scrollY / max : 0})`);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return (
    <div
      ref={bar}
      aria-hidden="true"
      data-testid="scroll-progress"
      // physical: transform-origin has no logical keyword; the bar grows from the reading edge.
      className="scroll-progress fixed inset-x-0 top-0 z-[60] h-1 origin-left bg-primary rtl:origin-right"
    />
  );
}
