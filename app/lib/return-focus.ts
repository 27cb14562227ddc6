import { type MouseEvent, useRef } from "react";

/**
 * A dialog opened from a control that is not its DialogTrigger (a card link, one of several
 * buttons) returns focus to that control when it closes. `remember` the control on open and pass
 * `onCloseAutoFocus` to DialogContent.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember(element: HTMLElement) {
      opener.current = element;
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      // The opener is gone when the dialog closed by navigating away; focus then stays where it lands.
      if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
      opener.current = null;
    },
  };
}

/** A plain left click without modifier keys: the only click an enhanced link takes over. */
export function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
