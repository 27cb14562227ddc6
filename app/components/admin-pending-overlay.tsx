/** The spinner over the page while the server decides on /admin (see admin-pending.tsx). */
export default function PendingOverlay() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-background/70 backdrop-blur-sm">
      <div role="status" className="flex flex-col items-center gap-3 text-muted-foreground">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-primary/30 border-t-primary"
        />
        <span>Loading dashboard…</span>
      </div>
    </div>
  );
}
