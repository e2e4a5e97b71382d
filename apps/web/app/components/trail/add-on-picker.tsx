// A booking's add-ons (offloading, rentals, a cab seat): each offer of its departure with its price
// (GST on top at the add-on's own rate), its last day and what is left, and how many travellers
// take it; an add-on with sizes is chosen per traveller (who wears which size: base camp's manifest
// hands each to its person). "Save add-ons" sends the whole set (chooseAddOns); the server prices it and
// the booking's total follows, so the amount beside it is reloaded (onChanged). Choices not saved yet are
// reported (onDraft) so that the Pay button beside it saves them first instead of charging without them.
// Shown on /pay while the seats are held and on /bookings/{id}/add-ons afterwards. With add-ons chosen it
// says that the booking then cannot move to another date online (the transfer's rule, docs/api.md).
import { formatPaise } from "@parvat/domain/money-words";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingAddOnOffersQuery } from "../../graphql/generated/graphql.ts";
import { longDate } from "../trek/trek-format.ts";

const BookingAddOnOffersDocument = graphql(`
  query BookingAddOnOffers($id: ID!) {
    booking(id: $id) {
      id
      traveller_count
      participants {
        first_name
        last_name
      }
      add_ons {
        add_on_id
        size
        quantity
        travellers
      }
      add_on_offers {
        add_on_id
        name
        description
        price_paise
        pricing
        gst_percent
        sizes
        closes_on
        open
        left {
          size
          available
        }
      }
    }
  }
`);

const ChooseAddOnsDocument = graphql(`
  mutation ChooseAddOns($input: ChooseAddOnsInput!) {
    chooseAddOns(input: $input) {
      id
      total_paise
    }
  }
`);

type Offer = NonNullable<BookingAddOnOffersQuery["booking"]>["add_on_offers"][number];
const keyOf = (addOnId: number, size: string) => `${addOnId}:${size}`;
const wearerKey = (addOnId: number, position: number) => `${addOnId}:${position}`;

/** The choices to send: counts for add-ons without sizes, and each size with the travellers who wear it. */
function choicesOf(
  quantities: Record<string, number>,
  sizes: Record<string, string>,
): { addOnId: number; quantity: number; size?: string; travellers?: number[] }[] {
  const counted = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([key, quantity]) => ({ addOnId: Number(key.slice(0, key.indexOf(":"))), quantity }));
  const worn = new Map<string, { addOnId: number; size: string; travellers: number[] }>();
  for (const [key, size] of Object.entries(sizes)) {
    if (!size) continue;
    const [addOnId, position] = key.split(":").map(Number) as [number, number];
    const line = worn.get(keyOf(addOnId, size)) ?? { addOnId, size, travellers: [] };
    line.travellers.push(position);
    worn.set(keyOf(addOnId, size), line);
  }
  return [...counted, ...[...worn.values()].map((line) => ({ ...line, quantity: line.travellers.length }))];
}

