import type { CameFrom } from "#domain/analytics.ts";

/**
 * Where a lead, booking or subscriber came from (issue #44): "Came from: LinkedIn · campaign
 * launch-post · landed on /blog/…", the visit they sent it in as the site counted it. The source,
 * campaign and page are visitors' words and addresses, isolated so a right-to-left one keeps its order.
 */
export function CameFromLine({ cameFrom }: { cameFrom: CameFrom | null | undefined }) {
  return (
    <p className="mt-2 text-xs text-muted-foreground" data-testid="came-from">
      Came from:{" "}
      {cameFrom ? (
        <>
          <bdi className="font-medium text-foreground">{cameFrom.source}</bdi>
          {cameFrom.campaign ? (
            <>
              {" "}
              · campaign <bdi>{cameFrom.campaign}</bdi>
            </>
          ) : null}
          {cameFrom.medium ? (
            <>
              {" "}
              · medium <bdi>{cameFrom.medium}</bdi>
            </>
          ) : null}{" "}
          · landed on <bdi dir="ltr">{cameFrom.entryPath}</bdi>
        </>
      ) : (
        "not known (the visit was not counted: a browser asking not to be tracked, or before Insights)"
      )}
    </p>
  );
}
