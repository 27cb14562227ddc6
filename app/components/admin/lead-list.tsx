import { Badge } from "#app/components/ui/badge.tsx";
import { formatDateTime } from "./format.ts";

/** A list of records as an accessible list; each item is an article headed by who it is from. */
export function RecordList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {children}
    </ul>
  );
}

export function RecordItem({
  headingId,
  title,
  email,
  date,
  badges,
  actions,
  children,
  muted,
}: {
  headingId: string;
  title: string;
  email: string;
  date: Date;
  badges?: React.ReactNode;
  actions: React.ReactNode;
  children?: React.ReactNode;
  /** Handled records recede a little. */
  muted?: boolean;
}) {
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-lg border bg-card p-4 text-card-foreground shadow-sm ${muted ? "opacity-80" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold">
              {title}
            </h3>
            {badges}
          </div>
          <p className="text-sm break-all">
            <a href={`mailto:${email}`} className="text-primary underline-offset-4 hover:underline">
              {email}
            </a>
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {children}
    </li>
  );
}

export function HandledBadge({ handledAt }: { handledAt: Date | null }) {
  return handledAt ? (
    <Badge variant="secondary" title={`Handled ${formatDateTime(handledAt)}`}>
      Handled
    </Badge>
  ) : (
    <Badge variant="outline">Open</Badge>
  );
}

/** The empty state: the spec's text when there is nothing at all, a plainer one when a search finds nothing. */
export function EmptyList({ searching, empty, noMatch }: { searching: boolean; empty: string; noMatch: string }) {
  return (
    <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
      {searching ? noMatch : empty}
    </p>
  );
}
