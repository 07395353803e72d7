/** A spinner with a text for screen readers. */
export function Spinner({ label, className = "size-8" }: { label: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <span
        className={`${className} animate-spin rounded-full border-4 border-current border-t-transparent`}
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-800">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
