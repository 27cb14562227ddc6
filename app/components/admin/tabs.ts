/**
 * The dashboard's sections (SPEC §2 order, then the site's content and media, the owner's network
 * links and Insights), each a route of its own under the admin layout: `/admin/<id>`.
 */
export const ADMIN_SECTIONS = [
  { id: "overview", label: "Overview" },
  { id: "articles", label: "Articles" },
  { id: "testimonials", label: "Testimonials" },
  { id: "newsletter", label: "Newsletter" },
  { id: "career", label: "Career" },
  { id: "messages", label: "Messages" },
  { id: "bookings", label: "Bookings" },
  { id: "content", label: "Site content" },
  { id: "media", label: "Media" },
  { id: "network", label: "Network Articles" },
  { id: "insights", label: "Insights" },
] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]["id"];
export const DEFAULT_ADMIN_SECTION: AdminSectionId = "overview";

/** The section an old address's `?tab=` named (`/admin?tab=messages`), or the Overview. */
export function parseAdminSection(value: string | null): AdminSectionId {
  return ADMIN_SECTIONS.find((section) => section.id === value)?.id ?? DEFAULT_ADMIN_SECTION;
}

/** The element around the open section, where focus goes once a deleted row (and its button) is gone. */
export const ADMIN_PANEL_ID = "admin-panel";

/** `/admin/<section>` plus its list parameters; empty values and page 1 are left out to keep addresses short. */
export function adminHref(section: AdminSectionId, params: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || (key === "page" && Number(value) === 1)) continue;
    if (key === "status" && value === "all") continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/admin/${section}?${query}` : `/admin/${section}`;
}
