// Where the chosen package sleeps, leg by leg. A stay that hides its hotel's name says the hotel is
// confirmed closer to the date; properties that show their details get their pictures too.
import { Picture } from "../picture.tsx";
import { ContentSection } from "./content-section.tsx";
import type { TrekPackage } from "./trek-fields.ts";
import { plural } from "./trek-format.ts";

type Property = TrekPackage["property_infos"][number]["properties"][number];

function Stars({ count }: { count: number }) {
  return (
    <span role="img" aria-label={`${count}-star`} className="text-amber-500">
      {"★".repeat(count)}
    </span>
  );
}

function PropertyCard({ property }: { property: Property }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
        {property.name ?? "Hotel or camp confirmed before departure"}
        {property.star_category ? <Stars count={property.star_category} /> : null}
      </p>
      <p className="mt-0.5 text-sm text-slate-600">
        {property.location}
        {property.distance ? ` · ${property.distance}` : ""}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Meals</dt>
          <dd className="font-medium text-slate-900">{property.meals}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Room</dt>
          <dd className="font-medium text-slate-900">{property.room_type}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Check-in</dt>
          <dd className="font-medium text-slate-900">{property.check_in_time}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Check-out</dt>
          <dd className="font-medium text-slate-900">{property.check_out_time}</dd>
        </div>
      </dl>
      {property.show_property_details ? (
        <>
          <p className="mt-3 text-sm leading-6 text-slate-700">{property.description}</p>
          {property.images.length > 0 ? (
            <ul className="mt-3 grid grid-cols-3 gap-2">
              {property.images.slice(0, 3).map(({ id, tag, image }) => (
                <li key={id}>
                  <Picture
                    image={image}
                    alt={`${image.alt} (${tag})`}
                    sizes="(min-width: 1024px) 180px, 30vw"
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export function Stays({ pkg }: { pkg: TrekPackage }) {
  if (pkg.property_infos.length === 0) return null;
  return (
    <ContentSection id="stays" title="Stays">
      <ol className="grid gap-6">
        {pkg.property_infos.map((info) => (
          <li key={info.id}>
            <h3 className="text-lg font-semibold text-slate-900">{info.name}</h3>
            <p className="text-sm text-slate-600">
              {plural(info.number_of_nights, "night")} · {info.type}
            </p>
            <div className="mt-3 grid gap-3">
              {info.properties.map((property) => (
                <PropertyCard key={property.id} property={property} />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
