// Stars for a rating out of five, filled to the rating (4.5 fills four and a half), read out as
// words ("4.5 out of 5 stars"). One drawing per rating: the five grey stars, and the five amber ones
// in a nested <svg> as wide as the rating, which clips them. (Ten drawings of a star each, as it
// was, made a trek page's eight ratings 160 more elements to parse, lay out and paint.)

/** Five stars side by side, each 20 units square, as one path. */
const FIVE_STARS = [0, 20, 40, 60, 80]
  .map(
    (left) =>
      `M${10 + left} 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L${10 + left} 14.9l-5.2 2.7 1-5.8L${1.6 + left} 7.7l5.8-.8Z`,
  )
  .join("");

export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const filled = Math.min(Math.max(rating / 5, 0), 1) * 100;
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={`inline-flex ${className}`}>
      <svg viewBox="0 0 100 20" width="80" height="16" aria-hidden="true" focusable="false" className="shrink-0">
        <path d={FIVE_STARS} className="fill-slate-300" />
        <svg width={filled} height="20" aria-hidden="true">
          <path d={FIVE_STARS} className="fill-amber-500" />
        </svg>
      </svg>
    </span>
  );
}
