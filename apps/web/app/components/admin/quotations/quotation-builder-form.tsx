// The quotation builder's form: the trip, the regional team whose policies it shows, and
// its package (days and base price from the catalogue, or written freely), dates and party, how the
// traveller gets around (each line printed as included or not), the hotel options with stays from
// the catalogue or typed in, the days with their activities (included or
// optional, at catalogue prices), the hotel options with their properties and stay prices, the
// price terms, inclusions and exclusions, and the totals of every option, worked out as the planner
// types by the same domain rule the server stores. Controlled: the draft lives in the builder route,
// which previews and saves it.
import { formatPaise } from "@parvat/domain/money-words";
import type { QuotationDraft, TypedInProperty } from "@parvat/domain/quotation-builder";
import { formatRupees } from "@parvat/domain/trek-pricing";
import { type ReactNode, useId } from "react";
import { type BuilderCatalogue, draftTotals } from "./draft-preview.ts";

type Errors = Partial<Record<string, string>>;

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900";
const labelClass = "block text-xs font-semibold tracking-wide text-slate-700 uppercase";

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextInput({
  label,
  value,
  onChange,
  error,
  type = "text",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: "text" | "date";
}) {
  return (
    <Field label={label} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          type={type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

function NumberInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={Number.isFinite(value) ? value : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value === "" ? 0 : Math.trunc(Number(event.target.value)))}
          className={inputClass}
        />
      )}
    </Field>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-3">{children}</div>
    </section>
  );
}

