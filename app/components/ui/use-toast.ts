import type * as React from "react";
import { useSyncExternalStore } from "react";
import type { ToastActionElement, ToastProps } from "#app/components/ui/toast.tsx";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "#domain/constants.ts";

/** shadcn/ui's toast store: at most TOAST_LIMIT toasts, each removed TOAST_REMOVE_DELAY_MS after dismissal. */

export type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

type State = { toasts: ToasterToast[] };

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

let count = 0;
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removalTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string) {
  if (removalTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removalTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removalTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS_TOAST": {
      const { toastId } = action;
      return {
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }
    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { toasts: [] };
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
const emptyState: State = { toasts: [] };
let memoryState: State = emptyState;

function dispatch(action: Action) {
  // Side effect kept out of the reducer: a dismissed toast is removed after the delay.
  if (action.type === "DISMISS_TOAST") {
    if (action.toastId) addToRemoveQueue(action.toastId);
    else for (const t of memoryState.toasts) addToRemoveQueue(t.id);
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

export type ToastInput = Omit<ToasterToast, "id">;

/** Shows a toast, e.g. `toast({ title: "Saved", description: "…", variant: "destructive" })`. */
export function toast(props: ToastInput) {
  const id = genId();
  const update = (next: Partial<ToasterToast>) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast() {
  const state = useSyncExternalStore(
    subscribe,
    () => memoryState,
    () => emptyState,
  );
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  };
}
