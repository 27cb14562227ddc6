import { Toast, ToastClose, ToastDescription, ToastTitle } from "#app/components/ui/toast.tsx";
import type { ToasterToast } from "#app/components/ui/use-toast.ts";

/** The toasts themselves, loaded with the first one (components/ui/toaster.tsx). */
export function ToastList({ toasts }: { toasts: ToasterToast[] }) {
  return toasts.map(({ id, title, description, action, ...props }) => (
    <Toast key={id} {...props}>
      <div className="grid gap-1">
        {title && <ToastTitle>{title}</ToastTitle>}
        {description && <ToastDescription>{description}</ToastDescription>}
      </div>
      {action}
      <ToastClose />
    </Toast>
  ));
}
