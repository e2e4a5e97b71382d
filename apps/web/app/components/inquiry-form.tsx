// An enquiry form (SPEC.md's InquiryInput) for a trek, an activity or a general question (which needs
// no travel date). The shared rule of @parvat/domain/inquiry checks it in the browser for a message
// beside each field; the API applies the same rule again and is the authority. A refused enquiry
// stores nothing. A stored one is confirmed in place of the form, where it stays: what happens next,
// the calling hours, and the short reference to quote on a call. The rule (and zod with it) loads
// when the form is first touched, so it never weighs on a page's first paint.
import { businessToday, DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { company } from "@parvat/domain/company";
import type { InquiryField, InquiryInput } from "@parvat/domain/inquiry";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { errorCode, errorMessage, type GraphqlResponse, request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { focusIntoView } from "../lib/focus-into-view.ts";
import { EnquiryReference } from "./enquiry-reference.tsx";
import { formFields } from "./form-fields.tsx";
import { CheckIcon } from "./icons.tsx";
import { notify } from "./toasts.tsx";

const CreateInquiryDocument = graphql(`
  mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {
    createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {
      message
      reference
    }
  }
`);

const loadRule = () => import("@parvat/domain/inquiry");

const FALLBACK_FAILURE = "We could not send your enquiry. Please try again, or message us on WhatsApp.";
const FIELDS: readonly InquiryField[] = ["name", "mobile", "email", "date", "count", "message"];

type FieldErrors = Partial<Record<InquiryField, string>>;

export interface InquiryFormProps {
  /** What the enquiry is about, shown above the fields ("Kedarkantha Trek, Standard package"). */
  subject: string;
  trekId?: number;
  activityId?: number;
  /** The travel date to start from, YYYY-MM-DD (for example the departure chosen on the page). */
  defaultDate?: string;
  /** Offered on the confirmation as "Close" (a dialog's); without it, "Send another message". */
  onClose?: () => void;
}

interface Received {
  message: string;
  reference: string;
}

/** The stored enquiry, in place of the form until the traveller moves on: it does not fade like a toast. */
function EnquiryReceived({
  received,
  onAnother,
  onClose,
}: {
  received: Received;
  onAnother: () => void;
  onClose?: () => void;
}) {
  const id = useId();
  const box = useRef<HTMLElement>(null);
  // Where the form was: focus follows, so the confirmation is read out and in view.
  useEffect(() => focusIntoView(box.current), []);
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-testid="enquiry-received"
      className="grid scroll-mt-24 gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <CheckIcon className="size-6 shrink-0 text-emerald-700" />
        Enquiry received
      </h3>
      <p>{received.message}</p>
      <EnquiryReference reference={received.reference} />
      <div>
        {onClose ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Close
          </button>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={onAnother}>
            Send another message
          </button>
        )}
      </div>
    </section>
  );
}

