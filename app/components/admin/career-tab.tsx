import { ExternalLink, Phone } from "#app/components/icons.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import type { AdminInquiry, Paged } from "#app/lib/server-types.ts";
import type { LeadListQuery } from "#domain/schemas/admin.ts";
import { LeadItem, LeadListSection } from "./lead-list.tsx";
import { LEAD_STATUS_OPTIONS } from "./messages-tab.tsx";
import { StatCard, StatGrid } from "./stat-card.tsx";

export const INQUIRY_TYPE_LABELS: Record<AdminInquiry["inquiryType"], string> = {
  fulltime: "Full-time",
  freelance: "Freelance",
  collaboration: "Collaboration",
  consulting: "Consulting",
  other: "Other",
};

export type InquiriesData = Paged<AdminInquiry> & {
  counts: { total: number; thisMonth: number; fulltime: number; open: number };
};

/** Only http(s) addresses become links (the form allows nothing else; this holds for older rows too). */
const safeUrl = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);

/** SPEC §2 Career: total, this month and full-time counts; each inquiry with its links in a new tab. */
export function CareerTab({ data, query }: { data: InquiriesData; query: LeadListQuery }) {
  return (
    <div className="grid gap-6">
      <StatGrid>
        <StatCard label="Total Inquiries" value={data.counts.total} />
        <StatCard label="This Month" value={data.counts.thisMonth} />
        <StatCard label="Full-time" value={data.counts.fulltime} />
        <StatCard label="Open" value={data.counts.open} detail="Not yet handled" />
      </StatGrid>
      <LeadListSection
        tab="career"
        title="Career Inquiries"
        noun="inquiries"
        listLabel="Career inquiries"
        data={data}
        query={query}
        statuses={LEAD_STATUS_OPTIONS}
        renderItem={(inquiry) => {
          const links = [
            { label: "LinkedIn", href: safeUrl(inquiry.linkedinUrl) },
            { label: "Portfolio", href: safeUrl(inquiry.portfolioUrl) },
            { label: "Resume", href: safeUrl(inquiry.resumeUrl) },
          ].filter((link) => link.href !== null);
          return (
            <LeadItem
              key={inquiry.id}
              kind="inquiry"
              lead={inquiry}
              badge={<Badge>{INQUIRY_TYPE_LABELS[inquiry.inquiryType]}</Badge>}
            >
              {inquiry.phone ? (
                <p className="mt-1 flex items-center gap-1 text-sm">
                  <Phone className="size-3.5" aria-hidden="true" />
                  <a
                    href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {inquiry.phone}
                  </a>
                </p>
              ) : null}
              <p className="mt-3 text-sm whitespace-pre-line break-words" dir="auto">
                {inquiry.message}
              </p>
              {links.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-label={`Links from ${inquiry.name}`}>
                  {links.map((link) => (
                    <li key={link.label}>
                      <a
                        href={link.href!}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                      >
                        {link.label}
                        <ExternalLink className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </LeadItem>
          );
        }}
      />
    </div>
  );
}
