import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import type { SiteContentOverview } from "#app/lib/server-types.ts";
import { formatDateTime } from "./format.ts";

/** "Site content": every module the owner edits, with its draft, its live version and its marks. */
export function SiteContentTab({ modules }: { modules: SiteContentOverview }) {
  return (
    <section aria-labelledby="site-content-heading" className="grid gap-4">
      <div>
        <h2 id="site-content-heading" className="text-xl font-semibold">
          Site content
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Every word on the site, in English and Arabic. Edits are drafts until you publish them; each publish is kept
          in the module's history.
        </p>
      </div>
      <ul aria-label="Content modules" className="grid gap-3 md:grid-cols-2">
        {modules.map((entry) => (
          <li key={entry.name} className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
            <h3 className="font-semibold">
              <Link to={`/admin/content/${entry.name}`} className="underline-offset-4 hover:underline">
                {entry.label}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">{entry.summary}</p>
            <p className="flex flex-wrap gap-2 text-sm">
              {entry.hasDraft ? <Badge variant="secondary">Unpublished draft</Badge> : null}
              {entry.outdated > 0 ? (
                <Badge variant="outline" className="border-error text-error">
                  {entry.outdated} translation{entry.outdated === 1 ? "" : "s"} out of date
                </Badge>
              ) : null}
              {entry.problem ? (
                <Badge variant="outline" className="border-error text-error">
                  Needs attention: showing the original text
                </Badge>
              ) : null}
              <span className="text-muted-foreground">
                {entry.publishedAt ? `Published ${formatDateTime(entry.publishedAt)}` : "Original text"}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
