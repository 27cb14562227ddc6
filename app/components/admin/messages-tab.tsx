import type { AdminMessage, Paged } from "#app/lib/server-types.ts";
import type { LeadListQuery } from "#domain/schemas/admin.ts";
import { LeadItem, LeadListSection } from "./lead-list.tsx";
import { StatCard, StatGrid } from "./stat-card.tsx";

export const LEAD_STATUS_OPTIONS = [
  { value: "all", label: "All" },
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
] as const;

export type MessagesData = Paged<AdminMessage> & { counts: { total: number; thisMonth: number; open: number } };

/** SPEC §2 Messages: name, e-mail, date and text; "No messages yet..." when there are none. */
export function MessagesTab({ data, query }: { data: MessagesData; query: LeadListQuery }) {
  return (
    <div className="grid gap-6">
      <StatGrid>
        <StatCard label="Total Messages" value={data.counts.total} />
        <StatCard label="This Month" value={data.counts.thisMonth} />
        <StatCard label="Open" value={data.counts.open} detail="Not yet handled" />
      </StatGrid>
      <LeadListSection
        tab="messages"
        title="Contact Messages"
        noun="messages"
        listLabel="Contact messages"
        data={data}
        query={query}
        statuses={LEAD_STATUS_OPTIONS}
        renderItem={(message) => (
          <LeadItem key={message.id} kind="message" lead={message}>
            <p className="mt-3 text-sm whitespace-pre-line break-words" dir="auto">
              {message.message}
            </p>
          </LeadItem>
        )}
      />
    </div>
  );
}
