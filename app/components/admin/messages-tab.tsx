import type { LeadListQuery } from "#app/lib/schemas/admin.ts";
import type { AdminMessage, Paged } from "#server/services/dashboard.ts";
import { EmptyList, HandledBadge, RecordItem, RecordList } from "./lead-list.tsx";
import { ListFilters, Pagination } from "./list-controls.tsx";
import { DeleteRecordButton, HandledToggle } from "./record-actions.tsx";
import { StatCard, StatGrid } from "./stat-card.tsx";
import { panelDomId } from "./tabs.ts";

export const LEAD_STATUS_OPTIONS = [
  { value: "all", label: "All" },
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
] as const;

export type MessagesData = Paged<AdminMessage> & { counts: { total: number; thisMonth: number; open: number } };

/** SPEC §2 Messages: name, e-mail, date and text; "No messages yet..." when there are none. */
export function MessagesTab({ data, query }: { data: MessagesData; query: LeadListQuery }) {
  const searching = query.q !== "" || query.status !== "all";
  return (
    <div className="grid gap-6">
      <StatGrid>
        <StatCard label="Total Messages" value={data.counts.total} />
        <StatCard label="This Month" value={data.counts.thisMonth} />
        <StatCard label="Open" value={data.counts.open} detail="Not yet handled" />
      </StatGrid>
      <section aria-labelledby="admin-messages-heading" className="grid gap-4">
        <h2 id="admin-messages-heading" className="text-xl font-semibold">
          Contact Messages
        </h2>
        <ListFilters tab="messages" noun="messages" q={query.q} status={query.status} statuses={LEAD_STATUS_OPTIONS} />
        {data.items.length === 0 ? (
          <EmptyList searching={searching} empty="No messages yet..." noMatch="No messages match this search." />
        ) : (
          <RecordList label="Contact messages">
            {data.items.map((message) => {
              const headingId = `message-${message.id}`;
              return (
                <RecordItem
                  key={message.id}
                  headingId={headingId}
                  title={message.name}
                  email={message.email}
                  date={message.createdAt}
                  badges={<HandledBadge handledAt={message.handledAt} />}
                  muted={message.handledAt !== null}
                  actions={
                    <>
                      <HandledToggle
                        kind="message"
                        id={message.id}
                        handled={message.handledAt !== null}
                        describedBy={headingId}
                      />
                      <DeleteRecordButton
                        kind="message"
                        id={message.id}
                        label={`from ${message.name}`}
                        describedBy={headingId}
                        returnFocusTo={panelDomId("messages")}
                      />
                    </>
                  }
                >
                  <p className="mt-3 text-sm whitespace-pre-line break-words">{message.message}</p>
                </RecordItem>
              );
            })}
          </RecordList>
        )}
        <Pagination
          tab="messages"
          page={data.page}
          pageCount={data.pageCount}
          total={data.total}
          pageSize={data.pageSize}
          params={{ q: query.q, status: query.status }}
        />
      </section>
    </div>
  );
}
