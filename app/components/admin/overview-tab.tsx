import { Link } from "react-router";
import { BarChart3, CalendarCheck, Eye, FileText, Mail } from "#app/components/icons.tsx";
import type { DashboardOverview, SiteContentOverview } from "#app/lib/server-types.ts";
import { LeadsChart } from "./leads-chart.tsx";
import { StatCard, StatGrid } from "./stat-card.tsx";
import { adminHref } from "./tabs.ts";

/** SPEC §2 Overview: four stat cards and a quick-actions text, plus open work and the weekly chart. */
export function OverviewTab({ overview, content }: { overview: DashboardOverview; content: SiteContentOverview }) {
  const { articles, messages, inquiries, subscribers, bookings } = overview;
  const outdated = content.reduce((sum, entry) => sum + entry.outdated, 0);
  const drafts = content.filter((entry) => entry.hasDraft).length;
  const problems = content.filter((entry) => entry.problem).length;
  return (
    <div className="grid gap-6">
      <StatGrid>
        <StatCard
          label="Total Articles"
          value={articles.total}
          detail={`${articles.published} published, ${articles.drafts} draft${articles.drafts === 1 ? "" : "s"}`}
          icon={FileText}
        />
        <StatCard
          label="Contact Messages"
          value={messages.total}
          detail={`${messages.open} not yet handled`}
          icon={Mail}
        />
        <StatCard label="Total Views" value={articles.views} detail="Across all articles" icon={Eye} />
        <StatCard label="Engagement" value={articles.engagement} detail="Average views per article" icon={BarChart3} />
        <StatCard
          label="Upcoming Consultations"
          value={bookings.upcoming}
          detail={`${bookings.total} booked in all`}
          icon={CalendarCheck}
        />
        <StatCard
          label="Translations out of date"
          value={outdated}
          detail={`${drafts} unpublished draft${drafts === 1 ? "" : "s"}${problems ? `, ${problems} module${problems === 1 ? "" : "s"} need attention` : ""}`}
          icon={FileText}
        />
      </StatGrid>
      {outdated > 0 || problems > 0 ? (
        <p className="text-sm">
          <Link to={adminHref("content")} className="underline underline-offset-4">
            Open Site content to review them
          </Link>
        </p>
      ) : null}
      <section
        aria-labelledby="admin-quick-actions"
        className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
      >
        <h2 id="admin-quick-actions" className="font-semibold">
          Quick Actions
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Use the sections above to write and publish articles, manage testimonials, and follow up on newsletter
          subscribers, career inquiries and contact messages. Waiting for you now: {messages.open} open message
          {messages.open === 1 ? "" : "s"}, {inquiries.open} open inquir{inquiries.open === 1 ? "y" : "ies"} and{" "}
          {subscribers.pending} unconfirmed subscriber{subscribers.pending === 1 ? "" : "s"} ({subscribers.active}{" "}
          active). Consultations ahead: {bookings.upcoming} (see Bookings).
        </p>
      </section>
      <LeadsChart weeks={overview.leadsPerWeek} />
    </div>
  );
}
