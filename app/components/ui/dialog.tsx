import * as React from "react";
import { X } from "#app/components/icons.tsx";
import { Slot } from "#app/components/ui/slot.tsx";
import { useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";

/*
 * A modal dialog on the native <dialog> element (shadcn/ui's Dialog API, without Radix): showModal()
 * makes the page behind inert and puts the box in the top layer, Escape closes it natively, and the
 * page's scroll is locked by app.css while a modal dialog is open (`html:has(dialog:modal)`).
 * This module adds what the element lacks: Tab wraps inside the box, a press on the backdrop closes
 * it, the title and description label it, and focus returns to the opener after closing.
 */

type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  titleId: string;
  descriptionId: string;
};

const DialogContext = React.createContext<DialogState | null>(null);

function useDialog(part: string) {
  const state = React.useContext(DialogContext);
  if (!state) throw new Error(`<${part}> must be inside <Dialog>`);
  return state;
}

/** The dialog's state: controlled (`open` + `onOpenChange`) or not (`defaultOpen`). */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: React.ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const titleId = React.useId();
  const descriptionId = React.useId();
  const latest = React.useRef({ open, onOpenChange });
  latest.current = { open, onOpenChange };
  const setOpen = React.useCallback((next: boolean) => {
    if (next === latest.current.open) return;
    setUncontrolled(next);
    latest.current.onOpenChange?.(next);
  }, []);
  const state = React.useMemo(
    () => ({ open, setOpen, titleId, descriptionId }),
    [open, setOpen, titleId, descriptionId],
  );
  return <DialogContext value={state}>{children}</DialogContext>;
}

type ButtonLikeProps = React.ComponentProps<"button"> & { asChild?: boolean };

function DialogButton({ asChild, onClick, type, next, ...props }: ButtonLikeProps & { next: boolean }) {
  const { setOpen } = useDialog(next ? "DialogTrigger" : "DialogClose");
  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) setOpen(next);
  };
  if (asChild) return <Slot {...props} onClick={handleClick} />;
  return <button type={type ?? "button"} {...props} onClick={handleClick} />;
}

/** Opens the dialog; focus comes back to it when the dialog closes. */
export function DialogTrigger(props: ButtonLikeProps) {
  const { open } = useDialog("DialogTrigger");
  return <DialogButton aria-haspopup="dialog" aria-expanded={open} {...props} next={true} />;
}

/** Closes the dialog (e.g. `<DialogClose asChild><Button>Close</Button></DialogClose>`). */
export function DialogClose(props: ButtonLikeProps) {
  return <DialogButton {...props} next={false} />;
}

/** Kept for the shadcn/ui API: a native modal dialog renders in the top layer, so no portal is needed. */
export function DialogPortal({ children }: { children?: React.ReactNode }) {
  return <>{children}</>;
}

/** Kept for the shadcn/ui API: the backdrop is the dialog's `::backdrop`, styled by DialogContent. */
export function DialogOverlay(_props: React.ComponentProps<"div">) {
  return null;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

export type DialogContentProps = Omit<React.ComponentProps<"dialog">, "open"> & {
  closeLabel?: string;
  showCloseButton?: boolean;
  /** Called after the dialog closed, before focus returns to the opener; preventDefault() to move focus yourself. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A modal dialog: traps focus, closes on Escape or a press outside, and is labelled by its
 * DialogTitle and described by its DialogDescription (both required). The corner button's
 * accessible name is "Close" in the page's language (the `ui` messages) unless `closeLabel` says otherwise; a dialog with its own Close button
 * can leave it out with `showCloseButton={false}`. It is in the DOM only while open.
 */
export function DialogContent(props: DialogContentProps) {
  const { open } = useDialog("DialogContent");
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  className,
  children,
  closeLabel,
  showCloseButton = true,
  onCloseAutoFocus,
  onKeyDown,
  ...props
}: DialogContentProps) {
  const { setOpen, titleId, descriptionId } = useDialog("DialogContent");
  const t = useT("ui");
  const ref = React.useRef<HTMLDialogElement>(null);
  const onCloseAutoFocusRef = React.useRef(onCloseAutoFocus);
  onCloseAutoFocusRef.current = onCloseAutoFocus;

  React.useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      // Close before returning focus: the page behind a modal dialog is inert and cannot take it.
      if (dialog.open) dialog.close();
      // Return focus once React's commit is over, not here. This cleanup runs in the commit's mutation
      // phase, and React then puts focus back on whatever had it when the commit began if that element
      // is still in the page: after Escape, that is the element the browser itself refocused on closing
      // (the one focused when showModal() ran, which need not be the opener: a Tab pressed while a
      // lazily loaded dialog was still on its way moves on to the next link). Focus moved here would be
      // undone.
      queueMicrotask(() => {
        // Shown again meanwhile (React's StrictMode remounts effects in development): not closed after all.
        if (dialog.open && dialog.isConnected) return;
        const event = new Event("closeAutoFocus", { cancelable: true });
        onCloseAutoFocusRef.current?.(event);
        if (!event.defaultPrevented && opener?.isConnected) opener.focus({ preventScroll: true });
      });
    };
  }, []);

  // Escape closes the element natively; this keeps the owner's state in step. (The event comes a task
  // later: if the dialog was shown again meanwhile, as React's StrictMode does in development, it is stale.)
  const handleClose = () => {
    if (!ref.current?.open) setOpen(false);
  };

  // The box has no padding of its own (the inner wrapper does), so a press on the dialog element
  // outside its rectangle is a press on the backdrop.
  const handleClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) setOpen(false);
  };

  // Tab and Shift+Tab wrap around inside the box instead of leaving for the browser's toolbar.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.key !== "Tab" || event.defaultPrevented) return;
    const items = focusables(event.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg border bg-background p-0 text-foreground shadow-lg backdrop:bg-black/70 open:animate-fade-in",
        className,
      )}
      onClose={handleClose}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <div className="relative grid gap-4 p-6">
        {children}
        {showCloseButton && (
          <DialogClose className="absolute top-4 end-4 rounded-sm bg-background p-1 text-muted-foreground transition-colors hover:text-foreground">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{closeLabel ?? t("dialog.close")}</span>
          </DialogClose>
        )}
      </div>
    </dialog>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 pe-8 text-start", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<"h2">) {
  const { titleId } = useDialog("DialogTitle");
  return <h2 id={titleId} className={cn("text-xl font-semibold leading-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { descriptionId } = useDialog("DialogDescription");
  return <p id={descriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
