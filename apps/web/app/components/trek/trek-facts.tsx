// The trek at a glance, and the operator's important update when there is one.
import { effectiveDays } from "@parvat/domain/itinerary";
import type { ReactNode } from "react";
import { CalendarIcon, CompassIcon, DownloadIcon, MapPinIcon, MountainIcon, ShieldIcon, UsersIcon } from "../icons.tsx";
import type { Trek, TrekPackage } from "./trek-fields.ts";
import { DIFFICULTY_LABELS, indianNumber, plural } from "./trek-format.ts";

export function ImportantUpdate({ text }: { text: string }) {
  return (
    <section
      aria-labelledby="important-update"
      className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h2 id="important-update" className="flex items-center gap-2 text-sm font-bold tracking-wide uppercase">
        <ShieldIcon className="size-5" />
        Important update
      </h2>
      <p className="mt-2 text-sm leading-6">{text}</p>
    </section>
  );
}

function ages(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${min} to ${max} years`;
  if (min !== null) return `${min} years and over`;
  if (max !== null) return `Up to ${max} years`;
  return null;
}

export function TrekFacts({ trek, pkg }: { trek: Trek; pkg: TrekPackage | undefined }) {
  const days = pkg ? effectiveDays(pkg.schedules) : 0;
  const ageRange = ages(trek.min_age, trek.max_age);
  const facts: { label: string; value: string; icon: ReactNode }[] = [];
  if (days > 0) facts.push({ label: "Duration", value: plural(days, "day"), icon: <CalendarIcon /> });
  if (trek.altitude !== null) {
    facts.push({ label: "Highest point", value: `${indianNumber(trek.altitude)} m`, icon: <MountainIcon /> });
  }
  facts.push({
    label: "Difficulty",
    value: DIFFICULTY_LABELS[trek.difficulty] ?? trek.difficulty,
    icon: <CompassIcon />,
  });
  if (trek.length) facts.push({ label: "Distance", value: trek.length, icon: <MapPinIcon /> });
  if (ageRange) facts.push({ label: "Ages", value: ageRange, icon: <UsersIcon /> });
  facts.push({ label: "Run by", value: `Our ${trek.campsite.name} team`, icon: <ShieldIcon /> });

  return (
    <section aria-labelledby="trek-facts" className="mt-6">
      <h2 id="trek-facts" className="sr-only">
        At a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
              <span aria-hidden="true" className="text-primary-strong [&>svg]:size-4">
                {fact.icon}
              </span>
              {fact.label}
            </dt>
            <dd className="mt-1 text-sm font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
        <span>
          Trip code <span className="font-mono font-semibold text-slate-900">{trek.code}</span>
        </span>
        {trek.brochure ? (
          <a href={trek.brochure} download className="link inline-flex items-center gap-1.5">
            <DownloadIcon className="size-4" />
            Download the brochure (PDF)
          </a>
        ) : null}
      </p>
    </section>
  );
}
