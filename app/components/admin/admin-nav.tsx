import { NavLink } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { ADMIN_SECTIONS, adminHref } from "./tabs.ts";

/**
 * The dashboard's sections as navigation: real links, one address each (`/admin/messages`), so a
 * refresh or a shared address keeps the view and it works without JavaScript. The open section is
 * marked with `aria-current="page"` (NavLink does it, for the section's own pages too: a content
 * module's editor is under Site content). Links wrap onto more rows on a narrow screen rather than
 * scroll sideways, so every one stays in sight.
 */
export function AdminNav() {
  return (
    <nav aria-label="Dashboard sections">
      <ul className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.id}>
            <NavLink
              to={adminHref(section.id)}
              preventScrollReset
              className={({ isActive }) =>
                cn(
                  "block whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
                  isActive ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
