// Long legal pages (terms, privacy): a table of contents that links to each numbered section.
import type { ReactNode } from "react";
import { PageHero } from "./page-hero.tsx";

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

export function PolicyPage({
  title,
  lead,
  updated,
  sections,
}: {
  title: string;
  lead: string;
  /** "1 November 2026" */
  updated: string;
  sections: readonly PolicySection[];
}) {
  return (
    <>
      <PageHero eyebrow={`Last updated ${updated}`} title={title} lead={lead} />
      <div className="page-container grid gap-10 py-12 lg:grid-cols-[16rem_1fr] lg:py-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-bold tracking-[0.18em] text-slate-900 uppercase">On this page</h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="block rounded-md py-1 text-slate-600 hover:text-primary-strong">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/* min-w-0: a wide table scrolls inside its box instead of widening the page. */}
        <div className="prose-text min-w-0">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="scroll-mt-24">
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
