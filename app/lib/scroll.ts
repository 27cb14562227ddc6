import { useEffect } from "react";
import { useLocation } from "react-router";
import { HASH_SCROLL_DELAY_MS } from "#domain/constants.ts";

/** How often, and how many times, arriving at a #hash looks for a section that is not rendered yet. */
const HASH_SCROLL_RETRY_MS = 50;
const HASH_SCROLL_ATTEMPTS = 60;

/** Smooth unless the visitor asked the system for reduced motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Scrolls to the element with this id (its `scroll-margin-top` keeps it clear of the fixed header).
 * Returns false when the page has no such section.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  layOutSectionsAbove(target);
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  settleOn(target);
  return true;
}

/**
 * The landing sections not rendered yet stand in at a height estimated for a phone (`data-skips-layout`,
 * app/components/landing/section.tsx), far above their real height on a wide screen: a scroll aimed
 * past them would be aimed thousands of pixels too far, and correcting it as they render on the way
 * took several passes (longer than 5 s on a loaded machine). The ones above the target are rendered
 * for good first, so the scroll is aimed where the target really is.
 */
function layOutSectionsAbove(target: HTMLElement) {
  for (const section of document.querySelectorAll<HTMLElement>("[data-skips-layout]")) {
    if (section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) {
      section.style.contentVisibility = "visible";
    }
  }
}

/** How many times a scroll to a section is corrected when the page's layout moved the section meanwhile. */
const SCROLL_CORRECTIONS = 3;

/**
 * Sections above the target can change height while a smooth scroll runs (deferred sections hydrate
 * and refresh live data as they pass by): when the scroll ends away from the target, scroll again.
 */
function settleOn(target: HTMLElement, corrections = SCROLL_CORRECTIONS) {
  if (corrections === 0 || !("onscrollend" in window)) return;
  const startTop = target.getBoundingClientRect().top + window.scrollY;
  window.addEventListener(
    "scrollend",
    () => {
      if (!target.isConnected) return;
      const top = target.getBoundingClientRect().top + window.scrollY;
      if (Math.abs(top - startTop) < 2) return;
      target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
      settleOn(target, corrections - 1);
    },
    { once: true },
  );
}

/** How long a section reached through a #hash on arrival is held in place while the page settles. */
const HASH_HOLD_MS = 3_000;

/**
 * Arriving at a #hash, sections above the target may still grow (deferred sections hydrate, live data
 * arrives) after the scroll ended: keep the target at the top while the layout changes, until the
 * visitor scrolls or types themselves, or the page has had time to settle.
 */
function holdOn(target: HTMLElement) {
  if (typeof ResizeObserver === "undefined") return;
  const margin = () => Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  let first = true;
  const observer = new ResizeObserver(() => {
    // The first call only reports the size at observe time; later ones are real layout changes.
    if (first) {
      first = false;
      return;
    }
    if (target.isConnected && Math.abs(target.getBoundingClientRect().top - margin()) > 2)
      target.scrollIntoView({ behavior: "auto", block: "start" });
  });
  const userEvents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const release = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userEvents) window.removeEventListener(type, release, { capture: true });
  };
  const timer = window.setTimeout(release, HASH_HOLD_MS);
  for (const type of userEvents) window.addEventListener(type, release, { capture: true, passive: true });
  observer.observe(document.body);
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/** After arriving on a page with a #hash, smooth-scrolls to that section once the page has settled. */
export function useHashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation (key) to the same hash scrolls again
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    // After a client-side navigation, a section whose code is still loading appears a moment later.
    let attempts = HASH_SCROLL_ATTEMPTS;
    let timer = window.setTimeout(function attempt() {
      if (scrollToSection(id)) {
        const target = document.getElementById(id);
        if (target) holdOn(target);
      } else if (--attempts > 0) timer = window.setTimeout(attempt, HASH_SCROLL_RETRY_MS);
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
