// What the price of the chosen package includes, and what it does not.
import { includesFor } from "@parvat/domain/trek-pricing";
import { CheckIcon, CloseIcon } from "../icons.tsx";
import { ContentSection } from "./content-section.tsx";
import type { Trek } from "./trek-fields.ts";

type Include = Trek["includes"][number];

function IncludeList({ items, included }: { items: readonly Include[]; included: boolean }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3">
          {included ? (
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          ) : (
            <CloseIcon className="mt-0.5 size-5 shrink-0 text-primary-strong" />
          )}
          <span>
            <span className="block font-medium text-slate-900">{item.name}</span>
            {item.description ? <span className="block text-sm text-slate-600">{item.description}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Inclusions({ includes, packageId }: { includes: readonly Include[]; packageId: number | undefined }) {
  const applicable = includesFor(includes, packageId);
  const inclusions = applicable.filter((item) => item.kind === "inclusion");
  // An inclusion left out of this package is, for this package, not included.
  const leftOut = includes.filter((item) => item.kind === "inclusion" && !applicable.includes(item));
  const exclusions = [...leftOut, ...applicable.filter((item) => item.kind === "exclusion")];
  if (inclusions.length === 0 && exclusions.length === 0) return null;
  return (
    <ContentSection id="inclusions" title="What the price includes">
      <div className="grid gap-8 sm:grid-cols-2">
        {inclusions.length > 0 ? (
          <div>
            <h3 className="mb-3 text-lg font-semibold text-slate-900">Included</h3>
            <IncludeList items={inclusions} included />
          </div>
        ) : null}
        {exclusions.length > 0 ? (
          <div>
            <h3 className="mb-3 text-lg font-semibold text-slate-900">Not included</h3>
            <IncludeList items={exclusions} included={false} />
          </div>
        ) : null}
      </div>
    </ContentSection>
  );
}
