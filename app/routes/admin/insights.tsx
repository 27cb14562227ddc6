import { Link } from "react-router";
import {
  formatCount,
  formatCountry,
  formatDay,
  formatDecimal,
  formatLanguage,
  formatPercent,
} from "#app/components/admin/format.ts";
import { InsightsChart } from "#app/components/admin/insights-chart.tsx";
import { StatGrid } from "#app/components/admin/stat-card.tsx";
import { WeeklyReportSetting } from "#app/components/admin/weekly-report-setting.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { InsightsStats } from "#app/lib/server-types.ts";
import { cn } from "#app/lib/utils.ts";
import { FILTERS, type FilterName, type Period, readStatsQuery, type Sort } from "#domain/analytics.ts";
import type { Route } from "./+types/insights";
import { requireAdmin } from "./admin.server.ts";
import { insightsAction } from "./insights.server.ts";

/**
 * /admin/insights (issue #44): what brings visitors and clients, counted on this server without a
 * cookie. Admins only, decided here on the server as on /admin. Everything the page shows is in its
 * address (`?period=7d&source=LinkedIn&sort=visits`), so it works without JavaScript and a refresh or
 * a bookmark keeps the view.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const read = readStatsQuery(params, services.insights.today());
  const weeklyReport = await services.weeklyReport.enabled();
  if (!read.ok) return { error: read.message, stats: null, sort: "visitors" as Sort, search: "", weeklyReport };
  // This instance's waiting views first, so the page shows the last seconds too.
  await services.analytics?.flush();
  return {
    error: null,
    stats: await services.insights.stats(read.query),
    sort: read.query.sort,
    search: params.toString(),
    weeklyReport,
  };
}

/** The weekly report's switch (./insights.server.ts). */
export const action = (args: Route.ActionArgs) => insightsAction(args);

export const meta: Route.MetaFunction = () => [{ title: "Insights" }, { name: "robots", content: "noindex" }];

type Breakdown = keyof InsightsStats["breakdowns"];
const BREAKDOWNS: Array<{ name: Breakdown; title: string; filter: FilterName; column: string }> = [
  { name: "sources", title: "Sources", filter: "source", column: "Source" },
  { name: "pages", title: "Pages", filter: "page", column: "Page" },
  { name: "entryPages", title: "Entry pages", filter: "entry", column: "Page" },
  { name: "campaigns", title: "UTM campaigns", filter: "campaign", column: "Campaign" },
  { name: "utmSources", title: "UTM sources", filter: "utmSource", column: "utm_source" },
  { name: "utmMediums", title: "UTM mediums", filter: "utmMedium", column: "utm_medium" },
  { name: "countries", title: "Countries", filter: "country", column: "Country" },
  { name: "devices", title: "Devices", filter: "device", column: "Device" },
  { name: "browsers", title: "Browsers", filter: "browser", column: "Browser" },
  { name: "languages", title: "Page language", filter: "locale", column: "Language" },
];

const PERIOD_LINKS: Array<{ period: Exclude<Period, "custom">; label: string }> = [
  { period: "today", label: "Today" },
  { period: "7d", label: "Last 7 days" },
  { period: "30d", label: "Last 30 days" },
  { period: "12m", label: "12 months" },
];

const GOAL_LABELS: Record<string, string> = {
  contact: "Contact message",
  career: "Career inquiry",
  subscribe: "Newsletter sign-up",
  confirm: "Newsletter confirmed",
  booking: "Booking",
  resume: "Resume download",
  "key-facts": "Key Facts download",
  calculator: "Calculator used",
  scanner: "Website scanner used",
};

/** What a breakdown row's value reads as: a country's name, a language's, "Unknown" for none. */
function shown(filter: FilterName, value: string): string {
  if (!value) return "Unknown";
  if (filter === "country") return formatCountry(value);
  if (filter === "locale") return formatLanguage(value);
  if (filter === "device") return value[0]!.toUpperCase() + value.slice(1);
  return value;
}

/** The page's address with some parameters changed (undefined removes one). */
function hrefWith(search: string, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `/admin/insights?${query}` : "/admin/insights";
}

