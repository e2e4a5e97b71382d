// /admin/security (every staff role): the staff member's own second factors (docs/api.md, "Staff
// sign-in"): passkeys (named, listed, removed), an authenticator app (QR code and secret, confirmed by
// a first code) and ten recovery codes shown once. The layout shows the first-time part of it to a
// staff member who has no factor yet, before any other screen.
import { startRegistration } from "@simplewebauthn/browser";
import { type FormEvent, useId, useState } from "react";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminQueryView } from "../../components/admin/admin-query-view.tsx";
import {
  AdminSecondFactorsDocument,
  inputClass,
  labelClass,
  refusalOf,
} from "../../components/admin/second-factor.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminSecondFactorsQuery } from "../../graphql/generated/graphql.ts";

const BeginPasskeyRegistrationDocument = graphql(`
  mutation AdminBeginPasskeyRegistration {
    adminBeginPasskeyRegistration
  }
`);

const FinishPasskeyRegistrationDocument = graphql(`
  mutation AdminFinishPasskeyRegistration($name: String!, $response: String!) {
    adminFinishPasskeyRegistration(name: $name, response: $response) {
      id
    }
  }
`);

const RemovePasskeyDocument = graphql(`
  mutation AdminRemovePasskey($id: ID!) {
    adminRemovePasskey(id: $id) {
      totp
    }
  }
`);

const BeginTotpSetupDocument = graphql(`
  mutation AdminBeginTotpSetup {
    adminBeginTotpSetup {
      secret
      qr_svg
    }
  }
`);

const ConfirmTotpDocument = graphql(`
  mutation AdminConfirmTotp($code: String!) {
    adminConfirmTotp(code: $code) {
      totp
    }
  }
`);

const RemoveTotpDocument = graphql(`
  mutation AdminRemoveTotp {
    adminRemoveTotp {
      totp
    }
  }
`);

const MakeRecoveryCodesDocument = graphql(`
  mutation AdminMakeRecoveryCodes {
    adminMakeRecoveryCodes
  }
`);

type Status = AdminSecondFactorsQuery["adminSecondFactors"];

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(iso));

function Message({ text, kind }: { text: string | null; kind: "error" | "success" }) {
  if (!text) return null;
  return kind === "error" ? (
    <p role="alert" className="mt-2 text-sm font-medium text-primary-strong">
      {text}
    </p>
  ) : (
    <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
      {text}
    </p>
  );
}

/** Names and registers a passkey of this device (or a security key). */
export function AddPasskey({ onAdded }: { onAdded: () => void | Promise<void> }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    setBusy(true);
    setError(null);
    const begun = await request(BeginPasskeyRegistrationDocument).catch(() => null);
    const options = begun?.data?.adminBeginPasskeyRegistration;
    if (!options) {
      setBusy(false);
      setError(begun?.errors[0]?.message ?? NETWORK_ERROR_MESSAGE);
      return;
    }
    let response: string;
    try {
      response = JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(options) }));
    } catch {
      setBusy(false);
      setError("No passkey was made. Try again, or set up an authenticator app.");
      return;
    }
    const refused = await refusalOf(() => request(FinishPasskeyRegistrationDocument, { name, response }));
    setBusy(false);
    setError(refused);
    if (!refused) await onAdded();
  }

  return (
    <form onSubmit={submit} className="grid gap-2 sm:max-w-md" aria-label="Add a passkey">
      <label htmlFor={`${id}-name`} className={labelClass}>
        Name of the passkey
      </label>
      <input id={`${id}-name`} name="name" required maxLength={60} placeholder="Work laptop" className={inputClass} />
      <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
        Add a passkey
      </button>
      <Message text={error} kind="error" />
    </form>
  );
}

