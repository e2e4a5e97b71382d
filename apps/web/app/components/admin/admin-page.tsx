// The frame of one admin screen: its heading, a line saying what it is for, optional actions, and
// the document title (the route's meta is the 404 page's, which is what the server sends everyone).
import { company } from "@parvat/domain/company";
import { type ReactNode, useEffect } from "react";

export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | Back office | ${company.name}`;
  }, [title]);
  return (
    <div className="page-container py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-1 max-w-2xl text-slate-600">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A titled block of a screen. */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `admin-section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="card mt-6 p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
