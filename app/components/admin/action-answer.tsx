import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { type AdminActionResult, type AdminKind, RECORD_NOUNS } from "#domain/admin-actions.ts";
import { type AdminSectionId, adminHref } from "./tabs.ts";

const SECTION_OF: Record<AdminKind, AdminSectionId> = {
  message: "messages",
  inquiry: "career",
  subscriber: "newsletter",
  article: "articles",
  testimonial: "testimonials",
  "network-link": "network",
  image: "media",
};

/**
 * What a section's action answered a plain form post (without JavaScript): the "are you sure" form of
 * a delete, or the answer's line. With JavaScript fetchers answer with toasts and dialogs instead.
 * Each section's route renders it, so the confirmation posts back to that route's action.
 */
export function ActionAnswer({ answer }: { answer: AdminActionResult | undefined }) {
  if (!answer) return null;
  if ("confirm" in answer) return <DeleteConfirmation {...answer.confirm} />;
  return (
    <p role="status" className={answer.ok ? "text-sm" : "text-sm text-error"}>
      {answer.message}
      {/* Without JavaScript the new calendar feed address is shown here, once. */}
      {answer.ok && answer.feedUrl ? (
        <>
          {" "}
          <code dir="ltr" className="break-all">
            {answer.feedUrl}
          </code>
        </>
      ) : null}
    </p>
  );
}

/** The no-JavaScript confirmation for a delete (with JavaScript a dialog asks instead). */
function DeleteConfirmation({ kind, id, label }: { kind: AdminKind; id: string; label: string }) {
  const noun = RECORD_NOUNS[kind];
  return (
    <section role="alert" aria-label={`Delete this ${noun}?`} className="rounded-lg border border-destructive p-4">
      <p className="font-medium">
        Are you sure you want to delete the {noun} {label}? This cannot be undone.
      </p>
      <Form method="post" className="mt-3 flex gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit" variant="destructive">
          Delete
        </Button>
        <Link to={adminHref(SECTION_OF[kind])} className={buttonVariants({ variant: "outline" })}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

/** A section's page: the answer to a plain form post above what the section shows. */
export function AdminSection({ answer, children }: { answer?: AdminActionResult; children: React.ReactNode }) {
  return (
    <div className="grid gap-6">
      <ActionAnswer answer={answer} />
      {children}
    </div>
  );
}
