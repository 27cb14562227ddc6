/**
 * The one seam between the routes and the server: the server's types the UI needs, as types only
 * (erased from every bundle). Values cross only through the request context (context.ts). The import
 * rules are checked by tests/server/import-graph.test.ts.
 */
export type { AppLoadContext } from "#server/http/context.ts";
export type { Stats as InsightsStats } from "#server/services/analytics/stats.ts";
export type { Article } from "#server/services/articles.ts";
export type { BookingView } from "#server/services/bookings.ts";
export type { CalendarView } from "#server/services/calendars.ts";
export type {
  AdminInquiry,
  AdminMessage,
  AdminSubscriber,
  DashboardOverview,
  Paged,
  WeekLeads,
} from "#server/services/dashboard.ts";
export type { NetworkLink } from "#server/services/live-data/network-links.ts";
export type { MediaItem } from "#server/services/media.ts";
export type {
  ContentEditorState,
  FieldChange,
  FieldErrors,
  SiteContentOverview,
  VersionSummary,
} from "#server/services/site-content.ts";
export type { Testimonial } from "#server/services/testimonials.ts";
