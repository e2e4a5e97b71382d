// What an admin screen shows around its data: a status line while it loads, the reason and a retry
// when it failed, the screen itself once loaded.
import type { ReactNode } from "react";
import type { AdminQueryState } from "./use-admin-query.ts";

export function AdminQueryView<TResult>({
  state,
  reload,
  what,
  children,
}: {
  state: AdminQueryState<TResult>;
  reload: () => Promise<void>;
  /** What is loading, in a few words: "today's work", "the departures". */
  what: string;
  children: (data: TResult) => ReactNode;
}) {
  if (state.status === "loading") {
    return (
      <p role="status" className="py-6 text-slate-600">
        Loading {what}…
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <div role="alert" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-slate-800">
        <p className="font-semibold">We could not load {what}.</p>
        <p className="mt-1 text-sm">{state.message}</p>
        <button type="button" className="btn btn-primary mt-4" onClick={() => void reload()}>
          Try again
        </button>
      </div>
    );
  }
  return children(state.data);
}