/** A new authenticator-app secret as a QR code and as text, confirmed by the app's first code. */
export function SetUpTotp({ onConfirmed }: { onConfirmed: () => void | Promise<void> }) {
  const id = useId();
  const [setup, setSetup] = useState<{ secret: string; qr_svg: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function begin() {
    setBusy(true);
    const begun = await request(BeginTotpSetupDocument).catch(() => null);
    setBusy(false);
    if (begun?.data) setSetup(begun.data.adminBeginTotpSetup);
    else setError(begun?.errors[0]?.message ?? NETWORK_ERROR_MESSAGE);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    const refused = await refusalOf(() => request(ConfirmTotpDocument, { code }));
    setBusy(false);
    setError(refused);
    if (!refused) await onConfirmed();
  }

  if (!setup) {
    return (
      <div>
        <button type="button" className="btn btn-secondary min-h-11" disabled={busy} onClick={begin}>
          Set up an authenticator app
        </button>
        <Message text={error} kind="error" />
      </div>
    );
  }
  return (
    <form onSubmit={confirm} className="grid gap-3 sm:max-w-md" aria-label="Confirm the authenticator app">
      <p className="text-sm text-slate-700">
        Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type
        the key by hand.
      </p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt="QR code of your authenticator app's key"
        width={192}
        height={192}
        className="rounded border border-slate-200"
      />
      <p className="text-sm">
        Key:{" "}
        <code data-testid="totp-secret" className="font-mono break-all">
          {setup.secret}
        </code>
      </p>
      <label htmlFor={`${id}-code`} className={labelClass}>
        The 6-digit code the app shows
      </label>
      <input
        id={`${id}-code`}
        name="code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        className={inputClass}
      />
      <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
        Confirm the app
      </button>
      <Message text={error} kind="error" />
    </form>
  );
}

function RecoveryCodes({ left, reload }: { left: number; reload: () => Promise<void> }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function make() {
    const made = await request(MakeRecoveryCodesDocument).catch(() => null);
    if (!made?.data) return setError(made?.errors[0]?.message ?? NETWORK_ERROR_MESSAGE);
    setCodes(made.data.adminMakeRecoveryCodes);
    await reload();
  }
  return (
    <div>
      <p className="text-sm text-slate-700">
        {left > 0 ? `${left} unused recovery codes left.` : "No recovery codes yet."} Each signs you in once when your
        passkey and app are out of reach; making new ones ends the old ones.
      </p>
      {codes ? (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm font-semibold text-slate-900">
            Keep these somewhere safe now: they are not shown again.
          </p>
          <ul aria-label="Recovery codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="button" className="btn btn-secondary mt-3 min-h-11" onClick={make}>
        Make new recovery codes
      </button>
      <Message text={error} kind="error" />
    </div>
  );
}

function SecurityScreen({ status, reload }: { status: Status; reload: () => Promise<void> }) {
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  async function removing(run: () => Promise<{ data: unknown; errors: { message: string }[] }>, done: string) {
    const refused = await refusalOf(run);
    setMessage(refused ? { kind: "error", text: refused } : { kind: "success", text: done });
    if (!refused) await reload();
  }
  return (
    <AdminPage
      title="Security"
      intro={
        status.required
          ? "Your role needs a second factor after the SMS code: a passkey, or an authenticator app, with recovery codes for a lost phone."
          : "A second factor after the SMS code is optional for your role, and keeps your account safe if your SIM is taken over."
      }
    >
      {message ? <Message text={message.text} kind={message.kind} /> : null}
      <AdminSection title="Passkeys">
        {status.passkeys.length > 0 ? (
          <ul className="mb-4 grid gap-2" aria-label="Your passkeys">
            {status.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-medium text-slate-900">{passkey.name}</span>{" "}
                  <span className="text-sm text-slate-600">
                    added {formatDate(passkey.created_at)}
                    {passkey.last_used_at ? `, last used ${formatDate(passkey.last_used_at)}` : ""}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-secondary min-h-11"
                  onClick={() =>
                    removing(
                      () => request(RemovePasskeyDocument, { id: String(passkey.id) }),
                      `Removed ${passkey.name}.`,
                    )
                  }
                >
                  Remove {passkey.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-4 text-sm text-slate-700">No passkey yet.</p>
        )}
        <AddPasskey onAdded={reload} />
      </AdminSection>
      <AdminSection title="Authenticator app">
        {status.totp ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-700">An authenticator app is set up.</p>
            <button
              type="button"
              className="btn btn-secondary min-h-11"
              onClick={() => removing(() => request(RemoveTotpDocument), "Removed the authenticator app.")}
            >
              Remove the app
            </button>
          </div>
        ) : (
          <SetUpTotp onConfirmed={reload} />
        )}
      </AdminSection>
      {status.passkeys.length > 0 || status.totp ? (
        <AdminSection title="Recovery codes">
          <RecoveryCodes left={status.recovery_codes_left} reload={reload} />
        </AdminSection>
      ) : null}
    </AdminPage>
  );
}

export default function AdminSecurity() {
  const { state, reload } = useAdminQuery(AdminSecondFactorsDocument, {});
  return (
    <AdminQueryView state={state} reload={reload} what="your second factors">
      {(data) => <SecurityScreen status={data.adminSecondFactors} reload={reload} />}
    </AdminQueryView>
  );
}
