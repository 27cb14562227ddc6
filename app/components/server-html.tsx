const NOTHING = { __html: "" };

/**
 * What the browser renders for an element only the server needs: a no-JavaScript fallback (a native
 * `<details>` standing in for a menu) never shows once scripts run, so the browser renders the same
 * element and leaves the server's HTML inside it as it is, unhydrated (React does not look inside inner
 * HTML it is given). Hydrating the header's three fallbacks cost a phone ~10 ms of every page's first
 * main-thread work. Chosen with Vite's build-time flag, `import.meta.env.SSR ? <Fallback /> :
 * <ServerHtml … />`, so the fallback's code is left out of the browser's bundle as well. The class must
 * be the one the server rendered.
 */
export function ServerHtml({ as: Tag, className }: { as: "details"; className: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; the server's own HTML stays
  return <Tag className={className} suppressHydrationWarning dangerouslySetInnerHTML={NOTHING} />;
}
