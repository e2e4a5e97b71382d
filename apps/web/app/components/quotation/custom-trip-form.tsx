// The customized trip request of /customize: SPEC.md's EventDataInput (date, destination,
// duration, group, type), who is travelling (adults, children and each child's age) and a budget per
// person if they have one, and who to reply to (name, phone with its country code, email; prefilled
// from the account when logged in). The shared rule of @parvat/domain/custom-trip checks it in the
// browser for a message beside each field; the API applies it again and stores nothing when it
// refuses. A stored request shows a confirmation that says what happens next, with a WhatsApp link
// carrying the request.
import { businessToday, DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { company, whatsappLink } from "@parvat/domain/company";
import type { CustomTripField, CustomTripInput } from "@parvat/domain/custom-trip";
import { describeParty, PARTY_LIMITS } from "@parvat/domain/travel-party";
import { formatRupees } from "@parvat/domain/trek-pricing";
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from "react";
import { errorCode, errorMessage, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "../../lib/country-codes.ts";
import { useLoggedIn } from "../../lib/credentials.ts";
import { focusIntoView } from "../../lib/focus-into-view.ts";
import { formatDate } from "../../lib/format.ts";
import { EnquiryReference } from "../enquiry-reference.tsx";
import { formFields } from "../form-fields.tsx";
import { WhatsappIcon } from "../icons.tsx";
import { notify } from "../toasts.tsx";

const RequestCustomTripDocument = graphql(`
  mutation RequestCustomTrip($input: CustomTripInput!) {
    requestCustomTrip(input: $input) {
      reference
      message
    }
  }
`);

const CustomTripAccountDocument = graphql(`
  query CustomTripAccount {
    me {
      phone
      first_name
      last_name
    }
  }
`);

const loadRule = () => import("@parvat/domain/custom-trip");

const FIELDS: readonly CustomTripField[] = [
  "destination",
  "date",
  "duration",
  "group",
  "type",
  "adults",
  "children",
  "child_ages",
  "budget_per_person",
  "name",
  "country_code",
  "phone",
  "email",
  "message",
];
const GROUPS = [
  ["solo", "Just me"],
  ["couple", "A couple"],
  ["family", "Family"],
  ["friends", "Friends"],
  ["corporate", "Office group"],
] as const;
const TYPES = [
  ["leisure", "Relaxed holiday"],
  ["honeymoon", "Honeymoon"],
  ["adventure", "Adventure"],
  ["pilgrimage", "Pilgrimage"],
  ["wildlife", "Wildlife"],
  ["workation", "Workation"],
] as const;

type FieldErrors = Partial<Record<CustomTripField, string>>;

/** A number box's value: NaN when empty (the rule says "enter ..."), digits only for rupees typed with commas. */
function count(value: FormDataEntryValue | null): number {
  const text = String(value ?? "").replace(/[\s,]/g, "");
  return text === "" ? Number.NaN : Number(text);
}

function readForm(form: HTMLFormElement): CustomTripInput {
  const values = new FormData(form);
  const text = (name: string) => String(values.get(name) ?? "");
  const budget = text("budget_per_person").trim();
  return {
    destination: text("destination"),
    date: text("date"),
    duration: count(values.get("duration")),
    group: text("group"),
    type: text("type"),
    adults: count(values.get("adults")),
    children: count(values.get("children")),
    child_ages: values.getAll("child_ages").map(count),
    budget_per_person: budget === "" ? null : count(budget),
    name: text("name"),
    country_code: text("country_code"),
    phone: text("phone"),
    email: text("email"),
    message: text("message").trim() || null,
  };
}

/** The request in words, for the planner on WhatsApp. */
function whatsappRequest(input: CustomTripInput, reference: string): string {
  return [
    `Hi ${company.name}! I have just sent a custom trip request (reference ${reference}).`,
    `Destination: ${input.destination.trim()}`,
    `From: ${formatDate(input.date)}, ${input.duration} days`,
    `Who: ${GROUPS.find(([value]) => value === input.group)?.[1] ?? input.group}, ${describeParty({ ...input, childAges: input.child_ages ?? [] })}`,
    ...(input.budget_per_person ? [`Budget: ${formatRupees(input.budget_per_person)} per person`] : []),
    `Kind of trip: ${TYPES.find(([value]) => value === input.type)?.[1] ?? input.type}`,
    ...(input.message ? [`Notes: ${input.message}`] : []),
  ].join("\n");
}

/** Who travels, as a group choice implies it when the traveller has not said: one adult, or two. */
const GROUP_ADULTS: Partial<Record<string, number>> = { solo: 1, couple: 2 };

export function CustomTripForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const loggedIn = useLoggedIn();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ message: string; reference: string; input: CustomTripInput } | null>(null);
  // How many age boxes to show: one per child.
  const [children, setChildren] = useState(0);
  const doneRef = useRef<HTMLElement>(null);
  // The confirmation replaces the form: bring it into view, with the focus, rather than leave the
  // page scrolled to where the button was.
  useEffect(() => {
    if (done) focusIntoView(doneRef.current);
  }, [done]);
  const inFlight = useRef(false);
  const today = businessToday(DEFAULT_BUSINESS_TIME_ZONE);

  // Logged in: who to reply to comes from the account (still editable).
  useEffect(() => {
    if (!loggedIn) return;
    void request(CustomTripAccountDocument)
      .then(({ data }) => {
        const form = formRef.current;
        const me = data?.me;
        if (!form || !me) return;
        const set = (name: string, value: string) => {
          const field = form.elements.namedItem(name) as HTMLInputElement | null;
          if (field && field.value === "") field.value = value;
        };
        set("name", [me.first_name, me.last_name].filter(Boolean).join(" "));
        if (me.phone.startsWith(DEFAULT_COUNTRY_CODE)) set("phone", me.phone.slice(DEFAULT_COUNTRY_CODE.length));
      })
      .catch(() => {});
  }, [loggedIn]);

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      const input = readForm(event.currentTarget);
      const { parseCustomTrip } = await loadRule();
      const parsed = parseCustomTrip(input, today);
      if (!parsed.ok) {
        showErrors(parsed.errors);
        return;
      }
      setErrors({});
      const response = await request(RequestCustomTripDocument, { input });
      const error = response.errors[0];
      const fields = errorCode(error) === "BAD_USER_INPUT" ? error?.extensions?.fields : null;
      if (fields && typeof fields === "object") {
        showErrors(fields as FieldErrors);
        return;
      }
      if (!response.data) {
        await notify("error", errorMessage(response) ?? "We could not send your request. Please try again.");
        return;
      }
      setDone({ ...response.data.requestCustomTrip, input });
    } catch (failure) {
      await notify("error", failure instanceof Error ? failure.message : "Please try again.");
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as CustomTripField;
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  if (done) {
    return (
      <section
        ref={doneRef}
        tabIndex={-1}
        className="card grid scroll-mt-24 gap-4 p-6 outline-none focus-visible:ring-2 focus-visible:ring-primary-strong sm:p-8"
        aria-labelledby={`${id}-done`}
        data-testid="request-received"
      >
        <h2 id={`${id}-done`} className="text-2xl font-bold text-slate-900">
          Request received
        </h2>
        <p className="text-slate-700">{done.message}</p>
        <ol className="list-decimal space-y-1 pl-5 text-slate-700">
          <li>A trip planner reads your request and calls or messages you, usually within a day.</li>
          <li>They send you two or three priced plans with a choice of hotels, as a private link.</li>
          <li>You compare them, accept the one you like and pay the booking amount online.</li>
        </ol>
        <EnquiryReference reference={done.reference} />
        <a
          href={whatsappLink(whatsappRequest(done.input, done.reference))}
          rel="noopener"
          className="btn btn-primary self-start"
        >
          <WhatsappIcon className="size-5" /> Send it on WhatsApp too
        </a>
      </section>
    );
  }

  const { fieldId, errorId, inputClass, fieldError } = formFields<CustomTripField>(id, errors);
  const invalid = (field: CustomTripField) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": errorId(field) } : {};
  const label = (field: CustomTripField, text: string) => (
    <label htmlFor={fieldId(field)} className="text-sm font-medium text-slate-900">
      {text}
    </label>
  );
  /** A box for a count (days, adults, children) with its label and message. */
  const wholeNumber = (
    field: CustomTripField,
    text: string,
    input: Pick<InputHTMLAttributes<HTMLInputElement>, "min" | "max" | "defaultValue" | "onChange">,
  ) => (
    <div>
      {label(field, text)}
      <input
        id={fieldId(field)}
        name={field}
        type="number"
        inputMode="numeric"
        step={1}
        {...input}
        {...invalid(field)}
        className={inputClass(field)}
      />
      {fieldError(field)}
    </div>
  );

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={() => void loadRule().catch(() => {})}
      aria-busy={pending}
      aria-label="Customized trip request"
      className="card grid gap-4 p-6 sm:grid-cols-2 sm:p-8"
    >
      <div className="sm:col-span-2">
        {label("destination", "Where would you like to go?")}
        <input
          id={fieldId("destination")}
          name="destination"
          type="text"
          placeholder="Dubai, Kerala, Bali…"
          {...invalid("destination")}
          className={inputClass("destination")}
        />
        {fieldError("destination")}
      </div>
      <div>
        {label("date", "Start date")}
        <input
          id={fieldId("date")}
          name="date"
          type="date"
          min={today}
          {...invalid("date")}
          className={inputClass("date")}
        />
        {fieldError("date")}
      </div>
      {wholeNumber("duration", "How many days?", { min: 1, defaultValue: 6 })}
      <div>
        {label("group", "Who is travelling?")}
        <select
          id={fieldId("group")}
          name="group"
          defaultValue=""
          onChange={(event) => {
            // "Just me" and "A couple" say how many adults: fill the box when it is still empty.
            const adults = formRef.current?.elements.namedItem("adults") as HTMLInputElement | null;
            const implied = GROUP_ADULTS[event.target.value];
            if (adults && adults.value === "" && implied !== undefined) adults.value = String(implied);
          }}
          {...invalid("group")}
          className={inputClass("group")}
        >
          <option value="" disabled>
            Choose one
          </option>
          {GROUPS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        {fieldError("group")}
      </div>
      <div>
        {label("type", "What kind of trip?")}
        <select id={fieldId("type")} name="type" defaultValue="" {...invalid("type")} className={inputClass("type")}>
          <option value="" disabled>
            Choose one
          </option>
          {TYPES.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        {fieldError("type")}
      </div>
      {wholeNumber("adults", "Adults", { min: 1 })}
      {wholeNumber("children", `Children (up to ${PARTY_LIMITS.childMaxAge})`, {
        min: 0,
        max: PARTY_LIMITS.maxChildren,
        defaultValue: 0,
        onChange: (event) => {
          const value = Number(event.target.value);
          setChildren(Number.isInteger(value) ? Math.max(0, Math.min(value, PARTY_LIMITS.maxChildren)) : 0);
        },
      })}
      {children > 0 ? (
        <fieldset className="sm:col-span-2" aria-describedby={errors.child_ages ? errorId("child_ages") : undefined}>
          <legend className="text-sm font-medium text-slate-900">
            {children === 1 ? "The child's age" : "Each child's age"}{" "}
            <span className="font-normal text-slate-600">(years, for rooms, beds and fares)</span>
          </legend>
          <div className="mt-1 grid grid-cols-3 gap-3 sm:grid-cols-6">
            {Array.from({ length: children }, (_, index) => (
              // The boxes only come and go at the end: the index is the child.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={index}>
                <label htmlFor={`${fieldId("child_ages")}-${index}`} className="text-xs text-slate-700">
                  Child {index + 1}
                </label>
                <input
                  id={`${fieldId("child_ages")}-${index}`}
                  name="child_ages"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={PARTY_LIMITS.childMaxAge}
                  step={1}
                  aria-invalid={errors.child_ages ? true : undefined}
                  className={inputClass("child_ages")}
                />
              </div>
            ))}
          </div>
          {fieldError("child_ages")}
        </fieldset>
      ) : null}
      <div className="sm:col-span-2">
        <label htmlFor={fieldId("budget_per_person")} className="text-sm font-medium text-slate-900">
          Budget per person in rupees <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={fieldId("budget_per_person")}
          name="budget_per_person"
          type="text"
          inputMode="numeric"
          placeholder="40,000"
          aria-describedby={[
            `${fieldId("budget_per_person")}-hint`,
            errors.budget_per_person ? errorId("budget_per_person") : null,
          ]
            .filter(Boolean)
            .join(" ")}
          aria-invalid={errors.budget_per_person ? true : undefined}
          className={inputClass("budget_per_person")}
        />
        <p id={`${fieldId("budget_per_person")}-hint`} className="mt-1 text-xs text-slate-600">
          Stays, flights and activities included; a rough figure is enough. Leave it empty if you are not sure.
        </p>
        {fieldError("budget_per_person")}
      </div>
      <div className="sm:col-span-2">
        {label("name", "Your name")}
        <input
          id={fieldId("name")}
          name="name"
          type="text"
          autoComplete="name"
          {...invalid("name")}
          className={inputClass("name")}
        />
        {fieldError("name")}
      </div>
      <div>
        {label("country_code", "Country code")}
        <select
          id={fieldId("country_code")}
          name="country_code"
          defaultValue={DEFAULT_COUNTRY_CODE}
          {...invalid("country_code")}
          className={inputClass("country_code")}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code.dial} value={code.dial}>
              {code.dial} {code.name}
            </option>
          ))}
        </select>
        {fieldError("country_code")}
      </div>
      <div>
        {label("phone", "Mobile number")}
        <input
          id={fieldId("phone")}
          name="phone"
          // text, not tel: the national number's autofill name (tel-national) is valid on text inputs only.
          type="text"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="98765 43210"
          {...invalid("phone")}
          className={inputClass("phone")}
        />
        {fieldError("phone")}
      </div>
      <div className="sm:col-span-2">
        {label("email", "Email")}
        <input
          id={fieldId("email")}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...invalid("email")}
          className={inputClass("email")}
        />
        {fieldError("email")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={fieldId("message")} className="text-sm font-medium text-slate-900">
          Anything else? <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={fieldId("message")}
          name="message"
          rows={3}
          placeholder="Hotels you like, food, the pace, anyone who needs extra care…"
          {...invalid("message")}
          className={inputClass("message")}
        />
        {fieldError("message")}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className="btn btn-primary w-full sm:w-auto">
          {pending ? "Sending…" : "Send my request"}
        </button>
      </div>
    </form>
  );
}
