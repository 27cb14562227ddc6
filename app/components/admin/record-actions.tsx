import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Check, RotateCcw, Trash2 } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { type AdminActionResult, type AdminKind, RECORD_NOUNS, type RecordKind } from "#domain/admin-actions.ts";

/**
 * Shows the action's answer as a toast as soon as it comes back; with `keepErrors` a refusal stays
 * until it is closed (it may list what to do first, longer than a toast's few seconds allow to read).
 */
export function useResultToast(data: AdminActionResult | undefined, onOk?: () => void, keepErrors = false) {
  const shown = useRef<AdminActionResult | undefined>(undefined);
  useEffect(() => {
    if (!data || shown.current === data || !("message" in data)) return;
    shown.current = data;
    toast(
      data.ok
        ? { title: data.title ?? "Success", description: data.message || undefined }
        : {
            title: "Error",
            description: data.message,
            variant: "destructive",
            ...(keepErrors ? { duration: Number.POSITIVE_INFINITY } : {}),
          },
    );
    if (data.ok) onOk?.();
  }, [data, onOk, keepErrors]);
}

/**
 * "Mark as handled" / "Mark as open" for a message or inquiry: a form posting to the page's action,
 * so it works without JavaScript; with it, the button flips at once and the lists refresh.
 */
export function HandledToggle({
  kind,
  id,
  handled,
  describedBy,
}: {
  kind: Extract<RecordKind, "message" | "inquiry">;
  id: string;
  handled: boolean;
  describedBy: string;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  const pendingValue = fetcher.formData?.get("handled");
  const shown = pendingValue === undefined || pendingValue === null ? handled : pendingValue === "true";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="set-handled" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="handled" value={String(!shown)} />
      <Button type="submit" variant="outline" size="sm" aria-describedby={describedBy}>
        {shown ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
        {shown ? "Mark as open" : "Mark as handled"}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The one fetcher every Delete button submits through. A delete's answer and the refreshed list
 * (without the row) can arrive in one render: then the row, its button and their effects are gone
 * before the answer is shown. Through a shared key the answer reaches `DeleteResult`, which the admin
 * page keeps mounted outside the lists.
 */
const DELETE_FETCHER_KEY = "admin-delete";

/**
 * What a Delete answered, as a toast, and focus moved to the place the deleted row's button named
 * (`returnFocusTo`, sent along with the delete; the action ignores it). Mounted once, by the admin page.
 */
export function DeleteResult() {
  const fetcher = useFetcher<AdminActionResult>({ key: DELETE_FETCHER_KEY });
  const focusTarget = useRef<string | null>(null);
  const submitted = fetcher.formData?.get("returnFocusTo");
  useEffect(() => {
    if (typeof submitted === "string") focusTarget.current = submitted;
  }, [submitted]);
  useResultToast(
    fetcher.data,
    () => {
      const id = focusTarget.current;
      if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
    },
    true,
  );
  return null;
}

/**
 * Delete with a confirmation dialog, for every kind the dashboard lists (the one confirmation the
 * admin uses). Without JavaScript the button posts unconfirmed and the page answers with an inline
 * "are you sure" form instead (see the section's action and ActionAnswer).
 */
export function DeleteRecordButton({
  kind,
  id,
  label,
  describedBy,
  returnFocusTo,
  iconFor,
  variant = "outline",
}: {
  kind: AdminKind;
  id: string;
  /** Who or what the record is about, for the question ("the message from Ann") and the notice. */
  label: string;
  describedBy?: string;
  /** Where focus goes once the record (and this button) is gone. */
  returnFocusTo: string;
  /** An icon-only button named "Delete <iconFor>" instead of the text button. */
  iconFor?: string;
  variant?: "outline" | "ghost";
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const fetcher = useFetcher<AdminActionResult>({ key: DELETE_FETCHER_KEY });
  const busy = open && fetcher.state !== "idle";
  // The toast and the focus are `DeleteResult`'s; here the dialog closes, if the row is still there:
  // after a refusal too (an image still in use), so the error is not left behind an open question,
  // and focus goes back to this Delete button.
  const answered = useRef<AdminActionResult | undefined>(undefined);
  useEffect(() => {
    if (!open || !fetcher.data || fetcher.data === answered.current) return;
    answered.current = fetcher.data;
    deleted.current = fetcher.data.ok;
    setOpen(false);
  }, [open, fetcher.data]);
  const noun = RECORD_NOUNS[kind];

  return (
    <>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="label" value={label} />
        <Button
          ref={trigger}
          type="submit"
          variant={variant}
          size={iconFor ? "icon" : "sm"}
          aria-describedby={describedBy}
          aria-label={iconFor ? `Delete ${iconFor}` : undefined}
          className={iconFor ? undefined : "text-error"}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            // Only an answer that comes after this opening is this dialog's (the fetcher is shared).
            answered.current = fetcher.data;
            setOpen(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          {iconFor ? null : "Delete"}
        </Button>
      </fetcher.Form>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // Back to this Delete button, or (once the record is gone) to the list's panel.
            event.preventDefault();
            if (deleted.current) document.getElementById(returnFocusTo)?.focus();
            else trigger.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete this {noun}?</DialogTitle>
            <DialogDescription>
              Are you sure you want to delete the {noun} {label}? This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={() =>
                fetcher.submit(
                  { intent: "delete", kind, id, label, confirmed: "yes", returnFocusTo },
                  { method: "post" },
                )
              }
            >
              {busy ? "Deleting..." : "Delete"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
