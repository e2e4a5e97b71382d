// Links to the page's sections, for travellers who know what they are looking for.
export function SectionLinks({ sections }: { sections: readonly { id: string; label: string }[] }) {
  return (
    <nav aria-label="On this page" className="mt-6 border-y border-slate-200">
      <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 py-2 text-sm font-medium">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="block rounded-full px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
