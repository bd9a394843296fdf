/** Placeholder rows while a lookup is in flight, shaped like the details list that will replace them. */
export function DetailsSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div
      className="animate-pulse rounded-lg border border-slate-200 px-4 dark:border-slate-800"
      role="status"
      aria-label="Loading"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="grid grid-cols-1 gap-2 border-b border-slate-100 py-3 md:grid-cols-[14rem_1fr] dark:border-slate-800"
        >
          <div className="h-4 w-32 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-4 rounded bg-slate-200 dark:bg-slate-800" style={{ width: `${40 + ((i * 37) % 55)}%` }} />
        </div>
      ))}
    </div>
  );
}
