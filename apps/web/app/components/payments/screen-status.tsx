// The moments around a private screen's data: a polite status while it loads, and a load that failed
// (the message with a retry, never a blank page), the same on every payment screen.
export function ScreenLoading({ text }: { text: string }) {
  return (
    <div className="page-container py-20" role="status">
      <p className="text-slate-600">{text}</p>
    </div>
  );
}

/** A load that failed: what went wrong, and a button that tries again. */
export function ScreenFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="page-container py-16">
      <div className="card p-6">
        <p role="alert" className="font-medium text-primary-strong">
          {message}
        </p>
        <button type="button" className="btn btn-secondary mt-4" onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>
  );
}
