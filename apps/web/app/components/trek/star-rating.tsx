// Stars for a rating out of five, filled to the rating (4.5 fills four and a half), read out as
// words ("4.5 out of 5 stars").
function Stars({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
          className="shrink-0 fill-current"
        >
          <path d="m10 1.6 2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8Z" />
        </svg>
      ))}
    </span>
  );
}

export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const filled = Math.min(Math.max(rating / 5, 0), 1) * 100;
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={`relative inline-flex ${className}`}>
      <Stars className="text-slate-300" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${filled}%` }}>
        <Stars className="text-amber-500" />
      </span>
    </span>
  );
}
