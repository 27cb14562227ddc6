import { useEffect, useId, useRef } from "react";
import { X } from "#app/components/icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ADMIN_LINK_COMMAND, AUTH_PATHS, authHref, type SignInNotice } from "#app/lib/auth.ts";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * The "Admin Access" dialog (SPEC §2 "Header"): a native modal `<dialog>` (focus moves in, the page
 * behind is inert, Escape closes it, focus returns to the opener), closed by its Close button or a
 * press on the backdrop. `notice` explains why the server sent the visitor back. Without an identity
 * provider (`signInConfigured` false) there is nothing to press: it says how the owner signs in
 * instead, with the one-time link. Its words follow the page's language; the command stays left to right.
 */
export function AdminAccessDialog({
  open,
  onClose,
  notice,
  signInConfigured,
}: {
  open: boolean;
  onClose: () => void;
  notice: SignInNotice | null;
  signInConfigured: boolean;
}) {
  const t = useT("ui");
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // The dialog box is all padding-free content, so a click whose target is the dialog itself landed
  // on the backdrop. (The keyboard closes it with Escape, natively.)
  useEffect(() => {
    const dialog = ref.current;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog?.close();
    };
    dialog?.addEventListener("click", onClick);
    return () => dialog?.removeEventListener("click", onClick);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border bg-background p-0 text-foreground shadow-lg backdrop:bg-black/70 open:animate-fade-in"
    >
      <div className="relative grid gap-4 p-6">
        <div className="flex flex-col gap-2 pe-8">
          <h2 id={titleId} className="text-xl leading-tight font-semibold">
            {t("signIn.title")}
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {signInConfigured ? t("signIn.description") : t("signIn.descriptionLinkOnly")}
          </p>
        </div>
        {!signInConfigured ? (
          <div role="status" className="rounded-md border bg-muted/50 p-3 text-sm">
            <p>{t("signIn.notConfigured")}</p>
            <code
              dir="ltr"
              className="mt-2 block rounded bg-background px-2 py-1 text-start font-mono text-xs break-all"
            >
              {ADMIN_LINK_COMMAND}
            </code>
          </div>
        ) : (
          <>
            {notice && (
              <div role="status" className="rounded-md border bg-muted/50 p-3 text-sm">
                <p>{notice === "unavailable" ? t("signIn.notConfigured") : t("signIn.failed")}</p>
                {notice === "unavailable" && (
                  <code
                    dir="ltr"
                    className="mt-2 block rounded bg-background px-2 py-1 text-start font-mono text-xs break-all"
                  >
                    {ADMIN_LINK_COMMAND}
                  </code>
                )}
              </div>
            )}
            <a href={authHref(AUTH_PATHS.signIn, locale)} className={cn(buttonVariants(), "w-full")}>
              {t("signIn.button")}
            </a>
          </>
        )}
        <form method="dialog" className="absolute top-4 end-4">
          <button
            type="submit"
            className="rounded-sm bg-background p-1 text-muted-foreground transition-colors hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{t("dialog.close")}</span>
          </button>
        </form>
      </div>
    </dialog>
  );
}
