// The trip desk's form for one add-on of a trip (new, or one to change): name, description, price
// in rupees (sent as integer paise), per traveller or per traveller per day, its GST rate, its sizes,
// a stock per departure (of each size; empty for no limit), how many days before the start sales
// close, and whether it is on sale. It checks the API's own rules (addOnProblems) before sending, and
// puts the API's refusals beside the fields they name.
import { type AddOnDefinition, type AddOnPricing, addOnProblems } from "@parvat/domain/add-ons";
import { type FormEvent, useId, useState } from "react";
import { graphql } from "../../../graphql/generated/gql.ts";
import type { AdminSaveAddOnInput } from "../../../graphql/generated/graphql.ts";
import { formFields } from "../../form-fields.tsx";
import { rupeesToPaiseInput } from "../bookings/booking-forms.tsx";
import { runAdminMutation } from "../run-admin-mutation.ts";
import { ErrorSummary, Field, type FieldErrors, focusFirstError, refusalErrors } from "./field-form.tsx";

const SaveAddOnDocument = graphql(`
  mutation AdminSaveAddOn($input: AdminSaveAddOnInput!) {
    adminSaveAddOn(input: $input) {
      id
      name
    }
  }
`);

/** The form's fields, named as the API's input names them (so its refusals land on them). */
const FIELDS = [
  "name",
  "description",
  "pricePaise",
  "pricing",
  "gstPercent",
  "sizes",
  "stockPerDeparture",
  "closesDaysBefore",
  "active",
] as const satisfies readonly (keyof AddOnDefinition)[];
type AddOnField = (typeof FIELDS)[number];

const LABELS: Record<AddOnField, string> = {
  name: "Name",
  description: "Description",
  pricePaise: "Price",
  pricing: "Charged",
  gstPercent: "GST rate",
  sizes: "Sizes",
  stockPerDeparture: "Stock per departure",
  closesDaysBefore: "Last day to buy",
  active: "On sale",
};

/** How a price is charged, after an amount: "₹350 per traveller per day". */
export const PRICING_LABELS: Record<AddOnPricing, string> = {
  per_traveller: "per traveller",
  per_traveller_day: "per traveller per day",
};

/** The same, as choices of the form. */
const PRICING_CHOICES: Record<AddOnPricing, string> = {
  per_traveller: "Per traveller",
  per_traveller_day: "Per traveller per day",
};

/** What the staff member typed, as text. */
export interface AddOnFormValues {
  name: string;
  description: string;
  /** Rupees, "350" or "1,250.50". */
  price: string;
  pricing: AddOnPricing;
  gstPercent: string;
  /** Comma-separated: "S, M, L". */
  sizes: string;
  /** Empty for no limit. */
  stock: string;
  closesDaysBefore: string;
  active: boolean;
}

/** An add-on as adminAddOns gives it. */
export interface SavedAddOn {
  id: number;
  name: string;
  description: string;
  price_paise: number;
  pricing: AddOnPricing;
  gst_percent: number;
  sizes: readonly string[];
  stock_per_departure?: number | null;
  closes_days_before: number;
  active: boolean;
}

export const NEW_ADD_ON: AddOnFormValues = {
  name: "",
  description: "",
  price: "",
  pricing: "per_traveller",
  gstPercent: "18",
  sizes: "",
  stock: "",
  closesDaysBefore: "2",
  active: true,
};

/** A saved add-on as the form shows it: paise back to rupees ("350" or "350.50"). */
export function addOnFormValues(addOn: SavedAddOn): AddOnFormValues {
  const rupees = Math.floor(addOn.price_paise / 100);
  const paise = addOn.price_paise % 100;
  return {
    name: addOn.name,
    description: addOn.description,
    price: paise === 0 ? String(rupees) : `${rupees}.${String(paise).padStart(2, "0")}`,
    pricing: addOn.pricing,
    gstPercent: String(addOn.gst_percent),
    sizes: addOn.sizes.join(", "),
    stock: addOn.stock_per_departure == null ? "" : String(addOn.stock_per_departure),
    closesDaysBefore: String(addOn.closes_days_before),
    active: addOn.active,
  };
}

const WHOLE = /^\d+$/;

/** The API's input, or what is wrong with what was typed, field by field. */
export function addOnInput(
  trekId: number,
  id: number | null,
  values: AddOnFormValues,
): { ok: true; input: AdminSaveAddOnInput } | { ok: false; errors: FieldErrors<AddOnField> } {
  const typed: FieldErrors<AddOnField> = {};
  const pricePaise = rupeesToPaiseInput(values.price);
  if (pricePaise === null) typed.pricePaise = "Enter the price in rupees, like 350 or 350.50.";
  const gst = values.gstPercent.trim();
  if (!WHOLE.test(gst)) typed.gstPercent = "Enter the GST rate as a whole percent, like 5 or 18.";
  const stock = values.stock.trim();
  if (stock !== "" && !WHOLE.test(stock)) {
    typed.stockPerDeparture = "Enter the stock as a whole number, or leave it empty for no limit.";
  }
  const closes = values.closesDaysBefore.trim();
  if (!WHOLE.test(closes)) typed.closesDaysBefore = "Enter a whole number of days, like 2 (0: until the start day).";
  const definition: AddOnDefinition = {
    trekId,
    name: values.name.trim(),
    description: values.description.trim(),
    pricePaise: pricePaise ?? 0,
    pricing: values.pricing,
    gstPercent: Number(gst),
    sizes: values.sizes
      .split(",")
      .map((size) => size.trim())
      .filter((size) => size !== ""),
    stockPerDeparture: stock === "" ? null : Number(stock),
    closesDaysBefore: Number(closes),
    active: values.active,
  };
  const errors = { ...addOnProblems(definition), ...typed };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { ...definition, ...(id === null ? {} : { id }) } };
}