/** "+25% on the previous period", "no change", "new" when there was nothing before. */
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "No change on the previous period" : "None in the previous period";
  const ratio = (now - before) / before;
  if (ratio === 0) return "No change on the previous period";
  return `${ratio > 0 ? "+" : "−"}${formatPercent(Math.abs(ratio))} on the previous period (${formatCount(before)})`;
}

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  const { stats, error, sort, search, weeklyReport } = loaderData;
  return (
    <div>
      {/* The layout's heading is the page's h1 and its navigation leads back: this is a section. */}
      <h2 className="text-2xl font-bold tracking-tight">Insights</h2>
      <p className="mt-1 text-muted-foreground">
        Who visits, where they come from, and which visits became clients. Counted on this server: no cookie, nothing
        sent to anyone else, no address or browser identity kept.
      </p>
      {error || !stats ? (
        <p role="alert" className="mt-6 font-medium text-error">
          {error}. <Link to="/admin/insights">Show the last 30 days</Link>
        </p>
      ) : (
        <Figures stats={stats} sort={sort} search={search} />
      )}
      <div className="mt-6">
        <WeeklyReportSetting enabled={weeklyReport} />
      </div>
    </div>
  );
}

function Figures({ stats, sort, search }: { stats: InsightsStats; sort: Sort; search: string }) {
  const { totals, previous, range } = stats;
  const perVisit = (t: typeof totals) => (t.visits > 0 ? t.pageviews / t.visits : 0);
  const rate = (t: typeof totals) => (t.visits > 0 ? t.conversions / t.visits : 0);
  const filters = Object.entries(stats.filters) as Array<[FilterName, string]>;
  return (
    <div className="mt-6 grid gap-6">
      <PeriodControls stats={stats} search={search} />
      {filters.length > 0 ? (
        <section aria-label="Filters" className="flex flex-wrap items-center gap-2 text-sm">
          <span>Showing only:</span>
          {filters.map(([name, value]) => (
            <Link
              key={name}
              to={hrefWith(search, { [name]: undefined })}
              className="rounded-full border px-3 py-1 hover:bg-muted"
              aria-label={`Remove the filter ${FILTERS[name]}: ${shown(name, value)}`}
            >
              {FILTERS[name]}: <bdi>{shown(name, value)}</bdi> ×
            </Link>
          ))}
        </section>
      ) : null}
      {stats.clippedFrom ? (
        <p className="text-sm" role="note">
          With two filters, the figures start on {formatDay(stats.clippedFrom)}: older days are kept with one filter at
          a time.
        </p>
      ) : null}
      <p className="text-sm" data-testid="live">
        <span className="font-semibold">{formatCount(stats.live)}</span> {stats.live === 1 ? "visitor" : "visitors"} on
        the site in the last 5 minutes.
      </p>
      <StatGrid>
        <Figure
          label="Visitors"
          value={formatCount(totals.visitors)}
          detail={change(totals.visitors, previous.visitors)}
        />
        <Figure label="Visits" value={formatCount(totals.visits)} detail={change(totals.visits, previous.visits)} />
        <Figure
          label="Page views"
          value={formatCount(totals.pageviews)}
          detail={change(totals.pageviews, previous.pageviews)}
        />
        <Figure
          label="Views per visit"
          value={formatDecimal(perVisit(totals))}
          detail={`Previous period: ${formatDecimal(perVisit(previous))}`}
        />
        <Figure
          label="Conversion rate"
          value={formatPercent(rate(totals))}
          detail={`${formatCount(totals.conversions)} of ${formatCount(totals.visits)} visits reached a goal. Previous period: ${formatPercent(rate(previous))}`}
        />
      </StatGrid>
      <p className="text-xs text-muted-foreground">
        {formatDay(range.from)} to {formatDay(range.to)}, compared with {formatDay(range.previous.from)} to{" "}
        {formatDay(range.previous.to)} ({stats.timeZone} time). A visitor is counted once a day; a visit ends after 30
        minutes without a page view. Browsers that ask not to be tracked count as page views only.
      </p>
      <InsightsChart points={stats.series} unit={range.granularity} />
      <Conversions stats={stats} search={search} />
      <div className="grid gap-6 lg:grid-cols-2">
        {BREAKDOWNS.map((breakdown) => (
          <BreakdownTable key={breakdown.name} {...breakdown} stats={stats} sort={sort} search={search} />
        ))}
        <NotFound stats={stats} search={search} />
      </div>
      <p className="text-xs text-muted-foreground">
        Countries:{" "}
        <a href="https://db-ip.com" className="underline underline-offset-4">
          IP Geolocation by DB-IP
        </a>
        , looked up on this server; the address itself is never stored.
      </p>
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled card of figures, not a group of form controls
    <div role="group" aria-label={label} className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="mt-2 text-2xl font-bold tabular-nums" data-testid="stat-value">
        {value}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
    </div>
  );
}

