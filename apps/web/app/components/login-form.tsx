// Phone and one-time-code login (SPEC.md sections 4, 5, 7 and 8). Two steps: the number (with its
// country code) gets a code by SMS; the 6-digit code (autofilled from the SMS where the phone
// offers it) logs in. Errors sit beside the field they are about and say what to do; a failed
// verification also shows in a toast and leaves the traveller logged out; success stores the
// token and goes back to where the traveller came from.
import { countdown, parseCode } from "@parvat/domain/login";
import { normalizePhone } from "@parvat/domain/phone";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { errorCode, type GraphqlResponse, hasErrorCode, NETWORK_ERROR_MESSAGE, request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { COUNTRY_CODES, composePhone, DEFAULT_COUNTRY_CODE } from "../lib/country-codes.ts";
import { resetCredentials, storeCredentials } from "../lib/credentials.ts";
import { useHydrated } from "../lib/hydrated.ts";
import { notify } from "./toasts.tsx";

const SendOtpDocument = graphql(`
  mutation SendOtp($phone: String!) {
    sendOtp(phone: $phone) {
      phone
      message
      resend_after_seconds
    }
  }
`);

const LoginWithOtpDocument = graphql(`
  mutation LoginWithOtp($phone: String!, $otp: Int!) {
    login(phone: $phone, otp: $otp) {
      token
      message
    }
  }
`);

interface SentCode {
  /** E.164, as the server normalised it. */
  phone: string;
  message: string;
  /** Date.now() after which another code may be asked for. */
  resendAt: number;
}

type Step = "phone" | "code";

/** Runs a call once more if it failed only because a stale token was sent (the client forgets it first). */
async function withoutStaleToken<T>(call: () => Promise<GraphqlResponse<T>>) {
  const first = await call();
  if (hasErrorCode(first, "invalid-jwt")) return call();
  return first;
}

function secondsUntil(timestamp: number, now: number): number {
  return Math.max(0, Math.ceil((timestamp - now) / 1000));
}

export function LoginForm({ returnTo }: { returnTo: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("phone");
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [number, setNumber] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<SentCode | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pending, setPending] = useState<"send" | "verify" | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // State lands after a render; the ref stops a second request in the same tick (autofill + click).
  const inFlight = useRef(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const resendIn = sent ? secondsUntil(sent.resendAt, now) : 0;
  useEffect(() => {
    if (!sent || resendIn === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sent, resendIn]);

  useEffect(() => {
    if (step === "code") codeInput.current?.focus();
  }, [step]);

  async function sendCode() {
    const typed = composePhone(countryCode, number);
    const checked = normalizePhone(typed);
    if (!checked.ok) {
      setPhoneError(checked.message);
      setStep("phone");
      phoneInput.current?.focus();
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setPending("send");
    setPhoneError(null);
    setCodeError(null);
    try {
      const result = await withoutStaleToken(() => request(SendOtpDocument, { phone: checked.phone }));
      const error = result.errors[0];
      if (!result.data || error) {
        const retryAfter = errorCode(error) === "RATE_LIMITED" ? Number(error?.extensions?.retryAfterSeconds ?? 0) : 0;
        const message = error?.message ?? "We could not send the code. Please try again.";
        if (step === "code" && sent?.phone === checked.phone) {
          setCodeError(message);
          if (retryAfter > 0) setSent({ ...sent, resendAt: Date.now() + retryAfter * 1000 });
        } else {
          setPhoneError(message);
        }
        return;
      }
      const { phone, message, resend_after_seconds } = result.data.sendOtp;
      setSent({ phone, message, resendAt: Date.now() + resend_after_seconds * 1000 });
      setNow(Date.now());
      setCode("");
      setStep("code");
    } catch {
      (step === "code" ? setCodeError : setPhoneError)(NETWORK_ERROR_MESSAGE);
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }

  async function verify(typedCode: string) {
    if (!sent) return;
    const checked = parseCode(typedCode);
    if (!checked.ok) {
      setCodeError(checked.message);
      codeInput.current?.focus();
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setPending("verify");
    setCodeError(null);
    let failure: string | null = null;
    try {
      const result = await withoutStaleToken(() =>
        request(LoginWithOtpDocument, { phone: sent.phone, otp: checked.code }),
      );
      if (result.data) {
        storeCredentials({ token: result.data.login.token });
        await navigate(returnTo, { replace: true });
        // Earlier "wrong code" notices are history now.
        void notify("success", result.data.login.message, { replacingShown: true });
        return;
      }
      failure = result.errors[0]?.message ?? "We could not log you in. Please try again.";
    } catch {
      failure = NETWORK_ERROR_MESSAGE;
    } finally {
      inFlight.current = false;
      setPending(null);
    }
    // SPEC.md section 8: the error in a toast, and logged out.
    resetCredentials();
    setCodeError(failure);
    void notify("error", failure);
    codeInput.current?.select();
  }

  function onPhoneSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void sendCode();
  }

  function onCodeSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verify(code);
  }

  function onCodeChange(value: string) {
    const digits = value.replace(/\D/g, "").slice(0, 6);
    setCode(digits);
    if (codeError) setCodeError(null);
    // A complete code (typed, pasted or filled in from the SMS) logs in straight away.
    if (digits.length === 6 && digits !== code) void verify(digits);
  }

  function changeNumber() {
    setStep("phone");
    setCode("");
    setCodeError(null);
    window.setTimeout(() => phoneInput.current?.focus(), 0);
  }

  if (step === "code" && sent) {
    const codeHelp = `${id}-code-help`;
    const codeErrorId = `${id}-code-error`;
    return (
      <form onSubmit={onCodeSubmit} aria-busy={pending !== null} noValidate>
        <p className="text-slate-700" role="status">
          {sent.message}
        </p>
        <button type="button" onClick={changeNumber} className="link mt-1 text-sm">
          Change number
        </button>
        <label htmlFor={`${id}-code`} className="mt-6 block text-sm font-semibold text-slate-900">
          6-digit code
        </label>
        <input
          ref={codeInput}
          id={`${id}-code`}
          name="otp"
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${codeErrorId} ${codeHelp}` : codeHelp}
          className="mt-2 block min-h-12 w-full max-w-xs rounded-xl border border-slate-300 px-4 font-mono text-2xl tracking-[0.4em] text-slate-900 focus:border-primary-strong aria-invalid:border-primary-strong"
        />
        <p id={codeHelp} className="mt-2 text-sm text-slate-600">
          The code is valid for 5 minutes. Never share it: we will never ask for it on a call.
        </p>
        {codeError ? (
          <p id={codeErrorId} role="alert" className="mt-3 text-sm font-medium text-primary-strong">
            {codeError}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary" disabled={!hydrated || pending !== null}>
            {pending === "verify" ? "Checking…" : "Log in"}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void sendCode()}
            disabled={resendIn > 0 || pending !== null}
          >
            {pending === "send" ? "Sending…" : resendIn > 0 ? `Resend code in ${countdown(resendIn)}` : "Resend code"}
          </button>
        </div>
      </form>
    );
  }

  const phoneHelp = `${id}-phone-help`;
  const phoneErrorId = `${id}-phone-error`;
  return (
    <form onSubmit={onPhoneSubmit} aria-busy={pending !== null} noValidate>
      <label htmlFor={`${id}-phone`} className="block text-sm font-semibold text-slate-900">
        Mobile number
      </label>
      <div className="mt-2 flex max-w-md gap-2">
        <select
          aria-label="Country code"
          value={countryCode}
          onChange={(event) => setCountryCode(event.target.value)}
          autoComplete="tel-country-code"
          className="min-h-12 w-28 shrink-0 rounded-xl border border-slate-300 bg-white px-2 text-slate-900 focus:border-primary-strong"
        >
          {COUNTRY_CODES.map((country) => (
            <option key={country.dial} value={country.dial}>
              {country.dial} {country.name}
            </option>
          ))}
        </select>
        <input
          ref={phoneInput}
          id={`${id}-phone`}
          name="phone"
          // text, not tel: the national number's autofill name (tel-national) is valid on text inputs only.
          type="text"
          value={number}
          onChange={(event) => {
            setNumber(event.target.value);
            if (phoneError) setPhoneError(null);
          }}
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? `${phoneErrorId} ${phoneHelp}` : phoneHelp}
          className="min-h-12 w-full min-w-0 flex-1 rounded-xl border border-slate-300 px-4 text-lg text-slate-900 placeholder:text-slate-400 focus:border-primary-strong aria-invalid:border-primary-strong"
        />
      </div>
      <p id={phoneHelp} className="mt-2 text-sm text-slate-600">
        We will send a 6-digit code to this number by SMS. Standard SMS charges of your network may apply.
      </p>
      {phoneError ? (
        <p id={phoneErrorId} role="alert" className="mt-3 text-sm font-medium text-primary-strong">
          {phoneError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-6" disabled={!hydrated || pending !== null}>
        {pending === "send" ? "Sending the code…" : "Send code"}
      </button>
    </form>
  );
}
