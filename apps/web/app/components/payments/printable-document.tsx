// What a receipt and a tax invoice share: the screen that fetches one for its viewer (loading, not
// theirs, failed with a retry, or shown with its actions above it and hidden from print), and the
// term/amount row of their figures. Laid out for a screen and, with receipt-print.css, for A4 paper.
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { type GraphqlResponse, NETWORK_ERROR_MESSAGE } from "../../graphql/client.ts";
import { dashboardPath } from "../../lib/paths.ts";
import { SendBack } from "../booking/send-back.tsx";
import { ScreenFailed, ScreenLoading } from "./screen-status.tsx";

type State<T> =
  | { status: "loading" }
  | { status: "loaded"; document: T }
  | { status: "refused" }
  | { status: "failed"; message: string };

/**
 * A document only its viewer may read: `fetchDocument` answers the API's response and `pick` takes the
 * document out of it (null when the API answered without it: someone else's, or none such).
 */
export function PrivateDocumentScreen<TResult, TDocument>({
  noun,
  fetchDocument,
  pick,
  actions,
  children,
}: {
  /** "receipt", "invoice": what the loading, refusal and failure lines call it. */
  noun: string;
  fetchDocument: () => Promise<GraphqlResponse<TResult>>;
  pick: (data: TResult) => TDocument | null | undefined;
  /** Buttons beside "All my bookings" (print, download). */
  actions: (document: TDocument) => ReactNode;
  children: (document: TDocument) => ReactNode;
}) {
  const [state, setState] = useState<State<TDocument>>({ status: "loading" });

  const load = useCallback(async () => {
    try {
      const result = await fetchDocument();
      const document = result.data ? pick(result.data) : null;
      if (document) setState({ status: "loaded", document });
      else if (result.data) setState({ status: "refused" });
      else setState({ status: "failed", message: result.errors[0]?.message ?? `We could not load the ${noun}.` });
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
  }, [fetchDocument, pick, noun]);

  useEffect(() => {
    void load();
  }, [load]);

  switch (state.status) {
    case "loading":
      return <ScreenLoading text={`Loading your ${noun}…`} />;
    case "refused":
      return <SendBack to={dashboardPath()} reason={`We could not find that ${noun} in your account.`} />;
    case "failed":
      return <ScreenFailed message={state.message} onRetry={() => void load()} />;
  }
  return (
    <div data-receipt-page className="bg-sand py-8 sm:py-12">
      <div className="page-container">
        <div data-print-hidden className="mx-auto mb-6 flex max-w-3xl flex-wrap items-center justify-between gap-3">
          <Link to={dashboardPath()} className="link">
            All my bookings
          </Link>
          {actions(state.document)}
        </div>
        {children(state.document)}
      </div>
    </div>
  );
}

/** A term and its figure in a document's list of amounts; `strong` for a total. */
export function DocumentRow({
  term,
  children,
  strong = false,
}: {
  term: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-6 py-2 ${strong ? "text-base font-bold text-slate-900" : "text-sm"}`}>
      <dt className={strong ? "" : "text-slate-600"}>{term}</dt>
      <dd className="text-right text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
