// The staff member's second factor in the back office (docs/api.md, "Staff sign-in"): the verify
// form (a passkey, the authenticator app's code, or a recovery code) that the layout shows a session
// signed in with the SMS code alone before any screen, and that a refund above the threshold shows
// inline before it retries. Passkeys go through @simplewebauthn/browser.
import { startAuthentication } from "@simplewebauthn/browser";
import { type FormEvent, useEffect, useId, useState } from "react";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";

export const AdminSecondFactorsDocument = graphql(`
  query AdminSecondFactors {
    adminSecondFactors {
      required
      verified_at
      totp
      recovery_codes_left
      fresh_seconds
      passkeys {
        id
        name
        created_at
        last_used_at
      }
    }
  }
`);

const BeginPasskeySignInDocument = graphql(`
  mutation AdminBeginPasskeySignIn {
    adminBeginPasskeySignIn
  }
`);

const VerifyPasskeyDocument = graphql(`
  mutation AdminVerifyPasskey($response: String!) {
    adminVerifyPasskey(response: $response) {
      verified_at
    }
  }
`);

const VerifyTotpDocument = graphql(`
  mutation AdminVerifyTotp($code: String!) {
    adminVerifyTotp(code: $code) {
      verified_at
    }
  }
`);

const VerifyRecoveryCodeDocument = graphql(`
  mutation AdminVerifyRecoveryCode($code: String!) {
    adminVerifyRecoveryCode(code: $code) {
      verified_at
    }
  }
`);

export const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";
export const labelClass = "block text-sm font-semibold text-slate-800";

/** The first error's message of an answer, or null when it went through. */
export async function refusalOf(run: () => Promise<{ data: unknown; errors: { message: string }[] }>) {
  try {
    const result = await run();
    return result.data && result.errors.length === 0 ? null : (result.errors[0]?.message ?? "That did not work.");
  } catch {
    return NETWORK_ERROR_MESSAGE;
  }
}

/**
 * The verify form: a passkey button when the staff member has one, the app's code when they set one
 * up, and a recovery code behind a link. `onVerified` runs once the session has its factor.
 */
export function VerifySecondFactor({
  hasPasskey,
  hasTotp,
  onVerified,
}: {
  hasPasskey: boolean;
  hasTotp: boolean;
  onVerified: () => void | Promise<void>;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recovery, setRecovery] = useState(!hasPasskey && !hasTotp);

  async function finish(refused: string | null) {
    setBusy(false);
    setError(refused);
    if (!refused) await onVerified();
  }

  async function usePasskey() {
    setBusy(true);
    setError(null);
    const begun = await request(BeginPasskeySignInDocument).catch(() => null);
    const options = begun?.data?.adminBeginPasskeySignIn;
    if (!options) return finish(begun?.errors[0]?.message ?? NETWORK_ERROR_MESSAGE);
    let response: string;
    try {
      response = JSON.stringify(await startAuthentication({ optionsJSON: JSON.parse(options) }));
    } catch {
      return finish("The passkey was not used. Try again, or use another way below.");
    }
    await finish(await refusalOf(() => request(VerifyPasskeyDocument, { response })));
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    setError(null);
    await finish(
      await refusalOf(() =>
        recovery ? request(VerifyRecoveryCodeDocument, { code }) : request(VerifyTotpDocument, { code }),
      ),
    );
  }

  return (
    <div className="grid gap-4 sm:max-w-md">
      {hasPasskey ? (
        <button type="button" className="btn btn-primary min-h-11" disabled={busy} onClick={usePasskey}>
          Use your passkey
        </button>
      ) : null}
      {hasTotp || recovery ? (
        <form onSubmit={submitCode} className="grid gap-2" aria-label="Confirm with a code">
          <label htmlFor={`${id}-code`} className={labelClass}>
            {recovery ? "Recovery code" : "Code from your authenticator app"}
          </label>
          <input
            id={`${id}-code`}
            name="code"
            required
            autoComplete="one-time-code"
            inputMode={recovery ? "text" : "numeric"}
            pattern={recovery ? undefined : "[0-9]{6}"}
            className={inputClass}
          />
          <button type="submit" className="btn btn-secondary min-h-11" disabled={busy}>
            Confirm
          </button>
        </form>
      ) : null}
      {recovery ? null : (
        <button type="button" className="link justify-self-start text-sm" onClick={() => setRecovery(true)}>
          Use a recovery code instead
        </button>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-primary-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The verify form for an action the API refused with SECOND_FACTOR_REQUIRED: loads what the staff
 * member has. `action` names what goes ahead once confirmed ("this refund").
 */
export function SecondFactorPrompt({
  action = "this refund",
  onVerified,
}: {
  action?: string;
  onVerified: () => void | Promise<void>;
}) {
  const [factors, setFactors] = useState<{ passkey: boolean; totp: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    request(AdminSecondFactorsDocument)
      .then((result) => {
        const status = result.data?.adminSecondFactors;
        if (current) setFactors({ passkey: (status?.passkeys.length ?? 0) > 0, totp: status?.totp ?? false });
      })
      .catch(() => current && setFactors({ passkey: false, totp: true }));
    return () => {
      current = false;
    };
  }, []);
  if (factors === null) return <p className="text-sm text-slate-700">Checking your second factor…</p>;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="mb-3 text-sm font-semibold text-slate-900">Confirm it is you to go ahead with {action}.</p>
      <VerifySecondFactor hasPasskey={factors.passkey} hasTotp={factors.totp} onVerified={onVerified} />
    </div>
  );
}

/**
 * A large refund, or resetting a colleague's second factor, without a second factor in the last
 * minutes is refused with SECOND_FACTOR_REQUIRED (docs/api.md, "Staff sign-in"): the form asks for
 * the factor inline, then sends the same request again.
 */
export function useSecondFactorRetry(action?: string) {
  const [retry, setRetry] = useState<(() => Promise<void>) | null>(null);
  return {
    /** True when the refusal was the second factor's: the prompt is shown, and `again` runs after it. */
    asked(code: unknown, again: () => Promise<void>): boolean {
      if (code !== "SECOND_FACTOR_REQUIRED") return false;
      setRetry(() => again);
      return true;
    },
    prompt: retry ? (
      <SecondFactorPrompt
        action={action}
        onVerified={async () => {
          setRetry(null);
          await retry();
        }}
      />
    ) : null,
  };
}
