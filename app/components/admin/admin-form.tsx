import { type ChangeEvent, useEffect, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { type ToastInput, toast } from "#app/components/ui/use-toast.ts";
import { adminRequest } from "./admin-api.ts";

type StringKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/**
 * What every admin editor dialog keeps: the form's values (refilled from the record each time the
 * dialog opens), the server's field errors and the saving flag, plus the save call with its toasts.
 * A field's server error shows only while the field still holds the value the server refused, so
 * editing the field clears it (and the errors of the fields left alone stay).
 */
export function useAdminForm<Values, Item>(open: boolean, item: Item, valuesOf: (item: Item) => Values) {
  const formId = useId().replace(/:/g, "");
  const [values, setValues] = useState<Values>(() => valuesOf(item));
  // The server's field errors with the values it refused (null before the first refusal).
  const [rejected, setRejected] = useState<{ errors: Record<string, string>; values: Values } | null>(null);
  const [saving, setSaving] = useState(false);

  // Each opening starts from the record being edited (or a blank form).
  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(item));
    setRejected(null);
  }, [open, item, valuesOf]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  /** A `FormField`'s id, name, label and server error for one value. */
  const field = (name: keyof Values & string, label: string) => {
    const edited = rejected && !Object.is(rejected.values[name], values[name]);
    return { formId, name, label, error: edited ? undefined : rejected?.errors[name] };
  };
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
      setRejected({ errors: result.errors ?? {}, values });
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
