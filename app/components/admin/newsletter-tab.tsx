import { Download } from "#app/components/icons.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { AdminSubscriber, Paged } from "#app/lib/server-types.ts";
import type { NewsletterIssuesData } from "#app/routes/admin/newsletter.server.ts";
import type { SubscriberListQuery } from "#domain/schemas/admin.ts";
import { CameFromLine } from "./came-from.tsx";
import { formatDate } from "./format.ts";
import { LeadListSection } from "./lead-list.tsx";
import { NewsletterIssues } from "./newsletter-issues.tsx";
import { DeleteRecordButton } from "./record-actions.tsx";
import { StatCard, StatGrid } from "./stat-card.tsx";
import { ADMIN_PANEL_ID } from "./tabs.ts";

export const SUBSCRIBER_CSV_PATH = "/api/admin/newsletter/subscribers.csv";

const STATUS_OPTIONS = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "pending", label: "Pending" },
  { value: "unsubscribed", label: "Unsubscribed" },
  { value: "bounced", label: "Bounced" },
  { value: "complained", label: "Complained" },
] as const;

const STATUS_BADGES: Record<
  AdminSubscriber["status"],
  { label: string; variant: "default" | "secondary" | "outline" }
> = {
  active: { label: "Active", variant: "default" },
  pending: { label: "Pending", variant: "outline" },
  unsubscribed: { label: "Unsubscribed", variant: "secondary" },
  bounced: { label: "Bounced", variant: "outline" },
  complained: { label: "Complained", variant: "outline" },
};

export type SubscribersData = Paged<AdminSubscriber> & {
  counts: {
    total: number;
    thisMonth: number;
    active: number;
    pending: number;
    unsubscribed: number;
    bounced: number;
    complained: number;
  };
};

/**
 * SPEC §2 Newsletter: the total and "this month" counts, each subscriber's e-mail, name and date with
 * an Active or Unsubscribed badge (Pending until the double opt-in is confirmed), and CSV export.
 */
export function NewsletterTab({
  data,
  query,
  issues,
}: {
  data: SubscribersData;
  query: SubscriberListQuery;
  issues: NewsletterIssuesData;
}) {
  return (
    <div className="grid gap-6">
      <NewsletterIssues data={issues} />
      <StatGrid>
        <StatCard label="Total Subscribers" value={data.counts.total} />
        <StatCard label="This Month" value={data.counts.thisMonth} detail="Subscribed within the last month" />
        <StatCard
          label="Active"
          value={data.counts.active}
          detail={`${data.counts.unsubscribed} unsubscribed, ${data.counts.bounced} bounced, ${data.counts.complained} complained`}
        />
        <StatCard label="Pending" value={data.counts.pending} detail="Not yet confirmed" />
      </StatGrid>
      <LeadListSection
        tab="newsletter"
        title="Newsletter Subscribers"
        noun="subscribers"
        listLabel="Newsletter subscribers"
        data={data}
        query={query}
        statuses={STATUS_OPTIONS}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <a href={`${SUBSCRIBER_CSV_PATH}?status=active`} download className={buttonVariants({ size: "sm" })}>
              <Download aria-hidden="true" />
              Export active (CSV)
            </a>
            <a
              href={`${SUBSCRIBER_CSV_PATH}?status=all`}
              download
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <Download aria-hidden="true" />
              Export all (CSV)
            </a>
          </div>
        }
        renderItem={(subscriber) => {
          const headingId = `subscriber-${subscriber.id}`;
          const badge = STATUS_BADGES[subscriber.status];
          return (
            <li
              key={subscriber.id}
              aria-labelledby={headingId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={headingId} className="font-semibold break-all">
                    {subscriber.email}
                  </h3>
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                </div>
                {subscriber.name ? (
                  <p className="text-sm" dir="auto">
                    {subscriber.name}
                  </p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  Subscribed{" "}
                  <time dateTime={subscriber.subscribedAt.toISOString()}>{formatDate(subscriber.subscribedAt)}</time>
                  {subscriber.unsubscribedAt ? (
                    <>
                      {" "}
                      · unsubscribed{" "}
                      <time dateTime={subscriber.unsubscribedAt.toISOString()}>
                        {formatDate(subscriber.unsubscribedAt)}
                      </time>
                    </>
                  ) : null}
                </p>
                <CameFromLine cameFrom={subscriber.cameFrom} />
              </div>
              <DeleteRecordButton
                kind="subscriber"
                id={subscriber.id}
                label={subscriber.email}
                describedBy={headingId}
                returnFocusTo={ADMIN_PANEL_ID}
              />
            </li>
          );
        }}
      />
    </div>
  );
}
