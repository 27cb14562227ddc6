import { CircleAlert } from "#app/components/icons.tsx";

/**
 * The SPEC §8 alert a live-data tool shows when its API fails (announced to screen readers). Its text
 * is the error token, not destructive: the destructive red is a fill colour, 3.6:1 on a dark card.
 */
export function ErrorAlert({ children }: { children: string }) {
  return (
    <div role="alert" className="mt-4 flex gap-3 rounded-lg border border-destructive/50 p-4 text-sm text-error">
      <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
