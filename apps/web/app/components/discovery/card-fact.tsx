// One fact on a card (how long, where) with its icon. The icon and its words wrap as one piece, so
// a narrow card never leaves a clock or a pin alone at the end of a line, and a long
// place name wraps instead of being cut.
import type { ComponentType, ReactNode } from "react";

export function CardFact({
  icon: Icon,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  children: ReactNode;
}) {
  return (
    <span className="flex min-w-0 items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span className="min-w-0">{children}</span>
    </span>
  );
}
