import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRightIcon } from "../icons.tsx";

/** The link beside a home page row's title to the whole list. */
export function SeeAll({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="link inline-flex min-h-11 items-center gap-1 text-sm sm:text-base">
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}
