import { useCallback, useEffect, useState } from "react";
import { Pencil, Plus, Trash2 } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { type ToastInput, toast } from "#app/components/ui/use-toast.ts";
import { adminRequest } from "./admin-api.ts";

/** An admin list from the JSON API (`{ data: [...] }`), with the failure as "status: message"; refresh after each change. */
export function useAdminList<Item>(url: string) {
  const [items, setItems] = useState<Item[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    const result = await adminRequest<{ data: Item[] }>("GET", url);
    if (result.ok) {
      setItems(result.data.data);
      setError(null);
    } else {
      setError(`${result.status}: ${result.message}`);
    }
  }, [url]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { items, error, refresh };
}

/**
 * Asks `question`, then deletes. A failure toasts the server's message (or `failure`, when given);
 * a success toasts `success`. Resolves whether it was deleted.
 */
export async function confirmAndDelete(
  question: string,
  url: string,
  toasts: { success: ToastInput; failure?: string },
) {
  if (!window.confirm(question)) return false;
  const result = await adminRequest("DELETE", url);
  if (!result.ok) {
    toast({ variant: "destructive", title: "Error", description: toasts.failure ?? result.message });
    return false;
  }
  toast(toasts.success);
  return true;
}

/** A content tab's heading with its Add/New button. */
export function AdminTabHeader({
  headingId,
  title,
  addLabel,
  onAdd,
}: {
  headingId: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}

/** A list's load error, its "Loading..." line before the first answer, and its empty text. */
export function AdminListStatus({
  items,
  error,
  loading,
  empty,
}: {
  items: readonly unknown[] | null;
  error: string | null;
  loading: string;
  empty: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-error">
          {error}
        </p>
      )}
      {!items && !error && (
        <p role="status" className="text-muted-foreground">
          {loading}
        </p>
      )}
      {items?.length === 0 && <p className="text-muted-foreground">{empty}</p>}
    </>
  );
}

/** A list item's Edit and Delete icon buttons, named after the item for screen readers. */
export function EditDeleteButtons({
  itemName,
  onEdit,
  onDelete,
}: {
  /** "Murabaha explained", or "Ann's testimonial": read as "Edit …" and "Delete …". */
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="outline" size="icon" onClick={onEdit} aria-label={`Edit ${itemName}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="outline" size="icon" onClick={onDelete} aria-label={`Delete ${itemName}`}>
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}
