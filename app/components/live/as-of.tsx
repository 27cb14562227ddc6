import { formatAsOf } from "./format.ts";

/** "As of …": when the shown data was fetched from its provider (it may be older if one is failing). */
export function AsOf({ iso, className }: { iso: string | null | undefined; className?: string }) {
  if (!iso) return null;
  return (
    <p className={className ?? "text-xs text-muted-foreground"}>
      As of <time dateTime={iso}>{formatAsOf(iso)}</time>
    </p>
  );
}