/** The same choices always make the same text, whatever order they were made in: "unsaved" compares these. */
function choicesKey(quantities: Record<string, number>, sizes: Record<string, string>): string {
  return JSON.stringify(
    choicesOf(quantities, sizes)
      .map((choice) => ({
        ...choice,
        travellers: [...(choice.travellers ?? [])].sort((a, b) => a - b),
      }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );
}

/** Add-on choices on screen that the booking does not have yet; `save` stores them (true when it did). */
export interface AddOnDraft {
  save: () => Promise<boolean>;
}

function priceText(offer: Offer): string {
  const per = offer.pricing === "per_traveller_day" ? "per traveller per day" : "per traveller";
  return `${formatPaise(offer.price_paise)} ${per} + ${offer.gst_percent}% GST`;
}

export function AddOnPicker({
  bookingId,
  onChanged,
  onDraft,
}: {
  bookingId: string;
  /** The add-ons were saved: the booking's amount changed. Awaited, so a Pay that saved first sees the new amount. */
  onChanged: () => void | Promise<void>;
  /** Called with the unsaved choices whenever they differ from the booking's, and with null when they do not. */
  onDraft?: (draft: AddOnDraft | null) => void;
}) {
  const id = useId();
  const [booking, setBooking] = useState<BookingAddOnOffersQuery["booking"] | undefined>(undefined);
  // Add-ons without sizes: how many travellers take each. With sizes: the size each traveller wears.
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  // The choices as the booking has them (the last load or save), to tell what is not saved yet.
  const [savedKey, setSavedKey] = useState("[]");

  const load = useCallback(async () => {
    try {
      const result = await request(BookingAddOnOffersDocument, { id: bookingId });
      const loaded = result.data?.booking ?? null;
      setBooking(loaded);
      const lines = loaded?.add_ons ?? [];
      const loadedQuantities = Object.fromEntries(
        lines.filter((line) => !line.size).map((line) => [keyOf(line.add_on_id, ""), line.quantity]),
      );
      const loadedSizes = Object.fromEntries(
        lines.flatMap((line) =>
          line.size ? line.travellers.map((position) => [wearerKey(line.add_on_id, position), line.size]) : [],
        ),
      );
      setQuantities(loadedQuantities);
      setSizes(loadedSizes);
      setSavedKey(choicesKey(loadedQuantities, loadedSizes));
    } catch {
      setMessage({ kind: "error", text: NETWORK_ERROR_MESSAGE });
    }
  }, [bookingId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function save(): Promise<boolean> {
    setSaving(true);
    setMessage(null);
    const choices = choicesOf(quantities, sizes);
    try {
      const result = await request(ChooseAddOnsDocument, { input: { bookingId, choices } });
      if (result.data?.chooseAddOns) {
        setSavedKey(choicesKey(quantities, sizes));
        setMessage({ kind: "done", text: "Your add-ons are saved. The amount has been updated." });
        await onChanged();
        return true;
      }
      const error = result.errors[0];
      setMessage({ kind: "error", text: error?.message ?? "We could not save your add-ons." });
      const code = errorCode(error);
      if (code === "ADD_ON_SOLD_OUT" || code === "ADD_ON_CLOSED") void load();
      return false;
    } catch {
      setMessage({ kind: "error", text: NETWORK_ERROR_MESSAGE });
      return false;
    } finally {
      setSaving(false);
    }
  }

  // The latest save (it closes over the latest choices) for the draft handed to the Pay button.
  const saveRef = useRef(save);
  saveRef.current = save;
  const unsaved = booking ? choicesKey(quantities, sizes) !== savedKey : false;
  useEffect(() => {
    onDraft?.(unsaved ? { save: () => saveRef.current() } : null);
  }, [unsaved, onDraft]);
  useEffect(() => () => onDraft?.(null), [onDraft]);

  if (!booking || booking.add_on_offers.length === 0) return null;

  return (
    <section className="mt-6" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Add-ons
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Choose how many of your {booking.traveller_count} travellers take each, and who wears which size. Paid with the
        booking; refunded by the same cancellation terms.
      </p>
      <ul className="mt-3 grid gap-3">
        {booking.add_on_offers.map((offer) => (
          <li key={offer.add_on_id} className="rounded-xl bg-slate-50 px-4 py-3">
            <p className="font-semibold text-slate-900">{offer.name}</p>
            <p className="text-sm text-slate-700">{offer.description}</p>
            <p className="mt-1 text-sm text-slate-900">{priceText(offer)}</p>
            <p className="text-xs text-slate-600">
              {offer.open ? `Can be chosen until ${longDate(offer.closes_on)}` : "No longer on sale for this departure"}
            </p>
            {offer.sizes.length > 0 ? (
              <div className="mt-2 grid gap-2">
                {booking.participants.map((person, position) => {
                  const inputId = `${id}-${offer.add_on_id}-traveller-${position}`;
                  const chosen = sizes[wearerKey(offer.add_on_id, position)] ?? "";
                  return (
                    <div key={inputId} className="flex flex-wrap items-center gap-2">
                      <label htmlFor={inputId} className="min-w-32 text-sm text-slate-800">
                        {person.first_name} {person.last_name}
                      </label>
                      <select
                        id={inputId}
                        value={chosen}
                        disabled={!offer.open}
                        onChange={(event) =>
                          setSizes((current) => ({
                            ...current,
                            [wearerKey(offer.add_on_id, position)]: event.target.value,
                          }))
                        }
                        className="block min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
                      >
                        <option value="">Not taking it</option>
                        {offer.left.map((stock) => (
                          <option
                            key={stock.size}
                            value={stock.size}
                            disabled={stock.available === 0 && chosen !== stock.size}
                          >
                            {`Size ${stock.size}${stock.available !== null ? ` (${stock.available} left)` : ""}`}
                          </option>
                        ))}
                      </select>
                    </div>
                  );
                })}
              </div>
            ) : (
              <div className="mt-2 flex flex-wrap gap-3">
                {offer.left.map((stock) => {
                  const key = keyOf(offer.add_on_id, "");
                  const inputId = `${id}-${offer.add_on_id}-any`;
                  const chosen = quantities[key] ?? 0;
                  const max = Math.min(
                    booking.traveller_count,
                    stock.available === null ? Infinity : stock.available + chosen,
                  );
                  return (
                    <div key={key} className="flex items-center gap-2">
                      <label htmlFor={inputId} className="text-sm text-slate-800">
                        Travellers
                        {stock.available !== null ? (
                          <span className="text-slate-600"> ({stock.available} left)</span>
                        ) : null}
                      </label>
                      <input
                        id={inputId}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={max}
                        value={chosen}
                        disabled={!offer.open}
                        onChange={(event) =>
                          setQuantities((current) => ({
                            ...current,
                            [key]: Math.max(0, Math.min(max, Math.trunc(Number(event.target.value) || 0))),
                          }))
                        }
                        className="block min-h-11 w-20 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-slate-500"
                      />
                    </div>
                  );
                })}
              </div>
            )}
          </li>
        ))}
      </ul>
      {choicesOf(quantities, sizes).length > 0 ? (
        // The transfer's rule (Booking.date_change_blocked, "add-ons"): said before the add-ons are paid for.
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          With add-ons, this booking cannot be moved to another date online later: add-ons are kept for their own
          departure. If your dates may change, ask our trip desk first.
        </p>
      ) : null}
      <button type="button" className="btn btn-secondary mt-3 min-h-11" disabled={saving} onClick={() => void save()}>
        {saving ? "Saving…" : "Save add-ons"}
      </button>
      {message ? (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          className={`mt-2 text-sm font-semibold ${message.kind === "error" ? "text-primary-strong" : "text-emerald-900"}`}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
