import { type ChangeEvent, useEffect, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { type ToastInput, toast } from "#app/components/ui/use-toast.ts";
import { adminRequest } from "./admin-api.ts";

type StringKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/**
 * What every admin editor dialog keeps: the form's values (refilled from the record each time the
 * dialog opens), the server's field errors and the saving flag, plus the save call with its toasts.
 */
export function useAdminForm<Values, Item>(open: boolean, item: Item, valuesOf: (item: Item) => Values) {
  const formId = useId().replace(/:/g, "");
  const [values, setValues] = useState<Values>(() => valuesOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // Each opening starts from the record being edited (or a blank form).
  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(item));
    setErrors({});
  }, [open, item, valuesOf]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  /** A `FormField`'s id, name, label and server error for one value. */
  const field = (name: keyof Values & string, label: string) => ({ formId, name, label, error: errors[name] });
  /** `value` and `onChange` for a text control bound to one value. */
  const bind = <K extends StringKeys<Values>>(name: K) => ({
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value as Values[K]),
  });

  /**
   * Sends the form. A failure shows the server's field errors and its message (or `failure`); a
   * success shows `success`. Resolves whether it was saved.
   */
  async function save(
    method: "POST" | "PUT",
    url: string,
    payload: unknown,
    toasts: { success: ToastInput; failure?: string },
  ) {
    setSaving(true);
    const result = await adminRequest(method, url, payload);
    setSaving(false);
    if (!result.ok) {
      setErrors(result.errors ?? {});
      toast({ variant: "destructive", title: "Error", description: result.message || toasts.failure });
      return false;
    }
    toast(toasts.success);
    return true;
  }

  return { formId, values, setValues, saving, set, field, bind, save };
}

/** An editor dialog's Cancel and submit buttons; the submit button says "Saving..." while it waits. */
export function AdminDialogFooter({
  onCancel,
  saving,
  submitLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : submitLabel}
      </Button>
    </DialogFooter>
  );
}
