import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingFieldsFragment } from "../../graphql/generated/graphql.ts";
import type { AddOnDraft } from "../trail/add-on-picker.tsx";
import { PaymentPanel } from "./payment-panel.tsx";
import { aBooking, serveGraphql } from "./testing.ts";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Where() {
  const location = useLocation();
  return <h1>At {location.pathname}</h1>;
}

function renderPanel(booking: BookingFieldsFragment, onStale = () => {}, unsavedAddOns: AddOnDraft | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/pay",
      Component: () => (
        <PaymentPanel booking={booking} title="Pay to confirm" onStale={onStale} unsavedAddOns={unsavedAddOns} />
      ),
    },
    { path: "/payments/sandbox/:orderId", Component: Where },
  ]);
  render(<Stub initialEntries={["/pay"]} />);
}

const sandboxCheckout = {
  provider: "sandbox",
  order_id: "order_sbx_1",
  amount_paise: 2_520_000,
  currency: "INR",
  key_id: null,
  checkout_url: "/payments/sandbox/order_sbx_1",
  description: "Hampta Pass Trek, booking PJ-7K3M9Q",
  prefill_phone: "+919876500001",
};

describe("PaymentPanel", () => {
  it("pays in full when the trip sets no booking amount, and opens the sandbox checkout", async () => {
    const sent = serveGraphql({ StartPayment: () => ({ data: { startPayment: sandboxCheckout } }) });
    renderPanel(aBooking());
    expect(screen.queryByRole("group", { name: "How would you like to pay?" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹25,200" }));
    expect(await screen.findByRole("heading", { name: "At /payments/sandbox/order_sbx_1" })).toBeTruthy();
    expect(sent).toEqual([{ operationName: "StartPayment", variables: { bookingId: "501", plan: "full" } }]);
  });

  it("offers the booking amount now and the balance by its date, and asks for that plan", async () => {
    const sent = serveGraphql({
      StartPayment: () => ({ data: { startPayment: { ...sandboxCheckout, amount_paise: 500_000 } } }),
    });
    renderPanel(
      aBooking({
        booking_amount_paise: 500_000,
        balance_due_by: "2099-05-26",
        payment_plans: ["full", "booking_amount"],
      }),
    );
    const choice = screen.getByRole("group", { name: "How would you like to pay?" });
    expect(choice.textContent).toContain("Pay in full");
    expect(choice.textContent).toContain("₹20,200 by 26 May 2099");
    fireEvent.click(screen.getByRole("radio", { name: /Pay ₹5,000 now to secure the seats/ }));
    expect(screen.getByText("Balance by 26 May 2099")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹5,000" }));
    await screen.findByRole("heading", { name: /^At / });
    expect(sent[0]?.variables).toEqual({ bookingId: "501", plan: "booking_amount" });
  });

  it("says why a booking cannot be paid, keeps the same button, and asks for a fresh look", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    serveGraphql({
      StartPayment: () => ({
        data: null,
        errors: [{ message: "The hold on this booking has ended.", extensions: { code: "BOOKING_NOT_PAYABLE" } }],
      }),
    });
    const onStale = vi.fn();
    renderPanel(aBooking(), onStale);
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹25,200" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The hold on this booking has ended.");
    expect(onStale).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("button", { name: "Pay ₹25,200" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("lets the traveller try again when the gateway did not answer", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const answers = [
      {
        data: null,
        errors: [
          { message: "The payment gateway did not answer.", extensions: { code: "PAYMENT_PROVIDER_UNAVAILABLE" } },
        ],
      },
      { data: { startPayment: sandboxCheckout } },
    ];
    serveGraphql({ StartPayment: () => answers.shift() });
    renderPanel(aBooking());
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹25,200" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The payment gateway did not answer.");
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹25,200" }));
    expect(await screen.findByRole("heading", { name: "At /payments/sandbox/order_sbx_1" })).toBeTruthy();
  });

  it("keeps the plan chosen when the traveller comes back to try again after a failed checkout", async () => {
    const sent = serveGraphql({
      StartPayment: () => ({ data: { startPayment: { ...sandboxCheckout, amount_paise: 500_000 } } }),
    });
    const partPayable = aBooking({
      booking_amount_paise: 500_000,
      balance_due_by: "2099-05-26",
      payment_plans: ["full", "booking_amount"],
    });
    renderPanel(partPayable);
    fireEvent.click(screen.getByRole("radio", { name: /Pay ₹5,000 now to secure the seats/ }));
    fireEvent.click(screen.getByRole("button", { name: "Pay ₹5,000" }));
    await screen.findByRole("heading", { name: /^At / });
    cleanup();

    // Back from the checkout ("Try again" leads to a fresh /pay): the part chosen, not "Pay in full".
    renderPanel(partPayable);
    expect(
      (screen.getByRole("radio", { name: /Pay ₹5,000 now to secure the seats/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole("button", { name: "Pay ₹5,000" })).toBeTruthy();
    // Another booking starts from its own default.
    cleanup();
    renderPanel({ ...partPayable, id: "502" });
    expect(screen.getByRole("button", { name: "Pay ₹25,200" })).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it("never pays without add-ons chosen on screen: the button saves them first and asks for nothing yet", async () => {
    const sent = serveGraphql({ StartPayment: () => ({ data: { startPayment: sandboxCheckout } }) });
    const save = vi.fn(async () => true);
    // As on /pay: the picker's draft is gone once it is saved, and the booking comes back with its new amount.
    function Screen() {
      const [booking, setBooking] = useState(aBooking());
      const [draft, setDraft] = useState<AddOnDraft | null>({
        save: async () => {
          const saved = await save();
          setBooking(aBooking({ total_paise: 2_731_200, due_paise: 2_731_200 }));
          setDraft(null);
          return saved;
        },
      });
      return <PaymentPanel booking={booking} title="Pay to confirm" onStale={() => {}} unsavedAddOns={draft} />;
    }
    const Stub = createRoutesStub([{ path: "/pay", Component: Screen }]);
    render(<Stub initialEntries={["/pay"]} />);
    expect(screen.queryByRole("button", { name: "Pay ₹25,200" })).toBeNull();
    expect(screen.getByText(/Your add-on choices are not saved yet, so this amount leaves them out/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save my add-ons and update the amount" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your add-ons are saved and the amount above includes them.",
    );
    expect(screen.getByRole("button", { name: "Pay ₹27,312" })).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it("says nothing was paid when the add-ons could not be saved", async () => {
    const sent = serveGraphql({ StartPayment: () => ({ data: { startPayment: sandboxCheckout } }) });
    renderPanel(aBooking(), () => {}, { save: async () => false });
    fireEvent.click(screen.getByRole("button", { name: "Save my add-ons and update the amount" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your add-ons could not be saved, so nothing was paid: see the message under Add-ons.",
    );
    expect(sent).toEqual([]);
  });

  it("offers trip credit before the Pay button, saying what the button then pays", () => {
    serveGraphql({});
    renderPanel(aBooking({ credit_available_paise: 500_000 }));
    const credit = screen.getByRole("button", { name: "Pay ₹5,000 with trip credit" });
    const pay = screen.getByRole("button", { name: "Pay ₹25,200" });
    expect(credit.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText(
        /You have ₹5,000 of trip credit\. It pays ₹5,000 of the ₹25,200 due now; you then pay the other ₹20,200 with the Pay button after this\./,
      ),
    ).toBeTruthy();
  });
});
