import type * as React from "react";
import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from "react";
import { useFetchers, useNavigation } from "react-router";

/**
 * Deferred hydration for below-the-fold parts of a server-rendered page. React 19 keeps a Suspense
 * boundary's server HTML on screen while its lazy content is pending, so the section is visible (and
 * its links, `<details>` and native forms work) before its code has even been downloaded. The code
 * loads once the section comes near the viewport, or the visitor points at or focuses something in
 * it; then React hydrates it in place: same markup, no layout shift.
 */

/** How far ahead of the viewport a section starts loading: one screen height above and below. */
export const DEFERRED_ROOT_MARGIN = "100% 0px";

/** Events inside a pending section that load it at once (listened to on window, in the capture phase). */
const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;

type Gate = { promise: Promise<void>; open: () => void };

function createGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * What React.lazy accepts, already settled: React reads it synchronously, so a module that is already
 * loaded renders without suspending (on the server, and on client-side navigations back to the page).
 */
export function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point (React.lazy reads it at once)
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

/** Renders nothing; its effect runs once the boundary around it has hydrated. */
function HydrationMark({ onHydrated }: { onHydrated: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the boundary has hydrated
  useEffect(onHydrated, []);
  return null;
}

/**
 * What a click React could not handle yet (the section has not hydrated) should be replayed on:
 * a JavaScript-only button, or a plain click on a link within the site (with JavaScript it may open a
 * modal, scroll smoothly, navigate client-side or record a download as it starts). Other clicks keep
 * their native effect.
 */
function replayTarget(event: MouseEvent): HTMLElement | null {
  if (!(event.target instanceof Element)) return null;
  const control = event.target.closest<HTMLElement>("a[href], button, [role='tab'], [role='button']");
  if (!control) return null;
  if (control instanceof HTMLAnchorElement) {
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    const inSite = control.origin === window.location.origin && !control.target;
    return plain && inSite ? control : null;
  }
  if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return null;
  return control;
}

/**
 * A link whose replay waits this long for hydration is followed natively instead (clicked again and
 * let through, so a download link still downloads rather than opening the file).
 */
const LINK_REPLAY_TIMEOUT_MS = 3000;

export type DeferredComponent<P extends object> = React.NamedExoticComponent<P> & {
  /** Loads the section's code now (the server does this before rendering, so it never suspends). */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * `lazyOnVisible("faq", () => import("./faq.tsx").then((m) => m.FaqSection))` gives a component
 * that renders the section normally on the server, and in the browser hydrates it only when needed.
 * A hidden `<span data-deferred="faq">` before the section marks where it is; it gets `data-hydrated`
 * once the section has hydrated.
 *
 * A click on a JavaScript-only button or an in-site link, or a form submission, that happens before
 * the section has hydrated (React cannot handle it yet) is replayed right after hydration.
 */
export function lazyOnVisible<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  // Opened by visibility or intent in the browser; the server never waits for it.
  const gate = createGate();
  const Section = lazy(() => {
    if (loaded) return settled({ default: loaded });
    const ready = typeof document === "undefined" ? preload() : gate.promise.then(preload);
    return ready.then((component) => ({ default: component }));
  });
  // The server loads every section ahead of the first request, so rendering never suspends there.
  if (import.meta.env.SSR) void preload();

  // biome-ignore lint/correctness/noComponentHookFactories: made once per section at module level, like React.lazy
  function DeferredSection(props: P) {
    const marker = useRef<HTMLSpanElement>(null);
    const hydrated = useRef(false);
    const replay = useRef<{ click?: HTMLElement; submit?: HTMLFormElement }>({});
    // A link clicked again by the fallback below, whose next click keeps its native effect.
    const letThrough = useRef<HTMLAnchorElement | null>(null);
    // Rendered in the browser without the section's server HTML (a client-side navigation to the
    // page): nothing to keep, load now. (Not a hook: any re-render of a section still waiting to
    // hydrate would make React give up its server HTML.)
    if (typeof document !== "undefined" && !document.querySelector(`[data-deferred="${name}"]`)) gate.open();
    // A router update renders every section still waiting to hydrate, and React holds that update
    // (it is a transition) until they can: once a navigation or a fetcher (a form posted to the page's
    // action) starts, load them all so it goes through.
    const navigation = useNavigation();
    const fetchers = useFetchers();
    if (navigation.state !== "idle" || fetchers.length > 0) gate.open();

    useEffect(() => {
      // The section's server-rendered element follows the marker (a hidden marker, not a wrapper, so
      // the section stays a direct child of its parent for CSS and for the page's structure).
      const element = marker.current?.nextElementSibling;
      // Hydrated already, or the section rendered nothing on the server (nothing to hydrate).
      if (hydrated.current || !element || element.hasAttribute("data-deferred")) return;
      const observer =
        typeof IntersectionObserver === "undefined"
          ? undefined
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), {
              rootMargin: DEFERRED_ROOT_MARGIN,
            });
      if (observer) observer.observe(element);
      else gate.open();
      const inside = (event: Event) =>
        !hydrated.current && event.target instanceof Node && element.contains(event.target);
      const onIntent = (event: Event) => inside(event) && gate.open();
      const onClick = (event: Event) => {
        if (!inside(event) || !(event instanceof MouseEvent)) return;
        gate.open();
        const target = replayTarget(event);
        if (!target) return;
        if (target === letThrough.current) {
          letThrough.current = null;
          return;
        }
        replay.current.click = target;
        if (!(target instanceof HTMLAnchorElement)) return;
        event.preventDefault();
        window.setTimeout(() => {
          if (hydrated.current || replay.current.click !== target) return;
          replay.current = {};
          letThrough.current = target;
          target.click();
        }, LINK_REPLAY_TIMEOUT_MS);
      };
      const onSubmit = (event: Event) => {
        if (!inside(event) || !(event.target instanceof HTMLFormElement)) return;
        // Submitted natively now, the page would reload; submitted after hydration, a fetcher posts it.
        event.preventDefault();
        gate.open();
        replay.current.submit = event.target;
      };
      const listeners: [string, (event: Event) => void][] = [
        ...INTENT_EVENTS.map((type) => [type, onIntent] as [string, (event: Event) => void]),
        ["click", onClick],
        ["submit", onSubmit],
      ];
      for (const [type, listener] of listeners) window.addEventListener(type, listener, { capture: true });
      return () => {
        observer?.disconnect();
        for (const [type, listener] of listeners) window.removeEventListener(type, listener, { capture: true });
      };
    }, []);

    const onHydrated = () => {
      hydrated.current = true;
      marker.current?.setAttribute("data-hydrated", "");
      const { click, submit } = replay.current;
      replay.current = {};
      // After this commit, so React's handlers are attached.
      window.setTimeout(() => {
        if (click?.isConnected) {
          // The real click focused its target (a dialog it opens returns focus there); the replay must too.
          if (!click.contains(document.activeElement)) click.focus({ preventScroll: true });
          click.click();
        }
        if (submit?.isConnected) submit.requestSubmit();
      });
    };

    return (
      <>
        <span ref={marker} hidden data-deferred={name} />
        <Suspense fallback={null}>
          <Section {...props} />
          <HydrationMark onHydrated={onHydrated} />
        </Suspense>
      </>
    );
  }
  DeferredSection.displayName = `Deferred(${name})`;
  // Memoised: a parent re-render with the same props must not reach a section still waiting to hydrate.
  return Object.assign(memo(DeferredSection), { preload });
}
