// Every admin screen loads its data in the browser, where the staff member's token lives (the
// server cannot know who asks: routes/admin/layout.tsx). This hook runs one typed document, keeps
// its state (loading, loaded, failed with the message to show) and loads it again on demand, after
// a mutation for example.
import { useCallback, useEffect, useState } from "react";
import { type GraphqlDocument, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";

export type AdminQueryState<TResult> =
  | { status: "loading" }
  | { status: "loaded"; data: TResult }
  | { status: "failed"; message: string };

export function useAdminQuery<TResult, TVariables extends Record<string, unknown>>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
): { state: AdminQueryState<TResult>; reload: () => Promise<void> } {
  const [state, setState] = useState<AdminQueryState<TResult>>({ status: "loading" });
  // Variables are compared by value: a new object with the same values does not load again.
  const key = JSON.stringify(variables);
  const load = useCallback(async () => {
    try {
      const result = await request(document, ...([JSON.parse(key)] as [TVariables]));
      if (result.data) setState({ status: "loaded", data: result.data });
      else setState({ status: "failed", message: result.errors[0]?.message ?? "We could not load this screen." });
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
  }, [document, key]);
  useEffect(() => {
    setState({ status: "loading" });
    void load();
  }, [load]);
  return { state, reload: load };
}
