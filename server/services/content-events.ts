/**
 * A tiny in-process signal for "site content changed": the article and testimonial services call
 * `contentChanged("pages")` after every mutation, and anything caching rendered pages or feeds can
 * `onContentChanged(listener)` to drop its copies. Listeners must be quick and must not throw.
 */
export type ContentScope = "pages";
type Listener = (scope: ContentScope) => void;

const listeners = new Set<Listener>();

/** Subscribes; returns the function that unsubscribes. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(scope: ContentScope): void {
  for (const listener of listeners) {
    try {
      listener(scope);
    } catch {
      // One broken cache must not fail the admin's save.
    }
  }
}
