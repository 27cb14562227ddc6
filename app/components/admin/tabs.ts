/** The dashboard's tabs (SPEC §2 order, then the owner's network links), addressed as `/admin?tab=<id>`. */
export const ADMIN_TABS = [
  { id: "overview", label: "Overview" },
  { id: "content", label: "Site content" },
  { id: "articles", label: "Articles" },
  { id: "testimonials", label: "Testimonials" },
  { id: "media", label: "Media" },
  { id: "newsletter", label: "Newsletter" },
  { id: "career", label: "Career" },
  { id: "messages", label: "Messages" },
  { id: "bookings", label: "Bookings" },
  { id: "network", label: "Network Articles" },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];
export const DEFAULT_ADMIN_TAB: AdminTabId = "overview";

export function parseAdminTab(value: string | null): AdminTabId {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_ADMIN_TAB;
}

export const tabDomId = (id: AdminTabId) => `admin-tab-${id}`;
export const panelDomId = (id: AdminTabId) => `admin-panel-${id}`;

/** `/admin?tab=…` plus other list parameters; empty values and page 1 are left out to keep addresses short. */
export function adminHref(tab: AdminTabId, params: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  if (tab !== DEFAULT_ADMIN_TAB) search.set("tab", tab);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || (key === "page" && Number(value) === 1)) continue;
    if (key === "status" && value === "all") continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/admin?${query}` : "/admin";
}
