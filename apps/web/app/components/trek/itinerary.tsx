// The chosen package's day-by-day plan, numbered by SPEC.md's rule: from 1 when the first item is a
// day, from 0 when it is an arrival or an overnight journey.
import { effectiveDays, numberDays } from "@parvat/domain/itinerary";
import { Picture } from "../picture.tsx";
import { ContentSection } from "./content-section.tsx";
import type { TrekPackage } from "./trek-fields.ts";
import { plural } from "./trek-format.ts";

export function Itinerary({ pkg, daysSeparate }: { pkg: TrekPackage; daysSeparate: boolean }) {
  const days = effectiveDays(pkg.schedules);
  const covers =
    daysSeparate && pkg.start_day !== null && pkg.end_day !== null
      ? ` It covers days ${pkg.start_day} to ${pkg.end_day} of the full route.`
      : "";
  return (
    <ContentSection
      id="itinerary"
      title="Itinerary"
      intro={
        <>
          <p className="font-semibold text-slate-900">
            {pkg.name}: {plural(days, "day")}.{covers}
          </p>
          <p className="mt-1">{pkg.description}</p>
        </>
      }
    >
      <ol className="grid gap-3">
        {numberDays(pkg.schedules).map(({ item, day }, index) => (
          <li key={item.id}>
            <details open={index === 0} className="group rounded-xl border border-slate-200 bg-white">
              <summary className="flex cursor-pointer list-none items-start gap-4 p-4 [&::-webkit-details-marker]:hidden">
                <span className="flex size-12 shrink-0 flex-col items-center justify-center rounded-lg bg-night text-white">
                  <span className="text-[10px] font-semibold tracking-wider uppercase">Day</span>
                  <span className="text-lg leading-none font-bold">{day}</span>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{item.brief}</span>
                </span>
                <span aria-hidden="true" className="mt-1 text-slate-500 transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <div className="grid gap-4 px-4 pb-4 sm:grid-cols-[1fr_12rem]">
                <p className="text-sm leading-6 text-slate-700">{item.description}</p>
                {item.image ? (
                  <Picture
                    image={item.image}
                    sizes="(min-width: 640px) 192px, 90vw"
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                ) : null}
              </div>
            </details>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
