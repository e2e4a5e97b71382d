// One traveller's details on the registration screen: a fieldset with a labelled control for each
// field of ParticipantInput, its message beside it when the rule or the server refuses it, and a
// way to remove the card when there is more than one.
import { GENDER_LABELS, GENDERS } from "@parvat/domain/booking";
import { CHILD_RULE, GUARDIAN_RELATION_LABELS, GUARDIAN_RELATIONS } from "@parvat/domain/guardians";
import { useId } from "react";
import { COUNTRY_CODES } from "../../lib/country-codes.ts";
import { type CardField, needsGuardian, type TravellerDraft, type TravellerErrors } from "./travellers.ts";

const INPUT =
  "mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:border-slate-500";

function inputClass(invalid: boolean): string {
  return `${INPUT} ${invalid ? "border-primary-strong" : "border-slate-300"}`;
}

export function TravellerCard({
  traveller,
  number,
  errors,
  today,
  guardianOn,
  onChange,
  onRemove,
}: {
  traveller: TravellerDraft;
  /** 1 for the first card. */
  number: number;
  errors: TravellerErrors;
  /** YYYY-MM-DD in the business time zone: the latest date of birth the picker offers. */
  today: string;
  /** The trip's start: a traveller under 18 on it gets the guardian's declaration (guardians.ts). */
  guardianOn?: string;
  onChange: (field: CardField, value: string | boolean) => void;
  /** Absent on the only card. */
  onRemove?: () => void;
}) {
  const id = useId();
  const fieldId = (field: CardField) => `${id}-${field}`;
  const errorId = (field: CardField) => `${id}-${field}-error`;
  const invalid = (field: CardField) => (errors[field] ? true : undefined);
  const described = (field: CardField, ...more: string[]) =>
    [errors[field] ? errorId(field) : null, ...more].filter(Boolean).join(" ") || undefined;
  const message = (field: CardField) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm font-medium text-primary-strong">
        {errors[field]}
      </p>
    ) : null;
  // The first traveller's own details may come from the browser's autofill; the others are someone else.
  const autofill = (token: string) => (number === 1 ? token : "off");
  const legend = `Traveller ${number}`;

  return (
    <fieldset className="card p-5 sm:p-6" data-traveller={number}>
      {/* Floated, the legend sits inside the card beside the button (and stays the fieldset's first child). */}
      <legend className="float-left py-1.5 text-lg font-bold text-slate-900">{legend}</legend>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${legend.toLowerCase()}`}
          className="btn btn-secondary float-right min-h-9 px-4 py-1.5"
        >
          Remove
        </button>
      ) : null}
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId("first_name")} className="text-sm font-medium text-slate-900">
            First name
          </label>
          <input
            id={fieldId("first_name")}
            name="first_name"
            type="text"
            autoComplete={autofill("given-name")}
            value={traveller.first_name}
            onChange={(event) => onChange("first_name", event.target.value)}
            aria-invalid={invalid("first_name")}
            aria-describedby={described("first_name")}
            className={inputClass(Boolean(errors.first_name))}
          />
          {message("first_name")}
        </div>
        <div>
          <label htmlFor={fieldId("last_name")} className="text-sm font-medium text-slate-900">
            Last name
          </label>
          <input
            id={fieldId("last_name")}
            name="last_name"
            type="text"
            autoComplete={autofill("family-name")}
            value={traveller.last_name}
            onChange={(event) => onChange("last_name", event.target.value)}
            aria-invalid={invalid("last_name")}
            aria-describedby={described("last_name")}
            className={inputClass(Boolean(errors.last_name))}
          />
          {message("last_name")}
        </div>
        {/* A container query, not the screen's width: the card is narrower inside a booking's panel
            (replacing a traveller) than on the registration page, and a 10-digit number must fit both. */}
        <div className="@container sm:col-span-2">
          <div className="grid gap-2 @xs:grid-cols-[7.5rem_1fr]">
            <div>
              <label htmlFor={fieldId("country_code")} className="text-sm font-medium text-slate-900">
                Country code
              </label>
              <select
                id={fieldId("country_code")}
                name="country_code"
                autoComplete={autofill("tel-country-code")}
                value={traveller.country_code}
                onChange={(event) => onChange("country_code", event.target.value)}
                aria-invalid={invalid("country_code")}
                aria-describedby={described("country_code")}
                className={inputClass(Boolean(errors.country_code))}
              >
                {COUNTRY_CODES.map((country) => (
                  <option key={country.dial} value={country.dial}>
                    {country.dial} {country.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={fieldId("phone")} className="text-sm font-medium text-slate-900">
                Mobile number
              </label>
              <input
                id={fieldId("phone")}
                name="phone"
                // text, not tel: the national number's autofill name (tel-national) is valid on text inputs only.
                type="text"
                inputMode="tel"
                autoComplete={autofill("tel-national")}
                placeholder="98765 43210"
                value={traveller.phone}
                onChange={(event) => onChange("phone", event.target.value)}
                aria-invalid={invalid("phone")}
                aria-describedby={described("phone", `${id}-phone-help`)}
                className={inputClass(Boolean(errors.phone))}
              />
            </div>
          </div>
          {message("country_code")}
          {message("phone")}
          <p id={`${id}-phone-help`} className="mt-1 text-sm text-slate-600">
            For the trip group and the trip captain's calls. Each traveller needs their own number.
          </p>
        </div>
        <div>
          <label htmlFor={fieldId("dob")} className="text-sm font-medium text-slate-900">
            Date of birth
          </label>
          <input
            id={fieldId("dob")}
            name="dob"
            type="date"
            max={today}
            autoComplete={autofill("bday")}
            value={traveller.dob}
            onChange={(event) => onChange("dob", event.target.value)}
            aria-invalid={invalid("dob")}
            aria-describedby={described("dob")}
            className={inputClass(Boolean(errors.dob))}
          />
          {message("dob")}
        </div>
        <div>
          <label htmlFor={fieldId("gender")} className="text-sm font-medium text-slate-900">
            Gender
          </label>
          <select
            id={fieldId("gender")}
            name="gender"
            value={traveller.gender}
            onChange={(event) => onChange("gender", event.target.value)}
            aria-invalid={invalid("gender")}
            aria-describedby={described("gender")}
            className={inputClass(Boolean(errors.gender))}
          >
            <option value="">Choose…</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </select>
          {message("gender")}
        </div>
      </div>
      {needsGuardian(traveller, guardianOn) ? (
        <fieldset className="mt-5 rounded-xl border border-slate-300 bg-sand p-4" data-guardian>
          <legend className="px-1 font-semibold text-slate-900">A traveller under {CHILD_RULE.adultAge}</legend>
          <p id={`${id}-guardian-help`} className="text-sm text-slate-700">
            This traveller is under {CHILD_RULE.adultAge} on the day the trip starts. Only their parent or lawful
            guardian can book them, give their details and fill in their forms for the trip. We send their form link to
            you, not to their phone, and we never send them offers.
          </p>
          <div className="mt-3 flex items-start gap-3">
            <input
              id={fieldId("guardian_confirmed")}
              name="guardian_confirmed"
              type="checkbox"
              checked={traveller.guardian_confirmed}
              onChange={(event) => onChange("guardian_confirmed", event.target.checked)}
              aria-invalid={invalid("guardian_confirmed")}
              aria-describedby={described("guardian_confirmed", `${id}-guardian-help`)}
              className="mt-1 size-5 shrink-0"
            />
            <label htmlFor={fieldId("guardian_confirmed")} className="font-medium text-slate-900">
              I am this traveller's parent or lawful guardian
            </label>
          </div>
          {message("guardian_confirmed")}
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={fieldId("guardian_name")} className="text-sm font-medium text-slate-900">
                Your full name (parent or guardian)
              </label>
              <input
                id={fieldId("guardian_name")}
                name="guardian_name"
                type="text"
                autoComplete="name"
                value={traveller.guardian_name}
                onChange={(event) => onChange("guardian_name", event.target.value)}
                aria-invalid={invalid("guardian_name")}
                aria-describedby={described("guardian_name")}
                className={inputClass(Boolean(errors.guardian_name))}
              />
              {message("guardian_name")}
            </div>
            <div>
              <label htmlFor={fieldId("guardian_relation")} className="text-sm font-medium text-slate-900">
                You are their
              </label>
              <select
                id={fieldId("guardian_relation")}
                name="guardian_relation"
                value={traveller.guardian_relation}
                onChange={(event) => onChange("guardian_relation", event.target.value)}
                aria-invalid={invalid("guardian_relation")}
                aria-describedby={described("guardian_relation")}
                className={inputClass(Boolean(errors.guardian_relation))}
              >
                <option value="">Choose…</option>
                {GUARDIAN_RELATIONS.map((relation) => (
                  <option key={relation} value={relation}>
                    {GUARDIAN_RELATION_LABELS[relation]}
                  </option>
                ))}
              </select>
              {message("guardian_relation")}
            </div>
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
