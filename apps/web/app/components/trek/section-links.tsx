// Links to the page's sections, for travellers who know what they are looking for. They stay on
// screen while the reading scrolls: at the top on phones (where the site's header scrolls away on
// this page, app.css), under the header on wide screens.
export function SectionLinks({ sections }: { sections: readonly { id: string; label: string }[] }) {
  return (
    <nav
      aria-label="On this page"
      className="sticky top-0 z-10 -mx-4 mt-6 border-y border-slate-200 bg-white/95 px-4 backdrop-blur sm:-mx-6 sm:px-6 lg:top-16 lg:mx-0 lg:px-0"
    >
      <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 py-1 text-sm font-medium [scrollbar-width:none]">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="flex min-h-11 items-center rounded-full px-3 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
