import { Badge } from "#app/components/ui/badge.tsx";
import type { Paged } from "#app/lib/server-types.ts";
import type { CameFrom } from "#domain/analytics.ts";
import { CameFromLine } from "./came-from.tsx";
import { formatDateTime } from "./format.ts";
import { ListFilters, Pagination } from "./list-controls.tsx";
import { DeleteRecordButton, HandledToggle } from "./record-actions.tsx";
import { ADMIN_PANEL_ID } from "./tabs.ts";

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
            <h3 id={headingId} className="font-semibold" dir="auto">
              {title}
            </h3>
            {badges}
          </div>
          <p className="text-sm break-all" dir="ltr">
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

/**
 * A leads tab's list: its heading (with `toolbar` beside it), the search and status filter, the
 * records or the empty text ("No messages yet..."), and the pages.
 */
export function LeadListSection<Item>({
  tab,
  title,
  noun,
  listLabel,
  data,
  query,
  statuses,
  toolbar,
  renderItem,
}: {
  tab: "messages" | "career" | "newsletter";
  title: string;
  /** Plural, as in "Search messages" and "No messages yet...". */
  noun: string;
  listLabel: string;
  data: Paged<Item>;
  query: { q: string; status: string };
  statuses: readonly { value: string; label: string }[];
  toolbar?: React.ReactNode;
  renderItem: (item: Item) => React.ReactNode;
}) {
  const headingId = `admin-${tab}-heading`;
  const heading = (
    <h2 id={headingId} className="text-xl font-semibold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      {toolbar ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {toolbar}
        </div>
      ) : (
        heading
      )}
      <ListFilters tab={tab} noun={noun} q={query.q} status={query.status} statuses={statuses} />
      {data.items.length === 0 ? (
        <EmptyList
          searching={query.q !== "" || query.status !== "all"}
          empty={`No ${noun} yet...`}
          noMatch={`No ${noun} match this search.`}
        />
      ) : (
        <RecordList label={listLabel}>{data.items.map(renderItem)}</RecordList>
      )}
      <Pagination
        tab={tab}
        page={data.page}
        pageCount={data.pageCount}
        total={data.total}
        pageSize={data.pageSize}
        params={{ q: query.q, status: query.status }}
      />
    </section>
  );
}

/**
 * A message or an inquiry in its list: who it is from, when, its Handled/Open badge (after `badge`),
 * and the Mark as handled/open and Delete buttons. A handled one recedes a little.
 */
export function LeadItem({
  kind,
  lead,
  badge,
  children,
}: {
  kind: "message" | "inquiry";
  lead: { id: string; name: string; email: string; createdAt: Date; handledAt: Date | null; cameFrom: CameFrom | null };
  badge?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = `${kind}-${lead.id}`;
  return (
    <RecordItem
      headingId={headingId}
      title={lead.name}
      email={lead.email}
      date={lead.createdAt}
      muted={lead.handledAt !== null}
      badges={
        <>
          {badge}
          <HandledBadge handledAt={lead.handledAt} />
        </>
      }
      actions={
        <>
          <HandledToggle kind={kind} id={lead.id} handled={lead.handledAt !== null} describedBy={headingId} />
          <DeleteRecordButton
            kind={kind}
            id={lead.id}
            label={`from ${lead.name}`}
            describedBy={headingId}
            returnFocusTo={ADMIN_PANEL_ID}
          />
        </>
      }
    >
      {children}
      <CameFromLine cameFrom={lead.cameFrom} />
    </RecordItem>
  );
}
