// Cards in a responsive grid (one column on phones, two on tablets, three or four on wide screens),
// and the page section that holds such a grid, left out when it has no cards.
import type { ReactNode } from "react";
import { Section } from "./page-hero.tsx";

/** Written out whole so that Tailwind finds the classes. */
const GRID_CLASSES = {
  3: "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4",
} as const;

type Keyed = { id: number | string } | { slug: string };

function keyOf(item: Keyed): number | string {
  return "id" in item ? item.id : item.slug;
}

export interface CardGridProps<T extends Keyed> {
  items: readonly T[];
  renderCard: (item: T) => ReactNode;
  /** Columns on wide screens: 3 for trips and stories, 4 for the smaller attraction and activity cards. */
  columns?: 3 | 4;
}

export function CardGrid<T extends Keyed>({
  items,
  renderCard,
  columns = 3,
  className = "",
}: CardGridProps<T> & { className?: string }) {
  return (
    <ul className={`${GRID_CLASSES[columns]} ${className}`}>
      {items.map((item) => (
        <li key={keyOf(item)}>{renderCard(item)}</li>
      ))}
    </ul>
  );
}

/** A `Section` (eyebrow, title, intro) with a grid of cards, then `children` (a "see all" link, say). */
export function CardGridSection<T extends Keyed>({
  items,
  renderCard,
  columns,
  children,
  ...section
}: CardGridProps<T> & {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  className?: string;
  id?: string;
  children?: ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Section {...section}>
      <CardGrid items={items} renderCard={renderCard} columns={columns} />
      {children}
    </Section>
  );
}
