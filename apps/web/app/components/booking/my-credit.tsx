// The dashboard's trip credit: what can be spent now, what expires when, and every movement (issued,
// spent, expired), newest first. Fetched in the browser with the stored token, like the bookings.
import { formatPaise } from "@parvat/domain/money-words";
import { useEffect, useState } from "react";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { MyCreditQuery } from "../../graphql/generated/graphql.ts";
import { CREDIT_CHANGED_EVENT } from "./credit-events.ts";

const MyCreditDocument = graphql(`
  query MyCredit {
    myCredit {
      balance_paise
      expiries {
        amount_paise
        expires_at
      }
      entries {
        id
        kind
        amount_paise
        description
        at
      }
    }
  }
`);

const day = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function MyCredit() {
  const [credit, setCredit] = useState<MyCreditQuery["myCredit"] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const load = () =>
      request(MyCreditDocument)
        .then((response) => {
          if (response.data) setCredit(response.data.myCredit);
          else setError(response.errors[0]?.message ?? "We could not load your trip credit.");
        })
        .catch(() => setError(NETWORK_ERROR_MESSAGE));
    void load();
    window.addEventListener(CREDIT_CHANGED_EVENT, load);
    return () => window.removeEventListener(CREDIT_CHANGED_EVENT, load);
  }, []);

  if (error)
    return (
      <p role="alert" className="text-primary-strong">
        {error}
      </p>
    );
  if (!credit) return <p className="text-slate-600">Loading your trip credit…</p>;
  if (credit.entries.length === 0) {
    return (
      <p className="text-slate-600">
        No trip credit yet. When you cancel a paid booking you can take credit instead of a refund, and spend it on any
        trip when you pay.
      </p>
    );
  }
  return (
    <div className="card p-5 sm:p-6">
      <p className="text-lg font-semibold text-slate-900">
        Trip credit: <span data-testid="credit-balance">{formatPaise(credit.balance_paise)}</span>
      </p>
      {credit.expiries.length > 0 ? (
        <ul className="mt-2 text-sm text-slate-700">
          {credit.expiries.map((expiry) => (
            <li key={expiry.expires_at}>
              {formatPaise(expiry.amount_paise)} to spend by {day.format(new Date(expiry.expires_at))}
            </li>
          ))}
        </ul>
      ) : null}
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Trip credit movements, newest first</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 font-medium">
              Date
            </th>
            <th scope="col" className="py-1 font-medium">
              What
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {credit.entries.map((entry) => (
            <tr key={entry.id} className="border-t border-slate-200">
              <td className="py-1 text-slate-700">{day.format(new Date(entry.at))}</td>
              <td className="py-1 text-slate-900">{entry.description}</td>
              <td className="py-1 text-right tabular-nums text-slate-900">
                {entry.kind === "issue" ? "+" : "−"}
                {formatPaise(entry.amount_paise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
