// Cards in one row that scrolls sideways on phones and tablets (native scroll snapping), and a
// grid on wide screens. On a phone a row of six trips is one card tall instead of six (before, the
// home page was 24,700 px tall), and the next card peeking in at the edge says there is more.
import { type ReactNode, useId } from "react";

type Keyed = { id: number | string } | { slug: string };

function keyOf(item: Keyed): number | string {
  return "id" in item ? item.id : item.slug;
}

/** Written out whole so that Tailwind finds the classes. */
const ROW_CLASSES = {
  trip: { item: "w-[17.5rem] sm:w-80", grid: "lg:grid-cols-3" },
  small: { item: "w-60 sm:w-64", grid: "lg:grid-cols-4" },
} as const;

export interface CardRowProps<T extends Keyed> {
  items: readonly T[];
  renderCard: (item: T) => ReactNode;
  /** What the row holds, for screen readers: "Popular treks". */
  label: string;
  /** Trip cards, or the smaller activity and creator cards. */
  size?: keyof typeof ROW_CLASSES;
}

export function CardRow<T extends Keyed>({ items, renderCard, label, size = "trip" }: CardRowProps<T>) {
  const classes = ROW_CLASSES[size];
  return (
    <ul
      aria-label={label}
      className={`-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:overflow-visible lg:px-0 lg:pb-0 ${classes.grid}`}
    >
      {items.map((item) => (
        <li key={keyOf(item)} className={`shrink-0 snap-start lg:w-auto ${classes.item}`}>
          {renderCard(item)}
        </li>
      ))}
    </ul>
  );
}

/** A compact page section (eyebrow, title, a "see all" link beside the title) holding a card row. */
export function CardRowSection<T extends Keyed>({
  title,
  eyebrow,
  intro,
  seeAll,
  className = "",
  id,
  ...row
}: CardRowProps<T> & {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  seeAll?: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = useId();
  if (row.items.length === 0) return null;
  return (
    <section id={id} aria-labelledby={`${headingId}-title`} className={`render-near-screen py-8 sm:py-12 ${className}`}>
      <div className="page-container">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div className="min-w-0">
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h2 id={`${headingId}-title`} className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {title}
            </h2>
            {intro ? <p className="mt-1 max-w-2xl text-sm text-slate-600 sm:text-base">{intro}</p> : null}
          </div>
          {seeAll}
        </div>
        <div className="mt-5">
          <CardRow {...row} />
        </div>
      </div>
    </section>
  );
}
