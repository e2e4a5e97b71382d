// A titled section of the trek page, reachable from the page's section links (its heading lands
// just under them: they stick at the top on phones, under the header on wide screens).
import type { ReactNode } from "react";

export function ContentSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    // Below the fold on every screen: the browser lays a section out only when it comes near the
    // viewport, which keeps the first paint cheap on slow phones.
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-16 border-t lg:scroll-mt-32 border-slate-200 py-8 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Text whose paragraphs are separated by blank lines. */
export function Paragraphs({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`grid gap-4 leading-7 text-slate-700 ${className}`}>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph) => (
          <p key={paragraph.slice(0, 80)}>{paragraph}</p>
        ))}
    </div>
  );
}
