// The dashboard's quotations: every quotation made for the traveller (for enquiries sent from their
// account or their phone number, and any they accepted), newest first, each with where it stands
// (valid until, accepted, expired) and a link to read or accept it. Fetched in the browser with the
// stored token, like the bookings.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { MyQuotationsQuery } from "../../graphql/generated/graphql.ts";
import { formatDate } from "../../lib/format.ts";
import { quotationPath } from "../../lib/paths.ts";
import { plural } from "../trek/trek-format.ts";

const MyQuotationsDocument = graphql(`
  query MyQuotations {
    myQuotations {
      slug
      enquiry_slug
      trip_title
      travel_date
      expiry_date
      expired
      accepted
      pax
    }
  }
`);

type Quotation = MyQuotationsQuery["myQuotations"][number];

type State =
  | { status: "loading" }
  | { status: "loaded"; quotations: Quotation[] }
  | { status: "failed"; message: string };

/** Where a quotation stands, in words. */
export function quotationStanding(quotation: Pick<Quotation, "accepted" | "expired" | "expiry_date">): string {
  if (quotation.accepted) return "Accepted";
  if (quotation.expired) return `Expired on ${formatDate(quotation.expiry_date)}`;
  return `Valid until ${formatDate(quotation.expiry_date)}`;
}

export function MyQuotations() {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    request(MyQuotationsDocument, {}, { signal: controller.signal })
      .then((result) =>
        setState(
          result.data
            ? { status: "loaded", quotations: result.data.myQuotations }
            : { status: "failed", message: result.errors[0]?.message ?? "We could not load your quotations." },
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
      });
    return () => controller.abort();
  }, []);

  if (state.status === "loading") {
    return (
      <p className="text-slate-600" role="status">
        Loading your quotations…
      </p>
    );
  }
  if (state.status === "failed") return <p role="alert">{state.message}</p>;
  if (state.quotations.length === 0) {
    return (
      <p className="text-slate-700">
        No quotations yet.{" "}
        <Link to="/customize" className="link">
          Tell us about a trip of your own
        </Link>{" "}
        and a planner sends you one.
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {state.quotations.map((quotation) => (
        <li key={quotation.slug} className="card flex flex-col gap-1 p-5">
          <Link
            to={quotationPath(quotation.enquiry_slug, quotation.slug)}
            className="text-lg font-bold text-slate-900 hover:text-primary-strong hover:underline"
          >
            {quotation.trip_title}
          </Link>
          <p className="text-sm text-slate-700">
            {formatDate(quotation.travel_date)} · {plural(quotation.pax, "traveller")}
          </p>
          <p className="text-sm font-semibold text-slate-900">{quotationStanding(quotation)}</p>
        </li>
      ))}
    </ul>
  );
}
