import { Pencil, Plus } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { PostKind } from "#domain/admin-actions.ts";
import { DeleteRecordButton } from "./record-actions.tsx";

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

/** A list's empty text. */
export function AdminListEmpty({ items, empty }: { items: readonly unknown[]; empty: string }) {
  return items.length === 0 ? <p className="text-muted-foreground">{empty}</p> : null;
}

/** A list item's Edit and Delete icon buttons, named after the item for screen readers. */
export function EditDeleteButtons({
  itemName,
  onEdit,
  kind,
  id,
  label,
  returnFocusTo,
}: {
  /** "Murabaha explained", or "Ann's testimonial": read as "Edit …" and "Delete …". */
  itemName: string;
  onEdit: () => void;
  kind: PostKind;
  id: string;
  /** What the confirmation and the notice call the item. */
  label: string;
  returnFocusTo: string;
}) {
  return (
    <>
      <Button variant="outline" size="icon" onClick={onEdit} aria-label={`Edit ${itemName}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <DeleteRecordButton kind={kind} id={id} label={label} iconFor={itemName} returnFocusTo={returnFocusTo} />
    </>
  );
}
