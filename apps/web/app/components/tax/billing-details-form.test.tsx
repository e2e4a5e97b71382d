import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { aBooking } from "../payments/testing.ts";
import { BillingDetailsForm, billingNeeded } from "./billing-details-form.tsx";

afterEach(cleanup);

const saved = { gstin: null, legal_name: "Meera Iyer", address: null, state_code: "29", pan_masked: null };

describe("what the next payment needs from the buyer", () => {
  it.each([
    { case: "₹49,999 due, no address: nothing", due: 4_999_900, billing: null, abroad: false, needs: null },
    { case: "₹50,000 due, no address: the address", due: 5_000_000, billing: null, abroad: false, needs: "address" },
    {
      case: "₹50,000 due, an address given: nothing",
      due: 5_000_000,
      billing: { ...saved, address: "1 MG Road" },
      abroad: false,
      needs: null,
    },
    {
      case: "a business (GSTIN): nothing more",
      due: 9_000_000,
      billing: { ...saved, gstin: "29AAKCP7294R1Z4", address: "x" },
      abroad: false,
      needs: null,
    },
    { case: "a trip abroad without a PAN: the PAN first", due: 9_000_000, billing: null, abroad: true, needs: "pan" },
    {
      case: "a large total whose booking amount may be paid first, below the threshold: nothing yet",
      due: 32_400_000,
      bookingAmount: 4_000_000,
      billing: { ...saved, address: null },
      abroad: false,
      needs: null,
    },
    {
      case: "a booking amount itself of the threshold's value: the address",
      due: 32_400_000,
      bookingAmount: 6_000_000,
      billing: null,
      abroad: false,
      needs: "address",
    },
  ])("$case", ({ due, billing, abroad, needs, ...rest }) => {
    const bookingAmount = "bookingAmount" in rest ? rest.bookingAmount : undefined;
    const booking = aBooking({
      due_paise: due,
      billing_details: billing,
      abroad,
      address_required_from_paise: 5_000_000,
      ...(bookingAmount === undefined
        ? {}
        : { booking_amount_paise: bookingAmount, payment_plans: ["booking_amount", "full"] }),
    });
    expect(billingNeeded(booking)).toBe(needs);
  });
});

it("asks for the address, and says why, when the payment makes an invoice of ₹50,000 or more", () => {
  render(
    <BillingDetailsForm
      booking={aBooking({ due_paise: 6_300_000, billing_details: null, address_required_from_paise: 5_000_000 })}
      onSaved={() => {}}
    />,
  );
  expect(screen.getByText(/Your address is needed before you pay: an invoice of ₹50,000/).textContent).toContain(
    "CGST Rule 46",
  );
  expect(screen.getByLabelText("Address")).toHaveProperty("required", true);
});

it("leaves the address optional below the threshold", () => {
  render(
    <BillingDetailsForm
      booking={aBooking({ due_paise: 2_520_000, billing_details: null, address_required_from_paise: 5_000_000 })}
      onSaved={() => {}}
    />,
  );
  expect(screen.getByLabelText("Address (optional)")).toHaveProperty("required", false);
  expect(screen.queryByText(/Your address is needed/)).toBeNull();
});