/** A property outside the catalogue: its name, where it is and its stars (none for a homestay or camp). */
function TypedInFields({ typedIn, onChange }: { typedIn: TypedInProperty; onChange: (next: TypedInProperty) => void }) {
  return (
    <>
      <TextInput label="Property name" value={typedIn.name} onChange={(name) => onChange({ ...typedIn, name })} />
      <TextInput
        label="Location"
        value={typedIn.location}
        onChange={(location) => onChange({ ...typedIn, location })}
      />
      <Field label="Stars">
        {(id) => (
          <select
            id={id}
            value={typedIn.starCategory ?? ""}
            onChange={(event) =>
              onChange({ ...typedIn, starCategory: event.target.value ? Number(event.target.value) : null })
            }
            className={inputClass}
          >
            <option value="">None (a homestay, a camp)</option>
            {[1, 2, 3, 4, 5, 6, 7].map((stars) => (
              <option key={stars} value={stars}>
                {stars}-star
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

/** Removes the entry at `index` of a list. */
const without = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

export function QuotationBuilderForm({
  draft,
  onChange,
  catalogue,
  errors,
}: {
  draft: QuotationDraft;
  onChange: (draft: QuotationDraft) => void;
  catalogue: BuilderCatalogue;
  errors: Errors;
}) {
  const set = <K extends keyof QuotationDraft>(key: K, value: QuotationDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const setDay = (index: number, day: QuotationDraft["days"][number]) =>
    set(
      "days",
      draft.days.map((d, i) => (i === index ? day : d)),
    );
  const setOption = (index: number, option: QuotationDraft["options"][number]) =>
    set(
      "options",
      draft.options.map((o, i) => (i === index ? option : o)),
    );
  const totals = draftTotals(draft, catalogue);
  const pkg = catalogue.packages.find((p) => p.id === draft.packageId);
  const activityName = new Map(catalogue.activities.map((a) => [a.id, a]));

  function choosePackage(value: string) {
    const chosen = catalogue.packages.find((p) => String(p.id) === value);
    onChange({
      ...draft,
      packageId: chosen?.id ?? null,
      basePrice: chosen ? chosen.price : draft.basePrice,
      // A package's trip is run by its own region's team: its policies go with it.
      campsiteId: chosen ? chosen.campsite_id : draft.campsiteId,
    });
  }

  function usePackageDays() {
    if (!pkg || pkg.days.length === 0) return;
    set(
      "days",
      pkg.days.map((day) => ({ title: day.title, description: day.description, activities: [] })),
    );
  }

  return (
    <div className="grid gap-4">
      <Section title="Trip">
        <TextInput
          label="Title"
          value={draft.tripTitle}
          onChange={(v) => set("tripTitle", v)}
          error={errors.trip_title}
        />
        <TextInput
          label="Subtitle (optional)"
          value={draft.tripSubtitle ?? ""}
          onChange={(v) => set("tripSubtitle", v)}
        />
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <Field label="From the catalogue" error={errors.package_id}>
            {(id) => (
              <select
                id={id}
                value={draft.packageId ?? ""}
                onChange={(event) => choosePackage(event.target.value)}
                className={inputClass}
              >
                <option value="">Written freely</option>
                {catalogue.packages.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.trip_name}: {p.name} ({formatRupees(p.price)})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button
            type="button"
            className="btn btn-secondary min-h-11"
            disabled={!pkg || pkg.days.length === 0}
            onClick={usePackageDays}
          >
            Use its {pkg?.days.length ?? ""} days
          </button>
        </div>
        <NumberInput
          label="Base price per traveller (₹)"
          value={draft.basePrice}
          onChange={(v) => set("basePrice", v)}
          error={errors.base_price}
        />
        <Field label="Team and policies" error={errors.campsite_id}>
          {(id, describedBy) => (
            <>
              <select
                id={id}
                value={draft.campsiteId ?? ""}
                aria-invalid={errors.campsite_id ? true : undefined}
                aria-describedby={[describedBy, `${id}-hint`].filter(Boolean).join(" ")}
                onChange={(event) => set("campsiteId", event.target.value ? Number(event.target.value) : null)}
                className={inputClass}
              >
                <option value="">Choose the team that runs this trip…</option>
                {catalogue.teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>
              <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
                The quotation shows this team's policies (cancellation, payment) to the traveller.
              </p>
            </>
          )}
        </Field>
      </Section>

      <Section title="Dates and party">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            label="Travel date"
            type="date"
            value={draft.travelDate}
            onChange={(v) => set("travelDate", v)}
            error={errors.travel_date}
          />
          <TextInput
            label="Valid until"
            type="date"
            value={draft.expiryDate}
            onChange={(v) => set("expiryDate", v)}
            error={errors.expiry_date}
          />
          <NumberInput label="Travellers" value={draft.pax} onChange={(v) => set("pax", v)} error={errors.pax} />
          <NumberInput label="Rooms" value={draft.rooms} onChange={(v) => set("rooms", v)} error={errors.rooms} />
        </div>
        <TextInput label="Meals" value={draft.meals} onChange={(v) => set("meals", v)} error={errors.meals} />
      </Section>

      <Section title="Day by day">
        {errors.days ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {errors.days}
          </p>
        ) : null}
        <ol className="grid gap-3">
          {draft.days.map((day, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: days are positions; their number is their identity
            <li key={index} className="rounded-xl border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">Day {index + 1}</h3>
                <button
                  type="button"
                  className="btn btn-secondary min-h-11 text-sm"
                  disabled={draft.days.length === 1}
                  onClick={() => set("days", without(draft.days, index))}
                >
                  Remove day {index + 1}
                </button>
              </div>
              <div className="mt-2 grid gap-2">
                <TextInput
                  label={`Day ${index + 1} title`}
                  value={day.title}
                  onChange={(v) => setDay(index, { ...day, title: v })}
                />
                <Field label={`Day ${index + 1} plan`}>
                  {(id) => (
                    <textarea
                      id={id}
                      rows={2}
                      value={day.description}
                      onChange={(event) => setDay(index, { ...day, description: event.target.value })}
                      className="mt-1 block w-full rounded-xl border border-slate-300 bg-white p-3 text-sm"
                    />
                  )}
                </Field>
                {day.activities.length > 0 ? (
                  <ul className="grid gap-1 text-sm">
                    {day.activities.map((a, ai) => {
                      const activity = activityName.get(a.activityId);
                      return (
                        <li key={a.activityId} className="flex flex-wrap items-center gap-2">
                          <span className="font-medium">{activity?.name ?? "Unknown activity"}</span>
                          <span className="text-slate-600">
                            {activity ? `${formatRupees(activity.price)} ${activity.price_for}` : ""}
                          </span>
                          <label className="inline-flex min-h-11 items-center gap-1">
                            <input
                              type="checkbox"
                              checked={a.included}
                              onChange={(event) =>
                                setDay(index, {
                                  ...day,
                                  activities: day.activities.map((x, xi) =>
                                    xi === ai ? { ...x, included: event.target.checked } : x,
                                  ),
                                })
                              }
                            />
                            Included in the price
                          </label>
                          <button
                            type="button"
                            className="min-h-11 px-2 text-sm font-semibold text-red-800 underline"
                            onClick={() => setDay(index, { ...day, activities: without(day.activities, ai) })}
                          >
                            Remove {activity?.name ?? "activity"}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
                <Field label={`Add an activity to day ${index + 1}`}>
                  {(id) => (
                    <select
                      id={id}
                      value=""
                      onChange={(event) => {
                        const activityId = Number(event.target.value);
                        if (!activityId || day.activities.some((a) => a.activityId === activityId)) return;
                        setDay(index, { ...day, activities: [...day.activities, { activityId, included: true }] });
                      }}
                      className={inputClass}
                    >
                      <option value="">Choose an activity…</option>
                      {catalogue.activities.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name} ({formatRupees(a.price)} {a.price_for})
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <button
            type="button"
            className="btn btn-secondary min-h-11"
            onClick={() => set("days", [...draft.days, { title: "", description: "", activities: [] }])}
          >
            Add a day
          </button>
        </div>
      </Section>

      <Section title="Getting around">
        <p className="text-sm text-slate-600">
          The quotation lists each of these as included or not included: tick what the price covers.
        </p>
        {(
          [
            ["airportTransfer", "Airport transfers"],
            ["privateVehicleSightseeing", "A private vehicle for sightseeing"],
            ["sharedTransfers", "Shared (SIC) transfers"],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.transport[key]}
              onChange={(event) => set("transport", { ...draft.transport, [key]: event.target.checked })}
            />
            {label} included
          </label>
        ))}
      </Section>

      <Section title="Hotel options">
        {errors.options ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {errors.options}
          </p>
        ) : null}
        <ol className="grid gap-3">
          {draft.options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
            <li key={index} className="rounded-xl border border-slate-200 p-3">
              <div className="grid gap-2 sm:grid-cols-2">
                <TextInput
                  label={`Option ${index + 1} name`}
                  value={option.name}
                  onChange={(v) => setOption(index, { ...option, name: v })}
                />
                <NumberInput
                  label={`Option ${index + 1} stay per traveller (₹)`}
                  value={option.stayPrice}
                  onChange={(v) => setOption(index, { ...option, stayPrice: v })}
                />
              </div>
              {option.properties.map((property, pi) => {
                const typedIn = property.typedIn;
                const name = typedIn
                  ? typedIn.name.trim() || `A property typed in (stay ${pi + 1})`
                  : (catalogue.properties.find((p) => p.id === property.propertyId)?.name ?? "A property");
                const setProperty = (change: Partial<typeof property>) =>
                  setOption(index, {
                    ...option,
                    properties: option.properties.map((p, i) => (i === pi ? { ...p, ...change } : p)),
                  });
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same property may be listed twice (two stays)
                  <fieldset key={pi} className="mt-2 grid gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-3">
                    <legend className="text-sm font-semibold text-slate-900">
                      {name}
                      {typedIn ? <span className="font-normal text-slate-600"> (not in the catalogue)</span> : null}
                    </legend>
                    {typedIn ? (
                      <TypedInFields typedIn={typedIn} onChange={(next) => setProperty({ typedIn: next })} />
                    ) : null}
                    <TextInput label="Room" value={property.roomType} onChange={(v) => setProperty({ roomType: v })} />
                    <TextInput label="Meals" value={property.meals} onChange={(v) => setProperty({ meals: v })} />
                    <TextInput
                      label="Nights"
                      value={property.daysDetail}
                      onChange={(v) => setProperty({ daysDetail: v })}
                    />
                    <button
                      type="button"
                      className="min-h-11 text-left text-sm font-semibold text-red-800 underline sm:col-span-3"
                      onClick={() => setOption(index, { ...option, properties: without(option.properties, pi) })}
                    >
                      Remove {name}
                    </button>
                  </fieldset>
                );
              })}
              <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
                <Field label={`Add a property to option ${index + 1}`}>
                  {(id) => (
                    <select
                      id={id}
                      value=""
                      onChange={(event) => {
                        const propertyId = Number(event.target.value);
                        if (!propertyId) return;
                        setOption(index, {
                          ...option,
                          properties: [
                            ...option.properties,
                            {
                              propertyId,
                              typedIn: null,
                              meals: draft.meals,
                              roomType: "Double room",
                              daysDetail: "All nights",
                            },
                          ],
                        });
                      }}
                      className={inputClass}
                    >
                      <option value="">Choose a property…</option>
                      {catalogue.properties.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name}, {p.location}
                          {p.star_category ? ` (${p.star_category}-star)` : ""}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-secondary min-h-11 text-sm"
                    onClick={() =>
                      setOption(index, {
                        ...option,
                        properties: [
                          ...option.properties,
                          {
                            propertyId: null,
                            typedIn: { name: "", location: "", starCategory: null },
                            meals: draft.meals,
                            roomType: "Double room",
                            daysDetail: "All nights",
                          },
                        ],
                      })
                    }
                  >
                    Type in a property for option {index + 1}
                  </button>
                  <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="selected-option"
                      checked={draft.selectedOption === index}
                      onChange={() => set("selectedOption", index)}
                    />
                    Shown first
                  </label>
                  <button
                    type="button"
                    className="btn btn-secondary min-h-11 text-sm"
                    disabled={draft.options.length === 1}
                    onClick={() =>
                      onChange({
                        ...draft,
                        options: without(draft.options, index),
                        selectedOption:
                          draft.selectedOption >= index && draft.selectedOption > 0 ? draft.selectedOption - 1 : 0,
                      })
                    }
                  >
                    Remove option {index + 1}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <button
            type="button"
            className="btn btn-secondary min-h-11"
            onClick={() =>
              set("options", [
                ...draft.options,
                { name: `Option ${draft.options.length + 1}`, stayPrice: 0, properties: [] },
              ])
            }
          >
            Add a hotel option
          </button>
        </div>
      </Section>

      <Section title="Price">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Quote the price" error={errors.show_price_for}>
            {(id) => (
              <select
                id={id}
                value={draft.showPriceFor}
                onChange={(event) =>
                  set("showPriceFor", event.target.value === "per group" ? "per group" : "per person")
                }
                className={inputClass}
              >
                <option value="per person">Per person</option>
                <option value="per group">For the whole group</option>
              </select>
            )}
          </Field>
          <NumberInput
            label="Booking amount (₹)"
            value={draft.bookingAmount}
            onChange={(v) => set("bookingAmount", v)}
            error={errors.booking_amount}
          />
        </div>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.priceInclusiveOfTaxes}
            onChange={(event) => set("priceInclusiveOfTaxes", event.target.checked)}
          />
          Prices include GST
        </label>
        {totals ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="builder-totals">
              <caption className="text-left text-sm text-slate-600">
                Included activities add {formatRupees(totals.activitiesPerPerson)} per traveller.
              </caption>
              <thead className="text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Option
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Quoted ({draft.showPriceFor})
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    GST
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Booking total
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {totals.options.map((option, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one row per option, by position
                  <tr key={index}>
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {option.name || `Option ${index + 1}`}
                    </th>
                    <td className="py-2 pr-3 text-right">{formatRupees(option.price)}</td>
                    <td className="py-2 pr-3 text-right">{formatPaise(option.booking.gstPaise)}</td>
                    <td className="py-2 text-right font-semibold">{formatPaise(option.booking.totalPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </Section>

      <Section title="Included and not included">
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ["inclusions", "Included (one per line)"],
              ["exclusions", "Not included (one per line)"],
            ] as const
          ).map(([key, label]) => (
            <Field key={key} label={label}>
              {(id) => (
                <textarea
                  id={id}
                  rows={4}
                  value={draft[key].join("\n")}
                  onChange={(event) => set(key, event.target.value.split("\n"))}
                  className="mt-1 block w-full rounded-xl border border-slate-300 bg-white p-3 text-sm"
                />
              )}
            </Field>
          ))}
        </div>
      </Section>
    </div>
  );
}
