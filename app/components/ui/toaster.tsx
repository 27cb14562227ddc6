import { Toast, ToastClose, ToastDescription, ToastTitle, ToastViewport } from "#app/components/ui/toast.tsx";
import { useToast } from "#app/components/ui/use-toast.ts";

/** Renders the toasts `toast()` shows (at most TOAST_LIMIT at a time). */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastViewport>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
    </ToastViewport>
  );
}