/** The per-field messages of input the server refused (BAD_USER_INPUT's `extensions.fields`), if it sent them. */
function serverFieldErrors(response: GraphqlResponse<unknown>): FieldErrors | null {
  const error = response.errors[0];
  if (errorCode(error) !== "BAD_USER_INPUT") return null;
  const fields = error?.extensions?.fields;
  if (!fields || typeof fields !== "object") return null;
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const message = (fields as Record<string, unknown>)[field];
    if (typeof message === "string") errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function readForm(form: HTMLFormElement): InquiryInput {
  const values = new FormData(form);
  const text = (name: string) => String(values.get(name) ?? "");
  const count = text("count").trim();
  return {
    name: text("name"),
    mobile: text("mobile"),
    email: text("email"),
    date: text("date"),
    // An empty box is "not given", which the rule words differently from zero.
    count: count === "" ? Number.NaN : Number(count),
    message: text("message"),
  };
}

export function InquiryForm({ subject, trekId, activityId, defaultDate, onClose }: InquiryFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [received, setReceived] = useState<Received | null>(null);
  // A trip's or an activity's enquiry needs its date; a general question does not (the rule agrees).
  const dateRequired = trekId !== undefined || activityId !== undefined;
  // State lands after a render; the ref stops a second submit in the same tick.
  const inFlight = useRef(false);
  const today = businessToday(DEFAULT_BUSINESS_TIME_ZONE);

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    inFlight.current = true;
    setPending(true);
    try {
      const input = readForm(form);
      const { parseInquiry } = await loadRule();
      const parsed = parseInquiry(input, today, { dateRequired });
      if (!parsed.ok) {
        showErrors(parsed.errors);
        return;
      }
      setErrors({});
      const response = await request(CreateInquiryDocument, {
        input: {
          ...input,
          date: input.date?.trim() ? input.date : null,
          message: input.message?.trim() ? input.message : null,
        },
        trekId,
        activityId,
      });
      const fieldErrors = serverFieldErrors(response);
      if (fieldErrors) {
        showErrors(fieldErrors);
        return;
      }
      const failure = errorMessage(response);
      if (failure || !response.data) {
        await notify("error", failure ?? FALLBACK_FAILURE);
        return;
      }
      setReceived(response.data.createInquiry);
    } catch (error) {
      await notify("error", error instanceof Error ? error.message : FALLBACK_FAILURE);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  // A corrected field loses its message at once; the others keep theirs until the next submit.
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as InquiryField;
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  const { fieldId, described, inputClass, fieldError } = formFields<InquiryField>(id, errors);

  if (received) return <EnquiryReceived received={received} onAnother={() => setReceived(null)} onClose={onClose} />;

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      // Fetch the rule while the traveller types, so submitting does not wait for it.
      onFocus={() => void loadRule().catch(() => {})}
      aria-busy={pending}
      aria-describedby={`${id}-subject`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <p id={`${id}-subject`} className="text-sm text-slate-600 sm:col-span-2">
        Enquiry about <strong className="font-semibold text-slate-900">{subject}</strong>. A trip expert calls you back,
        usually within a few hours ({company.hours.calling}).
      </p>
      <div className="sm:col-span-2">
        <label htmlFor={fieldId("name")} className="text-sm font-medium text-slate-900">
          Full name
        </label>
        <input
          id={fieldId("name")}
          name="name"
          type="text"
          autoComplete="name"
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described("name")}
          className={inputClass("name")}
        />
        {fieldError("name")}
      </div>
      <div>
        <label htmlFor={fieldId("mobile")} className="text-sm font-medium text-slate-900">
          Mobile number
        </label>
        <input
          id={fieldId("mobile")}
          name="mobile"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="98765 43210"
          required
          aria-invalid={errors.mobile ? true : undefined}
          aria-describedby={described("mobile")}
          className={inputClass("mobile")}
        />
        {fieldError("mobile")}
      </div>
      <div>
        <label htmlFor={fieldId("email")} className="text-sm font-medium text-slate-900">
          Email
        </label>
        <input
          id={fieldId("email")}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described("email")}
          className={inputClass("email")}
        />
        {fieldError("email")}
      </div>
      <div>
        <label htmlFor={fieldId("date")} className="text-sm font-medium text-slate-900">
          Travel date {dateRequired ? null : <span className="font-normal text-slate-600">(optional)</span>}
        </label>
        <input
          id={fieldId("date")}
          name="date"
          type="date"
          min={today}
          defaultValue={defaultDate && defaultDate >= today ? defaultDate : undefined}
          required={dateRequired}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={described("date")}
          className={inputClass("date")}
        />
        {fieldError("date")}
      </div>
      <div>
        <label htmlFor={fieldId("count")} className="text-sm font-medium text-slate-900">
          Travellers
        </label>
        <input
          id={fieldId("count")}
          name="count"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          defaultValue={2}
          required
          aria-invalid={errors.count ? true : undefined}
          aria-describedby={described("count")}
          className={inputClass("count")}
        />
        {fieldError("count")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={fieldId("message")} className="text-sm font-medium text-slate-900">
          Message <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={fieldId("message")}
          name="message"
          rows={3}
          placeholder="Ages of the travellers, the package you like, questions about fitness or gear…"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described("message")}
          className={inputClass("message")}
        />
        {fieldError("message")}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className="btn btn-primary w-full sm:w-auto">
          {pending ? "Sending…" : "Send enquiry"}
        </button>
      </div>
    </form>
  );
}
