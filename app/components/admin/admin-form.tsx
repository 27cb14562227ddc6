import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import type { AdminActionResult, PostKind } from "#domain/admin-actions.ts";
import { useResultToast } from "./record-actions.tsx";

type StringKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/**
 * What every admin editor keeps: the form's values (refilled from the record each time the dialog
 * opens), the server's field errors and the saving flag, plus the save call. Saving posts to the
 * section's own action (the route the dialog is on) through a fetcher, so the page's loader refreshes the list afterwards, and the
 * action's answer is the toast. A field's server error shows only while the field still holds the
 * value the server refused, so editing the field clears it (the errors of fields left alone stay).
 */
export function useAdminForm<Values, Item>(open: boolean, item: Item, valuesOf: (item: Item) => Values) {
  const formId = useId().replace(/:/g, "");
  const [values, setValues] = useState<Values>(() => valuesOf(item));
  // The server's field errors with the values it refused (null before the first refusal).
  const [rejected, setRejected] = useState<{ errors: Record<string, string>; values: Values } | null>(null);
  const fetcher = useFetcher<AdminActionResult>();
  const saving = fetcher.state !== "idle";
  const settle = useRef<((saved: boolean) => void) | null>(null);
  const submitted = useRef<Values>(values);
  useResultToast(fetcher.data);
  // The answer: the server's field errors, and whoever awaits the save learns how it went.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !settle.current) return;
    const result = fetcher.data;
    const errors = !result.ok && "errors" in result ? (result.errors ?? {}) : {};
    setRejected({ errors, values: submitted.current });
    settle.current(result.ok);
    settle.current = null;
  }, [fetcher.state, fetcher.data]);

  // Each opening starts from the record being edited (or a blank form).
  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(item));
    setRejected(null);
  }, [open, item, valuesOf]);

  // Only the refusals of fields that still hold the refused value.
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(rejected?.errors ?? {})) {
    if (Object.is(rejected?.values[name as keyof Values], values[name as keyof Values])) errors[name] = message;
  }

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  /** A `FormField`'s id, name, label and server error for one value. */
  const field = (name: keyof Values & string, label: string) => ({ formId, name, label, error: errors[name] });
  /** `value` and `onChange` for a text control bound to one value. */
  const bind = <K extends StringKeys<Values>>(name: K) => ({
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value as Values[K]),
  });

  /** Saves the item (`id` null creates one); resolves whether it was saved. `label` names it in the notice. */
  function save(kind: PostKind, id: string | null, payload: unknown, label = "") {
    settle.current?.(false);
    submitted.current = values;
    const input = { intent: "save", kind, id, label, input: payload } as Parameters<typeof fetcher.submit>[0];
    void fetcher.submit(input, { method: "post", encType: "application/json" });
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }

  return { formId, values, setValues, saving, set, field, bind, save, errors };
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
