import { Link } from "react-router";
import { Check } from "#app/components/icons.tsx";
import { SectionLink } from "#app/components/section-link.tsx";
import { SOLUTION_ICONS } from "#app/components/solution-icon.tsx";
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
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { scrollToSection } from "#app/lib/scroll.ts";
import { SOLUTION_MODAL_SCROLL_DELAY_MS } from "#domain/constants.ts";
import { type Solution, solutionHref } from "./solution-link.ts";

/**
 * One solution's details in a modal (SPEC §2 "Solutions"). Its own module so the landing page loads
 * it on the first card click, not up front.
 */
export function SolutionDialog({
  solution,
  offeringsTitle,
  onClose,
  onCloseAutoFocus,
}: {
  solution: Solution;
  offeringsTitle: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const Icon = SOLUTION_ICONS[solution.icon];
  const t = useT("landing");
  const localize = useLocalize();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" showCloseButton={false} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{solution.title}</DialogTitle>
          <DialogDescription>{solution.description}</DialogDescription>
        </DialogHeader>
        <div>
          <h3 id="solution-offerings-heading" className="font-semibold">
            {offeringsTitle}
          </h3>
          <ul aria-labelledby="solution-offerings-heading" className="mt-3 space-y-2 text-sm">
            {solution.offerings.map((offering) => (
              <li key={offering} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{offering}</span>
              </li>
            ))}
          </ul>
        </div>
        <DialogFooter>
          <Button asChild>
            <Link to={localize(solutionHref(solution.id))} onClick={onClose}>
              {t("solutions.viewDetails")}
            </Link>
          </Button>
          {/* Booking, with this solution as the topic (issue #20); the contact form stays for the rest. */}
          <Button asChild variant="secondary">
            <Link to={localize(`/book?topic=${solution.id}`)} onClick={onClose}>
              {t("solutions.requestConsultation")}
            </Link>
          </Button>
          {/* SPEC §2's path to the contact form, one click away (decision 024): the modal closes, then
              the page scrolls to Contact once it has gone. */}
          <Button asChild variant="ghost">
            <SectionLink
              section="contact"
              onClick={(event) => {
                event.preventDefault();
                onClose();
                window.setTimeout(() => scrollToSection("contact"), SOLUTION_MODAL_SCROLL_DELAY_MS);
              }}
            >
              {t("consultation.writeInstead")}
            </SectionLink>
          </Button>
          <DialogClose asChild>
            <Button variant="outline">{t("dialog.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
