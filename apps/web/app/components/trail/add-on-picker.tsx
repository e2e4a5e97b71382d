// A booking's add-ons (offloading, rentals, a cab seat): each offer of its departure with its price
// (GST on top at the add-on's own rate), its last day and what is left, and how many travellers
// take it, per size. "Save add-ons" sends the whole set (chooseAddOns); the server prices it and
// the booking's total follows, so the amount beside it is reloaded (onChanged). Shown on /pay while
// the seats are held and on /bookings/{id}/add-ons afterwards.
import { formatPaise } from "@parvat/domain/money-words";
import { useCallback, useEffect, useId, useState } from "react";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { BookingAddOnOffersQuery } from "../../graphql/generated/graphql.ts";
import { longDate } from "../trek/trek-format.ts";

const BookingAddOnOffersDocument = graphql(`
  query BookingAddOnOffers($id: ID!) {
    booking(id: $id) {
      id
      traveller_count
      add_ons {
        add_on_id
        size
        quantity
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

function priceText(offer: Offer): string {
  const per = offer.pricing === "per_traveller_day" ? "per traveller per day" : "per traveller";
  return `${formatPaise(offer.price_paise)} ${per} + ${offer.gst_percent}% GST`;
}

export function AddOnPicker({ bookingId, onChanged }: { bookingId: string; onChanged: () => void }) {
  const id = useId();
  const [booking, setBooking] = useState<BookingAddOnOffersQuery["booking"] | undefined>(undefined);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      const result = await request(BookingAddOnOffersDocument, { id: bookingId });
      const loaded = result.data?.booking ?? null;
      setBooking(loaded);
      setQuantities(
        Object.fromEntries((loaded?.add_ons ?? []).map((line) => [keyOf(line.add_on_id, line.size), line.quantity])),
      );
    } catch {
      setMessage({ kind: "error", text: NETWORK_ERROR_MESSAGE });
    }
  }, [bookingId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!booking || booking.add_on_offers.length === 0) return null;

  async function save() {
    setSaving(true);
    setMessage(null);
    const choices = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([key, quantity]) => {
        const [addOnId, size] = [Number(key.slice(0, key.indexOf(":"))), key.slice(key.indexOf(":") + 1)];
        return { addOnId, quantity, ...(size ? { size } : {}) };
      });
    try {
      const result = await request(ChooseAddOnsDocument, { input: { bookingId, choices } });
      if (result.data?.chooseAddOns) {
        setMessage({ kind: "done", text: "Your add-ons are saved. The amount has been updated." });
        onChanged();
      } else {
        const error = result.errors[0];
        setMessage({ kind: "error", text: error?.message ?? "We could not save your add-ons." });
        const code = errorCode(error);
        if (code === "ADD_ON_SOLD_OUT" || code === "ADD_ON_CLOSED") void load();
      }
    } catch {
      setMessage({ kind: "error", text: NETWORK_ERROR_MESSAGE });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="mt-6" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Add-ons
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Choose how many of your {booking.traveller_count} travellers take each. Paid with the booking; refunded by the
        same cancellation terms.
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
            <div className="mt-2 flex flex-wrap gap-3">
              {offer.left.map((stock) => {
                const key = keyOf(offer.add_on_id, stock.size);
                const inputId = `${id}-${offer.add_on_id}-${stock.size || "any"}`;
                const chosen = quantities[key] ?? 0;
                const max = Math.min(
                  booking.traveller_count,
                  stock.available === null ? Infinity : stock.available + chosen,
                );
                return (
                  <div key={key} className="flex items-center gap-2">
                    <label htmlFor={inputId} className="text-sm text-slate-800">
                      {stock.size ? `Size ${stock.size}` : "Travellers"}
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
          </li>
        ))}
      </ul>
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