function PeriodControls({ stats, search }: { stats: InsightsStats; search: string }) {
  const { range } = stats;
  const keep = Object.entries(stats.filters);
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label="Period" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {PERIOD_LINKS.map(({ period, label }) => {
          const current = range.period === period;
          return (
            <Link
              key={period}
              to={hrefWith(search, { period, from: undefined, to: undefined })}
              aria-current={current ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-medium",
                current ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {label}
            </Link>
          );
        })}
      </nav>
      <form method="get" action="/admin/insights" className="flex flex-wrap items-end gap-2">
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="period" value="custom" />
        <label className="grid gap-1 text-sm">
          From
          <input
            type="date"
            name="from"
            required
            defaultValue={range.from}
            className="h-9 rounded-md border bg-background px-2"
          />
        </label>
        <label className="grid gap-1 text-sm">
          To
          <input
            type="date"
            name="to"
            required
            defaultValue={range.to}
            className="h-9 rounded-md border bg-background px-2"
          />
        </label>
        <Button type="submit" variant="outline" size="sm">
          Show these dates
        </Button>
      </form>
    </div>
  );
}

function CsvLink({ search, name, title }: { search: string; name: string; title: string }) {
  const params = new URLSearchParams(search);
  params.set("breakdown", name);
  return (
    <a href={`/api/admin/stats.csv?${params}`} className="text-sm underline underline-offset-4" download>
      CSV<span className="sr-only"> of {title}</span>
    </a>
  );
}

const SORT_LABELS: Record<Sort, string> = { visitors: "Visitors", visits: "Visits", pageviews: "Page views" };