export function AddOnForm({
  trekId,
  addOn,
  onSaved,
}: {
  trekId: number;
  /** The add-on to change; none for a new one. */
  addOn?: SavedAddOn;
  /** Loads the screen's data again once it is saved. */
  onSaved: () => Promise<void>;
}) {
  const id = useId();
  const [values, setValues] = useState<AddOnFormValues>(() => (addOn ? addOnFormValues(addOn) : NEW_ADD_ON));
  const [errors, setErrors] = useState<FieldErrors<AddOnField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = formFields<AddOnField>(id, errors);
  const set =
    <K extends keyof AddOnFormValues>(key: K) =>
    (value: AddOnFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  function refuse(next: FieldErrors<AddOnField>, message: string | null) {
    setErrors(next);
    setFormError(message);
    focusFirstError(form.fieldId, FIELDS, next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const checked = addOnInput(trekId, addOn?.id ?? null, values);
    if (!checked.ok) return refuse(checked.errors, null);
    setBusy(true);
    const result = await runAdminMutation(SaveAddOnDocument, { input: checked.input });
    setBusy(false);
    if (!result.ok) {
      const refusal = refusalErrors(result, FIELDS);
      return refuse(refusal.errors, refusal.form);
    }
    refuse({}, null);
    if (!addOn) setValues(NEW_ADD_ON);
    setDone(`${result.data.adminSaveAddOn.name} ${addOn ? "saved" : "added"}.`);
    await onSaved();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={addOn ? `Change ${addOn.name}` : "A new add-on"}
      className="grid gap-3 sm:grid-cols-2"
    >
      <Field form={form} field="name" label="Name">
        {(props) => (
          <input
            {...props}
            type="text"
            required
            maxLength={80}
            value={values.name}
            onChange={(e) => set("name")(e.target.value)}
          />
        )}
      </Field>
      <Field form={form} field="pricePaise" label="Price (₹), before GST" hint="Like 350 or 350.50.">
        {(props) => (
          <input
            {...props}
            type="text"
            required
            inputMode="decimal"
            autoComplete="off"
            value={values.price}
            onChange={(e) => set("price")(e.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field form={form} field="description" label="Description" hint="What it is and what it covers; optional.">
          {(props) => (
            <textarea
              {...props}
              rows={2}
              maxLength={500}
              value={values.description}
              onChange={(e) => set("description")(e.target.value)}
            />
          )}
        </Field>
      </div>
      <fieldset aria-describedby={form.described("pricing")}>
        <legend className="block text-sm font-semibold text-slate-800">{LABELS.pricing}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {(Object.keys(PRICING_CHOICES) as AddOnPricing[]).map((pricing) => (
            <label key={pricing} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-pricing`}
                value={pricing}
                checked={values.pricing === pricing}
                onChange={() => set("pricing")(pricing)}
              />
              {PRICING_CHOICES[pricing]}
            </label>
          ))}
        </div>
        {form.fieldError("pricing")}
      </fieldset>
      <Field form={form} field="gstPercent" label="GST rate (%)">
        {(props) => (
          <input
            {...props}
            type="text"
            required
            inputMode="numeric"
            autoComplete="off"
            value={values.gstPercent}
            onChange={(e) => set("gstPercent")(e.target.value)}
          />
        )}
      </Field>
      <Field
        form={form}
        field="sizes"
        label="Sizes"
        hint="Separated by commas, like S, M, L, XL; empty when it has none."
      >
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="off"
            value={values.sizes}
            onChange={(e) => set("sizes")(e.target.value)}
          />
        )}
      </Field>
      <Field
        form={form}
        field="stockPerDeparture"
        label="Stock per departure"
        hint="Units each departure has, of each size (mules, jackets); empty for no limit."
      >
        {(props) => (
          <input
            {...props}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={values.stock}
            onChange={(e) => set("stock")(e.target.value)}
          />
        )}
      </Field>
      <Field
        form={form}
        field="closesDaysBefore"
        label="Sales close, days before the start"
        hint="0: it can be bought until the start day."
      >
        {(props) => (
          <input
            {...props}
            type="text"
            required
            inputMode="numeric"
            autoComplete="off"
            value={values.closesDaysBefore}
            onChange={(e) => set("closesDaysBefore")(e.target.value)}
          />
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800 sm:col-span-2">
        <input type="checkbox" checked={values.active} onChange={(e) => set("active")(e.target.checked)} />
        On sale (clear to withdraw it: bookings that have it keep it)
      </label>
      <div className="grid gap-2 sm:col-span-2">
        <ErrorSummary errors={errors} labels={LABELS} form={formError} />
        {done ? (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {done}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {addOn ? `Save ${addOn.name}` : "Add the add-on"}
          </button>
        </div>
      </div>
    </form>
  );
}
