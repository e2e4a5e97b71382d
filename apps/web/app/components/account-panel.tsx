// The dashboard's account card: who is logged in (number, member since) and the ways to log out.
// The account is fetched in the browser with the stored token, so no private data is ever in the
// server-rendered page. A token the server refuses resets the credentials (client.ts), and the guard
// around the dashboard then sends the traveller to /login.
import { formatIndianPhone } from "@parvat/domain/company";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { NETWORK_ERROR_MESSAGE, request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import type { MyAccountQuery } from "../graphql/generated/graphql.ts";
import { resetCredentials } from "../lib/credentials.ts";
import { formatDate } from "../lib/format.ts";
import { logOut } from "../lib/log-out.ts";
import { notify } from "./toasts.tsx";

const MyAccountDocument = graphql(`
  query MyAccount {
    me {
      phone
      first_name
      last_name
      member_since
    }
  }
`);

type Account = NonNullable<MyAccountQuery["me"]>;

type State = { status: "loading" } | { status: "loaded"; account: Account } | { status: "failed"; message: string };

export function AccountPanel() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: "loading" });
  const [leaving, setLeaving] = useState<"here" | "everywhere" | null>(null);

  const load = useCallback(async () => {
    setState({ status: "loading" });
    try {
      const result = await request(MyAccountDocument);
      if (result.data?.me) setState({ status: "loaded", account: result.data.me });
      else if (result.data) resetCredentials();
      else setState({ status: "failed", message: result.errors[0]?.message ?? "We could not load your account." });
    } catch {
      setState({ status: "failed", message: NETWORK_ERROR_MESSAGE });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function onLogOut(everywhere: boolean) {
    setLeaving(everywhere ? "everywhere" : "here");
    const { revoked, message } = await logOut({ everywhere });
    await navigate("/", { replace: true });
    await notify(revoked ? "success" : "warning", message);
  }

  if (state.status === "loading") {
    return (
      <div className="card p-6 sm:p-8" role="status">
        <p className="text-slate-600">Loading your account…</p>
      </div>
    );
  }
  if (state.status === "failed") {
    return (
      <div className="card p-6 sm:p-8">
        <p role="alert" className="font-medium text-primary-strong">
          {state.message}
        </p>
        <button type="button" className="btn btn-secondary mt-4" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  }

  const { account } = state;
  const name = [account.first_name, account.last_name].filter(Boolean).join(" ");
  return (
    <div className="card p-6 sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">{name || "Your account"}</h2>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Mobile number</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{formatIndianPhone(account.phone)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Member since</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{formatDate(account.member_since)}</dd>
        </div>
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={leaving !== null}
          onClick={() => void onLogOut(false)}
        >
          {leaving === "here" ? "Logging out…" : "Log out"}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={leaving !== null}
          onClick={() => void onLogOut(true)}
        >
          {leaving === "everywhere" ? "Logging out…" : "Log out on every device"}
        </button>
      </div>
    </div>
  );
}
