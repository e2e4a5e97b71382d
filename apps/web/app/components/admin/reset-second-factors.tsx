// A colleague's second factors on the owner's Staff screen, and their reset when the phone or key
// that held them is lost (docs/api.md, "Staff sign-in: the second factor").
import { useState } from "react";
import { graphql } from "../../graphql/generated/gql.ts";
import { AdminFormMessage, type FormMessage } from "./admin-form-message.tsx";
import { runAdminMutation } from "./run-admin-mutation.ts";
import { useSecondFactorRetry } from "./second-factor.tsx";

const ResetSecondFactorsDocument = graphql(`
  mutation AdminResetStaffSecondFactors($userId: Int!) {
    adminResetStaffSecondFactors(userId: $userId) {
      id
      second_factors
    }
  }
`);

/**
 * A colleague's second factors, and their reset when the phone that held them is lost: two steps,
 * since it logs them out and they must enrol again; the API asks for the owner's own factor first
 * when it is more than a few minutes old.
 */
export function ResetSecondFactors({
  userId,
  name,
  secondFactors,
  onReset,
}: {
  userId: number;
  name: string;
  /** Passkeys and a confirmed authenticator app. */
  secondFactors: number;
  /** Called once reset: the screen loads its data again. */
  onReset: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage>(null);
  const secondFactor = useSecondFactorRetry("resetting their second factor");

  async function reset() {
    setBusy(true);
    const result = await runAdminMutation(ResetSecondFactorsDocument, { userId });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      if (!secondFactor.asked(result.code, reset)) setMessage({ kind: "error", text: result.message });
      return;
    }
    setMessage({
      kind: "success",
      text: `${name}'s second factor is reset and they are logged out: at their next login they add a passkey or an authenticator app.`,
    });
    await onReset();
  }

  return (
    <>
      <span className="mr-2">{secondFactors === 0 ? "None yet" : `${secondFactors} set up`}</span>
      {secondFactors > 0 && !confirming ? (
        <button
          type="button"
          className="btn btn-secondary min-h-11"
          aria-label={`Reset the second factor of ${name}…`}
          onClick={() => setConfirming(true)}
        >
          Reset…
        </button>
      ) : null}
      {confirming ? (
        <div className="mt-2 grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
          <p>
            Remove every passkey, authenticator app and recovery code of {name}, and log them out? Do this only when
            they lost the phone or key that held them, and you know it is them asking.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary min-h-11" disabled={busy} onClick={() => void reset()}>
              {busy ? "Resetting…" : "Yes, reset"}
            </button>
            <button type="button" className="btn btn-secondary min-h-11" onClick={() => setConfirming(false)}>
              Go back
            </button>
          </div>
        </div>
      ) : null}
      {secondFactor.prompt}
      <AdminFormMessage message={message} />
    </>
  );
}
