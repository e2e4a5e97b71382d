import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { ReceiptQuery } from "../../graphql/generated/graphql.ts";
import { ReceiptView } from "./receipt.tsx";

afterEach(cleanup);

const receipt: NonNullable<ReceiptQuery["receipt"]> = {
  number: "PJR-2026-000071",
  issued_at: "2026-11-02T09:30:00.000Z",
  company_name: "Parvat Journeys Private Limited",
  company_gstin: "29AAKCP7294R1Z4",
  company_address: "3rd Floor, 27 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025",
  payer_name: "Meera Iyer",
  sac: "998555",
  service: "Tour operator services",
  place_of_supply: "Karnataka (29)",
  taxable_paise: 2_400_000,
  gst_paise: 120_000,
  cgst_paise: 60_000,
  sgst_paise: 60_000,
  igst_paise: 0,
  tcs_paise: 0,
  tcs_law: null,
  lines: [
    {
      sac: "998555",
      description: "Tour operator services",
      gst_percent: 5,
      taxable_paise: 2_400_000,
      cgst_paise: 60_000,
      sgst_paise: 60_000,
      igst_paise: 0,
      total_paise: 2_520_000,
    },
  ],
  invoice_number: null,
  gst_percent: 5,
  booking_total_paise: 5_040_000,
  paid_to_date_paise: 2_520_000,
  balance_after_paise: 2_520_000,
  payment: {
    id: "71",
    amount_paise: 2_520_000,
    method: "upi",
    method_detail: "UPI reference 412345678901",
    captured_at: "2026-11-02T09:30:00.000Z",
    provider_payment_id: "pay_sbx_1",
  },
  booking: {
    id: "501",
    reference: "PJ-7K3M9Q",
    discount_paise: 0,
    campaign_name: null,
    trip: { name: "Hampta Pass Trek" },
    package: { name: "Manali to Manali" },
    departure: { start_date: "2026-12-10", end_date: "2026-12-14" },
    participants: [
      { first_name: "Meera", last_name: "Iyer" },
      { first_name: "Arjun", last_name: "Iyer" },
    ],
  },
};

it("shows the company's GSTIN, the receipt number and date, the payer, the booking, the tax inside the amount split into CGST and SGST, and the balance left", () => {
  render(<ReceiptView receipt={receipt} />);
  const view = screen.getByRole("article", { name: "Payment receipt" });
  expect(view.textContent).toContain("GSTIN 29AAKCP7294R1Z4");
  expect(view.textContent).toContain("Receipt number PJR-2026-000071");
  expect(view.textContent).toContain("Date 2 November 2026");
  expect(view.textContent).toContain("Hampta Pass Trek");
  expect(view.textContent).toContain("10 December 2026 to 14 December 2026");
  expect(view.textContent).toContain("Meera Iyer, Arjun Iyer");
  expect(screen.getByText("Received from").nextElementSibling?.textContent).toBe("Meera Iyer");

  const amount = within(screen.getByRole("region", { name: "Amount" }));
  expect(amount.getByText("Total taxable value").nextElementSibling?.textContent).toBe("₹24,000");
  expect(amount.getByText("CGST (2.5%)").nextElementSibling?.textContent).toBe("₹600");
  expect(amount.getByText("SGST (2.5%)").nextElementSibling?.textContent).toBe("₹600");
  expect(amount.getByText("Amount paid").nextElementSibling?.textContent).toBe("₹25,200");
  expect(amount.queryByText("Towards the booking")).toBeNull();
  expect(amount.getByRole("cell", { name: "998555" })).toBeTruthy();
  expect(amount.getByText(/Place of supply/).textContent).toBe("Place of supply Karnataka (29)");
  expect(amount.getByText("Booking total").nextElementSibling?.textContent).toBe("₹50,400");
  expect(amount.getByText("Balance left").nextElementSibling?.textContent).toBe("₹25,200");

  const paid = within(screen.getByRole("region", { name: "Payment" }));
  expect(paid.getByText("Method").nextElementSibling?.textContent).toBe("UPIUPI reference 412345678901");
  expect(paid.getByText("pay_sbx_1")).toBeTruthy();
});

it("shows IGST alone, and its tax invoice, when the invoice's place of supply is another state", () => {
  render(
    <ReceiptView
      receipt={{
        ...receipt,
        place_of_supply: "Maharashtra (27)",
        cgst_paise: 0,
        sgst_paise: 0,
        igst_paise: 120_000,
        lines: [{ ...receipt.lines[0]!, cgst_paise: 0, sgst_paise: 0, igst_paise: 120_000 }],
        invoice_number: "INV/2627/000042",
      }}
    />,
  );
  const amount = within(screen.getByRole("region", { name: "Amount" }));
  expect(amount.getByText("IGST (5%)").nextElementSibling?.textContent).toBe("₹1,200");
  expect(amount.queryByText("CGST (2.5%)")).toBeNull();
  expect(amount.getByText(/Place of supply/).textContent).toBe(
    "Place of supply Maharashtra (27) · Tax invoice INV/2627/000042",
  );
});

it("shows a line per rate (the trip at 5%, an add-on at 18%) and, abroad, the TCS with its law on top of the booking's money", () => {
  const jacket = {
    sac: "997326",
    description: "Rental down jacket",
    gst_percent: 18,
    taxable_paise: 90_000,
    cgst_paise: 8_100,
    sgst_paise: 8_100,
    igst_paise: 0,
    total_paise: 106_200,
  };
  render(
    <ReceiptView
      receipt={{
        ...receipt,
        lines: [...receipt.lines, jacket],
        taxable_paise: 2_490_000,
        cgst_paise: 68_100,
        sgst_paise: 68_100,
        gst_paise: 136_200,
        tcs_paise: 52_524,
        tcs_law: "section 394(1) of the Income-tax Act, 2025",
        payment: { ...receipt.payment, amount_paise: 2_626_200 },
      }}
    />,
  );
  const amount = within(screen.getByRole("region", { name: "Amount" }));
  expect(amount.getByText("CGST (2.5%)").nextElementSibling?.textContent).toBe("₹600");
  expect(amount.getByText("CGST (9%)").nextElementSibling?.textContent).toBe("₹81");
  expect(amount.getByText("SGST (9%)").nextElementSibling?.textContent).toBe("₹81");
  expect(amount.getByText("Total taxable value").nextElementSibling?.textContent).toBe("₹24,900");
  expect(
    amount.getByText("TCS collected under section 394(1) of the Income-tax Act, 2025 (not GST)").nextElementSibling
      ?.textContent,
  ).toBe("₹525.24");
  expect(amount.getByText("Towards the booking").nextElementSibling?.textContent).toBe("₹26,262");
  expect(amount.getByText("Amount paid").nextElementSibling?.textContent).toBe("₹26,787.24");
});

it("says a booking paid in full has nothing left to pay", () => {
  render(<ReceiptView receipt={{ ...receipt, booking_total_paise: 2_520_000, balance_after_paise: 0 }} />);
  const amount = within(screen.getByRole("region", { name: "Amount" }));
  expect(amount.getByText("Balance left").nextElementSibling?.textContent).toBe("Nothing: paid in full");
});
