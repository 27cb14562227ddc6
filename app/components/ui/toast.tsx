import * as React from "react";
import { X } from "#app/components/icons.tsx";
import { useT } from "#app/lib/i18n.tsx";
import { cn, type VariantProps, variants } from "#app/lib/utils.ts";
import { TOAST_DURATION_MS } from "#domain/constants.ts";

/*
 * shadcn/ui's toast parts without Radix: a labelled "Notifications" region whose list is a polite
 * live region (screen readers read each new toast), one item per toast that closes itself after
 * `duration` (paused while the pointer or focus is on it), and a Close button.
 */

/** Kept for the shadcn/ui API: the toasts need no provider. */
export function ToastProvider({ children }: { children?: React.ReactNode }) {
  return <>{children}</>;
}

/** The region the toasts show in; its list announces additions politely. */
export function ToastViewport({ className, children, ...props }: React.ComponentProps<"ol">) {
  const t = useT("ui");
  return (
    <section aria-label={t("toast.region")}>
      <ol
        aria-live="polite"
        aria-relevant="additions text"
        className={cn(
          "pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:end-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
          className,
        )}
        {...props}
      >
        {children}
      </ol>
    </section>
  );
}

const toastVariants = variants(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-5 pe-8 shadow-lg animate-toast-in",
  {
    variants: {
      variant: {
        default: "bg-card text-card-foreground",
        destructive: "destructive border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastProps = Omit<React.ComponentProps<"li">, "title"> &
  VariantProps<typeof toastVariants> & {
    open?: boolean;
    onOpenChange?: (open: boolean) => void;
    /** How long the toast stays, in ms (paused while hovered or focused). */
    duration?: number;
  };

const ToastContext = React.createContext<(() => void) | null>(null);

/** One toast. It renders nothing once `open` is false. */
export function Toast({
  className,
  variant,
  open = true,
  onOpenChange,
  duration = TOAST_DURATION_MS,
  ...props
}: ToastProps) {
  const latest = React.useRef(onOpenChange);
  latest.current = onOpenChange;
  const close = React.useCallback(() => latest.current?.(false), []);
  // The timer is paused and resumed straight from the event handlers, keeping what time is left.
  const timer = React.useRef<number | undefined>(undefined);
  const remaining = React.useRef(duration);
  const startedAt = React.useRef(0);
  const resume = React.useCallback(() => {
    if (timer.current !== undefined || !Number.isFinite(remaining.current)) return;
    startedAt.current = Date.now();
    timer.current = window.setTimeout(close, Math.max(0, remaining.current));
  }, [close]);
  const pause = React.useCallback(() => {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current -= Date.now() - startedAt.current;
  }, []);

  React.useEffect(() => {
    if (!open) return;
    resume();
    return pause;
  }, [open, resume, pause]);

  if (!open) return null;
  return (
    <ToastContext value={close}>
      <li
        className={cn(toastVariants({ variant }), className)}
        onPointerEnter={pause}
        onPointerLeave={resume}
        onFocus={pause}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) resume();
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
        {...props}
      />
    </ToastContext>
  );
}

/** A button inside the toast; pressing it also closes the toast. `altText` is accepted for API compatibility. */
export function ToastAction({
  className,
  altText: _altText,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { altText?: string }) {
  const close = React.useContext(ToastContext);
  return (
    <button
      type="button"
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-secondary disabled:pointer-events-none disabled:opacity-50 group-[.destructive]:border-destructive-foreground/40 group-[.destructive]:hover:bg-destructive-foreground/10",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) close?.();
      }}
      {...props}
    />
  );
}

export function ToastClose({ className, onClick, ...props }: React.ComponentProps<"button">) {
  const close = React.useContext(ToastContext);
  const t = useT("ui");
  return (
    <button
      type="button"
      className={cn(
        "absolute top-2 end-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 group-[.destructive]:text-destructive-foreground",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) close?.();
      }}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">{t("toast.close")}</span>
    </button>
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("text-sm opacity-90", className)} {...props} />;
}

export type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;
