import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerRequests } from "../admin-test-kit.ts";
import {
  AllowTransferForm,
  GrantCreditForm,
  goodwillAmount,
  TransferBookingForm,
  type TransferChoice,
} from "./trip-change-forms.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = answerRequests;

function handlers() {
  return { onStart: vi.fn(), onDone: vi.fn(async (_message: string) => {}) };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("goodwillAmount", () => {
  it("reads rupees as whole paise, without floating-point drift", () => {
    expect(goodwillAmount("500")).toEqual({ paise: 50_000 });
    expect(goodwillAmount("1,000.10")).toEqual({ paise: 100_010 });
    expect(goodwillAmount("0.29")).toEqual({ paise: 29 });
    expect(goodwillAmount("1,00,000")).toEqual({ paise: 10_000_000 });
  });

  it("refuses each bad amount with its own message", () => {
    expect(goodwillAmount(" ")).toEqual({ problem: "Enter the credit to grant in rupees, like 500 or 500.50." });
    for (const input of ["abc", "-5", "1.234", "1e3", "₹500"])
      expect(goodwillAmount(input), input).toEqual({
        problem: "Enter the amount in rupees as digits, with at most 2 decimals, like 500 or 500.50.",
      });
    expect(goodwillAmount("0.00")).toEqual({ problem: "Enter an amount above ₹0." });
    expect(goodwillAmount("100000.01")).toEqual({ problem: "At most ₹1,00,000 at a time." });
  });
});

describe("GrantCreditForm", () => {
  const submit = () => fireEvent.click(screen.getByRole("button", { name: "Grant credit" }));

  it("shows the account's balance and refuses a bad amount or a missing reason beside the field, sending nothing", async () => {
    const sent = answer();
    render(<GrantCreditForm accountId={42} balancePaise={125_050} onStart={vi.fn()} onGranted={vi.fn()} />);
    expect(screen.getByText("₹1,250.50")).toBeTruthy();
    type("Credit to grant (₹)", "12.345");
    submit();
    const amountError = await screen.findByText(/at most 2 decimals/);
    expect(screen.getByLabelText("Credit to grant (₹)").getAttribute("aria-describedby")).toBe(amountError.id);
    expect(screen.getByLabelText("Credit to grant (₹)").getAttribute("aria-invalid")).toBe("true");
    type("Credit to grant (₹)", "500");
    submit();
    expect(await screen.findByText("Say why the credit is granted: the traveller reads it.")).toBeTruthy();
    expect(screen.getByLabelText("Reason (the traveller reads it)").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("sends the amount in paise with the reason, then confirms under its button with the new balance", async () => {
    const sent = answer({ data: { adminGrantCredit: { balance_paise: 175_100 } } });
    const onStart = vi.fn();
    const onGranted = vi.fn(async () => {});
    render(<GrantCreditForm accountId={42} balancePaise={125_050} onStart={onStart} onGranted={onGranted} />);
    type("Credit to grant (₹)", "500.50");
    type("Reason (the traveller reads it)", "  Guide changed at the last minute ");
    fireEvent.click(screen.getByRole("button", { name: "Grant credit" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Granted ₹500.50 of trip credit. The account's balance is now ₹1,751. The traveller is told by their message channel.",
    );
    expect(onGranted).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ accountId: 42, amountPaise: 50_050, reason: "Guide changed at the last minute" }]);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText("Credit to grant (₹)") as HTMLInputElement).value).toBe("");
  });

  it("shows the API's refusal beside the field it names", async () => {
    answer({
      data: null,
      errors: [
        {
          message: "Enter an amount above 0 and at most ₹1,00,000.",
          extensions: { code: "BAD_USER_INPUT", field: "amountPaise" },
        },
      ],
    });
    const onGranted = vi.fn(async () => {});
    render(<GrantCreditForm accountId={42} balancePaise={0} onStart={vi.fn()} onGranted={onGranted} />);
    type("Credit to grant (₹)", "500");
    type("Reason (the traveller reads it)", "Guide changed");
    fireEvent.click(screen.getByRole("button", { name: "Grant credit" }));
    const error = await screen.findByText("Enter an amount above 0 and at most ₹1,00,000.");
    expect(error.id).toMatch(/amountPaise-error$/);
    expect(onGranted).not.toHaveBeenCalled();
  });
});

const CHOICES: TransferChoice[] = [
  {
    event_id: 11,
    start_date: "2027-03-06",
    end_date: "2027-03-11",
    seats_left: 8,
    package_id: 3,
    package_name: "Standard",
    price_per_person_paise: 1_200_000,
    total_paise: 2_520_000,
  },
  {
    event_id: 12,
    start_date: "2027-03-13",
    end_date: "2027-03-18",
    seats_left: 2,
    package_id: 4,
    package_name: "With rental gear",
    price_per_person_paise: 1_300_000,
    total_paise: 2_730_000,
  },
];

describe("TransferBookingForm", () => {
  const renderForm = (extra: Partial<Parameters<typeof TransferBookingForm>[0]> = {}) => {
    const calls = handlers();
    render(
      <TransferBookingForm
        bookingId={7}
        travellerCount={2}
        totalPaise={2_520_000}
        paidPaise={2_520_000}
        choices={CHOICES}
        {...calls}
        {...extra}
      />,
    );
    return calls;
  };
  const move = () => fireEvent.click(screen.getByRole("button", { name: "Move booking" }));

  it("asks for a departure before sending", async () => {
    const sent = answer();
    renderForm();
    move();
    expect(await screen.findByText("Choose the departure and package to move the booking to.")).toBeTruthy();
    expect(screen.getByLabelText("New departure and package").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("lists each departure with its package, total and seats, and sends the one chosen", async () => {
    const sent = answer({ data: { adminTransferBooking: { id: 7, status: "part_paid", due_paise: 210_000 } } });
    const { onDone } = renderForm();
    expect(
      screen.getByRole("option", {
        name: /13 March 2027 to 18 March 2027, With rental gear: ₹27,300 for 2, 2 seats left/,
      }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("New departure and package"), { target: { value: "12:4" } });
    expect(screen.getByText(/₹2,100 left to pay/)).toBeTruthy();
    move();
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(
        "Moved to 13 March 2027 to 18 March 2027 (With rental gear), without a fee. ₹2,100 is left to pay.",
      ),
    );
    expect(sent).toEqual([{ bookingId: "7", eventId: 12, packageId: 4 }]);
  });

  it("shows the API's refusal, with its reason, beside the choice", async () => {
    answer({
      data: null,
      errors: [
        {
          message: "Only 1 seat is left on that date; this booking needs 2.",
          extensions: { code: "TRANSFER_NOT_ALLOWED", reason: "sold-out", seatsLeft: 1 },
        },
      ],
    });
    const { onDone } = renderForm();
    fireEvent.change(screen.getByLabelText("New departure and package"), { target: { value: "11:3" } });
    move();
    const error = await screen.findByText("Only 1 seat is left on that date; this booking needs 2.");
    expect(screen.getByLabelText("New departure and package").getAttribute("aria-describedby")).toBe(error.id);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says so when no departure has seats for the party", () => {
    renderForm({ choices: [], travellerCount: 3 });
    expect(screen.getByText(/No other departure of this trip from today has 3 seats left/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Move booking" })).toBeNull();
  });
});

describe("AllowTransferForm", () => {
  it("offers another move only once the traveller has used theirs, and says how many are left", async () => {
    const sent = answer({ data: { adminAllowTransfer: 2 } });
    const { onDone } = handlers();
    render(
      <AllowTransferForm bookingId={7} transfersUsed={1} transfersAllowed={1} onStart={vi.fn()} onDone={onDone} />,
    );
    expect(screen.getByText(/no move left/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Allow another transfer" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("The traveller may move this booking online once more."));
    expect(sent).toEqual([{ bookingId: "7" }]);
  });

  it("has nothing to allow while a move is left", () => {
    render(<AllowTransferForm bookingId={7} transfersUsed={0} transfersAllowed={1} {...handlers()} />);
    expect(screen.getByText(/one move left/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Allow another transfer" })).toBeNull();
  });
});
