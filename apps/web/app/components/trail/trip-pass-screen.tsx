// The body of /trips/{reference}: the trip pass. Online it is fetched (tripPass), shown and kept on
// the device; without signal the kept copy is shown, saying when it was saved. The page registers
// the pass's service worker (lib/trip-pass-offline.ts) so that it opens again with no signal.
// QR codes arrive from the server as SVG and are shown as images (no script draws them).
import { formatIndianPhone } from "@parvat/domain/company";
import { useCallback, useEffect, useState } from "react";
import { NETWORK_ERROR_MESSAGE, NetworkError, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { TripPassQuery } from "../../graphql/generated/graphql.ts";
import { keepPass, keepPassPageOffline, keptPass } from "../../lib/trip-pass-offline.ts";
import { dateRange } from "../booking/booking-format.ts";
import { Section } from "../page-hero.tsx";
import { ScreenFailed, ScreenLoading } from "../payments/screen-status.tsx";

const TripPassDocument = graphql(`
  query TripPass($reference: String!) {
    tripPass(reference: $reference) {
      reference
      status
      trip_name
      start_date
      end_date
      meeting_point
      meeting_map_url
      meeting_time
      leader_name
      leader_phone
      itinerary {
        day
        title
        brief
      }
      travellers {
        participant_id
        first_name
        last_name
        check_in_code
        qr_svg
      }
      add_ons {
        name
        size
        quantity
      }
    }
  }
`);

type Pass = NonNullable<TripPassQuery["tripPass"]>;
type State =
  | { status: "loading" }
  | { status: "ready"; pass: Pass; savedAt: string | null }
  | { status: "missing" }
  | { status: "failed"; message: string };

const savedTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

export function TripPassScreen({ reference }: { reference: string }) {
  const [state, setState] = useState<State>({ status: "loading" });

  const load = useCallback(async () => {
    const offline = async (message: string) => {
      const kept = await keptPass<Pass>(reference).catch(() => null);
      setState(kept ? { status: "ready", pass: kept.pass, savedAt: kept.savedAt } : { status: "failed", message });
    };
    try {
      const result = await request(TripPassDocument, { reference });
      if (result.data?.tripPass) {
        setState({ status: "ready", pass: result.data.tripPass, savedAt: null });
        await keepPass(reference, result.data.tripPass).catch(() => undefined);
        void keepPassPageOffline();
      } else if (result.data) setState({ status: "missing" });
      else await offline(result.errors[0]?.message ?? "We could not load your trip pass.");
    } catch (error) {
      await offline(error instanceof NetworkError ? NETWORK_ERROR_MESSAGE : "We could not load your trip pass.");
    }
  }, [reference]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === "loading") return <ScreenLoading text="Opening your trip pass…" />;
  if (state.status === "failed") return <ScreenFailed message={state.message} onRetry={() => void load()} />;
  if (state.status === "missing") {
    return (
      <Section>
        <p className="card p-6 text-slate-900">
          No trip pass for {reference} in your account. A pass opens once the booking is paid.
        </p>
      </Section>
    );
  }
  const { pass, savedAt } = state;
  return (
    <Section>
      <div className="mx-auto grid max-w-2xl gap-4">
        {savedAt ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
            No signal: this is the copy saved on {savedTime.format(new Date(savedAt))}.
          </p>
        ) : null}
        <article className="card p-5" aria-labelledby="pass-title">
          <p className="text-sm text-slate-600">
            Booking <span className="font-mono font-semibold text-slate-900">{pass.reference}</span>
          </p>
          <h2 id="pass-title" className="mt-1 text-2xl font-bold text-slate-900">
            {pass.trip_name}
          </h2>
          <p className="text-slate-800">{dateRange(pass.start_date, pass.end_date)}</p>
          <dl className="mt-4 grid gap-3">
            <div>
              <dt className="text-sm text-slate-600">Meeting point</dt>
              <dd className="font-semibold text-slate-900">
                {pass.meeting_point ?? "We will send it before the trip."}
                {pass.meeting_time ? `, at ${pass.meeting_time}` : ""}
                {pass.meeting_map_url ? (
                  <>
                    {" "}
                    <a href={pass.meeting_map_url} className="link" rel="noopener noreferrer" target="_blank">
                      Open the map
                    </a>
                  </>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Trip leader</dt>
              <dd className="font-semibold text-slate-900">
                {pass.leader_name ? (
                  <>
                    {pass.leader_name},{" "}
                    <a className="link" href={`tel:${pass.leader_phone}`}>
                      {formatIndianPhone(pass.leader_phone ?? "")}
                    </a>
                  </>
                ) : (
                  "Named before the trip."
                )}
              </dd>
            </div>
            {pass.add_ons.length > 0 ? (
              <div>
                <dt className="text-sm text-slate-600">Add-ons</dt>
                <dd className="text-slate-900">
                  {pass.add_ons
                    .map((line) => `${line.name}${line.size ? ` (${line.size})` : ""} × ${line.quantity}`)
                    .join(", ")}
                </dd>
              </div>
            ) : null}
          </dl>
        </article>
        <section className="card p-5" aria-labelledby="pass-travellers">
          <h2 id="pass-travellers" className="text-lg font-bold text-slate-900">
            Travellers: show your code at check-in
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {pass.travellers.map((traveller) => (
              <li key={traveller.participant_id} className="rounded-xl bg-slate-50 p-3 text-center">
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(traveller.qr_svg)}`}
                  alt={`Check-in code of ${traveller.first_name} ${traveller.last_name}`}
                  width={200}
                  height={200}
                  className="mx-auto h-auto w-48 max-w-full"
                />
                <p className="mt-2 font-semibold text-slate-900">
                  {traveller.first_name} {traveller.last_name}
                </p>
                <p className="font-mono text-xs text-slate-700">{traveller.check_in_code}</p>
              </li>
            ))}
          </ul>
        </section>
        {pass.itinerary.length > 0 ? (
          <section className="card p-5" aria-labelledby="pass-itinerary">
            <h2 id="pass-itinerary" className="text-lg font-bold text-slate-900">
              Day by day
            </h2>
            <ol className="mt-3 grid gap-3">
              {pass.itinerary.map((day) => (
                <li key={`${day.day}-${day.title}`}>
                  <p className="font-semibold text-slate-900">
                    Day {day.day}: {day.title}
                  </p>
                  <p className="text-sm text-slate-700">{day.brief}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </Section>
  );
}
