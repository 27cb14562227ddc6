import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { Section } from "#app/components/landing/section.tsx";
import { SOLUTION_ICONS } from "#app/components/solution-icon.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { useContent, useLocalize } from "#app/lib/i18n.tsx";
import { lineClampClass, lineClampStyle } from "#app/lib/line-clamp.ts";
import { isPlainLeftClick, useReturnFocus } from "#app/lib/return-focus.ts";
import { DESCRIPTION_CLAMP_LINES } from "#domain/constants.ts";
import { type Solution, solutionHref } from "./solution-link.ts";

// The modal loads on the first card click: most visitors never open one.
const SolutionDialog = lazy(() =>
  import("#app/components/landing/solution-dialog.tsx").then((module) => ({ default: module.SolutionDialog })),
);

function SolutionCard({ solution, onOpen }: { solution: Solution; onOpen: (opener: HTMLElement) => void }) {
  const Icon = SOLUTION_ICONS[solution.icon];
  const localize = useLocalize();
  return (
    <li className="relative flex flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm transition-colors focus-within:border-primary hover:border-primary">
      <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold">
        {/* A real link to the solution page (works without JavaScript); with it, a plain click opens the modal. */}
        <Link
          to={localize(solutionHref(solution.id))}
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

/** Four solution cards; a card opens its details in a modal (SPEC §2 "Solutions"). */
export function SolutionsSection() {
  const { section: solutionsSection, items: solutions } = useContent("solutions");
  const [openId, setOpenId] = useState<string | null>(null);
  const selected = solutions.find((solution) => solution.id === openId);
  const returnFocus = useReturnFocus();

  return (
    <Section id="solutions" title={solutionsSection.title} estimatedHeight={1600} className="bg-muted/40">
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
      <Suspense>
        {selected && (
          <SolutionDialog
            solution={selected}
            offeringsTitle={solutionsSection.offeringsTitle}
            onClose={() => setOpenId(null)}
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          />
        )}
      </Suspense>
    </Section>
  );
}
