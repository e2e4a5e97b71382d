// The dashboard's "Delete my account" (docs/api.md, "A traveller's rights"): a code sent to the
// account's phone (sendErasureCode), then eraseMyAccount with it. While a trip is upcoming or money is
// moving the API refuses and says why, and that sentence is shown as it is. Once erased, a toast says
// so and this device forgets the login too.
import { type FormEvent, useId, useState } from "react";
import { errorMessage, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { resetCredentials } from "../../lib/credentials.ts";
import { notify } from "../toasts.tsx";

const SendErasureCodeDocument = graphql(`
  mutation SendErasureCode {
    sendErasureCode {
      message
    }
  }
`);

const EraseMyAccountDocument = graphql(`
  mutation EraseMyAccount($code: Int!) {
    eraseMyAccount(input: { code: $code }) {
      message
    }
  }
`);

type Step = { kind: "start" } | { kind: "code"; sent: string };

export function DeleteAccount() {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: "start" });
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    setBusy(true);
    setProblem(null);
    try {
      const result = await request(SendErasureCodeDocument);
      if (result.data) setStep({ kind: "code", sent: result.data.sendErasureCode.message });
      else setProblem(errorMessage(result));
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  async function erase(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem("The code has 6 digits, like 482913.");
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const result = await request(EraseMyAccountDocument, { code: Number(code.trim()) });
      if (result.data) {
        // The page turns to the login form once this device forgets the token: the toast stays.
        await notify("success", result.data.eraseMyAccount.message);
        resetCredentials();
      } else setProblem(errorMessage(result));
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card p-5">
      <p className="text-slate-700">
        Deleting your account erases your name, phone and the details of the travellers on your past bookings, your
        traveller forms, your newsletter subscription and your waitlist places. Your invoices stay with us for 72
        months, as the GST law requires. You cannot delete it while a trip is upcoming or a refund is on its way.
      </p>
      {step.kind === "start" ? (
        <button type="button" className="btn btn-secondary mt-4" disabled={busy} onClick={() => void sendCode()}>
          Delete my account
        </button>
      ) : (
        <form className="mt-4" onSubmit={(event) => void erase(event)} noValidate>
          <p className="text-slate-700" role="status">
            {step.sent}
          </p>
          <label htmlFor={`${id}-code`} className="mt-3 block font-medium text-slate-900">
            Code from the SMS
          </label>
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="input mt-1 w-40"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
          <button type="submit" className="btn btn-primary mt-4 block" disabled={busy}>
            Erase my account for good
          </button>
        </form>
      )}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-3 font-medium text-primary-strong">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
