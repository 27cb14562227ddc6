import { Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Section } from "#app/components/landing/section.tsx";
import { SOLUTION_ICONS } from "#app/components/solution-icon.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
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
import { DESCRIPTION_CLAMP_LINES, SOLUTION_MODAL_SCROLL_DELAY_MS } from "#app/lib/constants.ts";
import { lineClampClass, lineClampStyle } from "#app/lib/line-clamp.ts";
import { isPlainLeftClick, useReturnFocus } from "#app/lib/return-focus.ts";
import { scrollToSection } from "#app/lib/scroll.ts";
import { solutions, solutionsSection } from "#content/solutions.ts";

type Solution = (typeof solutions)[number];

export const solutionHref = (id: string) => `/solutions/${id}`;

function SolutionCard({ solution, onOpen }: { solution: Solution; onOpen: (opener: HTMLElement) => void }) {
  const Icon = SOLUTION_ICONS[solution.icon];
  return (
    <li className="relative flex flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm transition-colors focus-within:border-primary hover:border-primary">
      <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold">
        {/* A real link to the solution page (works without JavaScript); with it, a plain click opens the modal. */}
        <Link
          to={solutionHref(solution.id)}
          className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
          onClick={(event) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            onOpen(event.currentTarget);
          }}
        >
          {solution.title}
        </Link>
      </h3>
      <p className={`${lineClampClass} text-sm text-muted-foreground`} style={lineClampStyle(DESCRIPTION_CLAMP_LINES)}>
        {solution.description}
      </p>
      <Badge variant="secondary" className="mt-auto">
        {solution.category}
      </Badge>
    </li>
  );
}

function SolutionDialogBody({
  solution,
  onNavigate,
  onRequestConsultation,
}: {
  solution: Solution;
  onNavigate: () => void;
  onRequestConsultation: () => void;
}) {
  const Icon = SOLUTION_ICONS[solution.icon];
  return (
    <>
      <DialogHeader>
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <DialogTitle>{solution.title}</DialogTitle>
        <DialogDescription>{solution.description}</DialogDescription>
      </DialogHeader>
      <div>
        <h3 id="solution-offerings-heading" className="font-semibold">
          {solutionsSection.offeringsTitle}
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
          <Link to={solutionHref(solution.id)} onClick={onNavigate}>
            View Full Details
          </Link>
        </Button>
        <Button variant="secondary" onClick={onRequestConsultation}>
          Request Consultation
        </Button>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

/** Four solution cards; a card opens its details in a modal (SPEC §2 "Solutions"). */
export function SolutionsSection() {
  const [openId, setOpenId] = useState<string | null>(null);
  const selected = solutions.find((solution) => solution.id === openId);
  const returnFocus = useReturnFocus();
  const scrollTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  const requestConsultation = () => {
    setOpenId(null);
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => scrollToSection("contact"), SOLUTION_MODAL_SCROLL_DELAY_MS);
  };

  return (
    <Section id="solutions" title={solutionsSection.title} className="bg-muted/40">
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{solutionsSection.subtitle}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {solutions.map((solution) => (
          <SolutionCard
            key={solution.id}
            solution={solution}
            onOpen={(opener) => {
              returnFocus.remember(opener);
              setOpenId(solution.id);
            }}
          />
        ))}
      </ul>
      <Dialog open={selected !== undefined} onOpenChange={(open) => !open && setOpenId(null)}>
        {selected && (
          <DialogContent
            className="sm:max-w-2xl"
            showCloseButton={false}
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          >
            <SolutionDialogBody
              solution={selected}
              onNavigate={() => setOpenId(null)}
              onRequestConsultation={requestConsultation}
            />
          </DialogContent>
        )}
      </Dialog>
    </Section>
  );
}