function BreakdownTable({
  name,
  title,
  filter,
  column,
  stats,
  sort,
  search,
}: {
  name: Breakdown;
  title: string;
  filter: FilterName;
  column: string;
  stats: InsightsStats;
  sort: Sort;
  search: string;
}) {
  const rows = stats.breakdowns[name];
  const headingId = `breakdown-${name}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        <CsvLink search={search} name={name} title={title} />
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Nothing counted in this period.</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-sm tabular-nums">
          <thead>
            <tr className="border-b">
              <th scope="col" className="w-1/2 py-1 pe-2 text-start font-medium">
                {column}
              </th>
              {(Object.keys(SORT_LABELS) as Sort[]).map((key) => (
                <th
                  key={key}
                  scope="col"
                  className="py-1 pe-1 text-end font-medium"
                  aria-sort={key === sort && name !== "entryPages" ? "descending" : undefined}
                >
                  <Link
                    to={hrefWith(search, { sort: key === "visitors" ? undefined : key })}
                    preventScrollReset
                    className="underline-offset-4 hover:underline"
                  >
                    {SORT_LABELS[key]}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-b last:border-0">
                <th scope="row" className="truncate py-1 pe-2 text-start font-normal">
                  <Link
                    to={hrefWith(search, { [filter]: row.name })}
                    className="underline-offset-4 hover:underline"
                    title={`Show only ${column.toLowerCase()} ${shown(filter, row.name)}`}
                  >
                    <bdi dir={filter === "page" || filter === "entry" ? "ltr" : "auto"}>{shown(filter, row.name)}</bdi>
                  </Link>
                </th>
                <td className="py-1 pe-1 text-end">{formatCount(row.visitors)}</td>
                <td className="py-1 pe-1 text-end">{formatCount(row.visits)}</td>
                <td className="py-1 pe-1 text-end">{formatCount(row.pageviews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function NotFound({ stats, search }: { stats: InsightsStats; search: string }) {
  return (
    <section
      aria-labelledby="breakdown-404"
      className="min-w-0 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="breakdown-404" className="font-semibold">
          Broken links to the site (404)
        </h2>
        <CsvLink search={search} name="notFound" title="broken links" />
      </div>
      <p className="text-xs text-muted-foreground">
        Addresses visitors asked for that do not exist, and the pages that link to them: fix the link or add a redirect.
      </p>
      {stats.notFound.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No missing pages were asked for in this period.</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-sm tabular-nums">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                Missing page
              </th>
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                Linked from
              </th>
              <th scope="col" className="w-20 py-1 text-end font-medium">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.notFound.map((row) => (
              <tr key={`${row.path} ${row.referrer}`} className="border-b last:border-0">
                <th scope="row" className="truncate py-1 pe-2 text-start font-normal">
                  <bdi dir="ltr">{row.path}</bdi>
                </th>
                <td className="truncate py-1 pe-2">
                  <bdi dir="ltr">{row.referrer ?? "Unknown (typed or no referrer)"}</bdi>
                </td>
                <td className="py-1 text-end">{formatCount(row.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Conversions({ stats, search }: { stats: InsightsStats; search: string }) {
  const rateOf = (conversions: number, visits: number) => formatPercent(visits > 0 ? conversions / visits : 0);
  return (
    <section
      aria-labelledby="conversions-heading"
      className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="conversions-heading" className="font-semibold">
          Conversions
        </h2>
        <CsvLink search={search} name="conversions" title="conversions" />
      </div>
      <p className="text-xs text-muted-foreground">
        The site's own goals (a message, an inquiry, a sign-up, a booking, a download, a tool used), each linked to the
        visit it happened in.
      </p>
      {stats.conversions.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No goal reached in this period.</p>
      ) : (
        <div className="mt-2 grid gap-6 lg:grid-cols-2">
          <table className="w-full text-sm tabular-nums">
            <caption className="py-1 text-start font-medium">Each goal by source and campaign</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pe-2 text-start font-medium">
                  Goal
                </th>
                <th scope="col" className="py-1 pe-2 text-start font-medium">
                  Came from
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  Count
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.conversions.map((row) => (
                <tr key={`${row.goal} ${row.detail} ${row.source} ${row.campaign}`} className="border-b last:border-0">
                  <th scope="row" className="py-1 pe-2 text-start font-normal">
                    {GOAL_LABELS[row.goal] ?? row.goal}
                    {row.detail ? (
                      <>
                        {" "}
                        (<bdi>{row.detail}</bdi>)
                      </>
                    ) : null}
                  </th>
                  <td className="py-1 pe-2">
                    <bdi>{row.source === "(not counted)" ? "Not counted" : row.source}</bdi>
                    {row.campaign ? (
                      <>
                        {" "}
                        · <bdi>{row.campaign}</bdi>
                      </>
                    ) : null}
                  </td>
                  <td className="py-1 text-end">{formatCount(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <RateTable
            caption="Per source"
            column="Source"
            rows={stats.bySource.map((row) => ({ name: row.source, visits: row.visits, conversions: row.conversions }))}
            rateOf={rateOf}
          />
          <RateTable
            caption="Per campaign"
            column="Campaign"
            rows={stats.byCampaign.map((row) => ({
              name: row.campaign,
              visits: row.visits,
              conversions: row.conversions,
            }))}
            rateOf={rateOf}
          />
          <RateTable
            caption="Per page landed on (articles, newsletter issues…)"
            column="Page"
            rows={stats.byEntryPage.map((row) => ({
              name: row.path,
              visits: row.visits,
              conversions: row.conversions,
            }))}
            rateOf={rateOf}
          />
        </div>
      )}
    </section>
  );
}

function RateTable({
  caption,
  column,
  rows,
  rateOf,
}: {
  caption: string;
  column: string;
  rows: Array<{ name: string; visits: number; conversions: number }>;
  rateOf: (conversions: number, visits: number) => string;
}) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="py-1 text-start font-medium">{caption}</caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className="py-1 pe-2 text-start font-medium">
            {column}
          </th>
          <th scope="col" className="py-1 pe-2 text-end font-medium">
            Visits
          </th>
          <th scope="col" className="py-1 pe-2 text-end font-medium">
            Converted
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            Rate
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={4} className="py-1 text-muted-foreground">
              None in this period.
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.name} className="border-b last:border-0">
              <th scope="row" className="py-1 pe-2 text-start font-normal">
                <bdi>{row.name}</bdi>
              </th>
              <td className="py-1 pe-2 text-end">{formatCount(row.visits)}</td>
              <td className="py-1 pe-2 text-end">{formatCount(row.conversions)}</td>
              <td className="py-1 text-end">{rateOf(row.conversions, row.visits)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
