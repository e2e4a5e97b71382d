import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerRequests } from "../admin-test-kit.ts";
import { OfflinePaymentForm, rupeesToPaiseInput } from "./booking-forms.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("rupeesToPaiseInput", () => {
  it("reads rupees as the desk types them, to the paisa, without floating-point drift", () => {
    expect(rupeesToPaiseInput("6000")).toBe(600_000);
    expect(rupeesToPaiseInput("1,23,456.5")).toBe(12_345_650);
    expect(rupeesToPaiseInput(" 0.07 ")).toBe(7);
    expect(rupeesToPaiseInput("1234.56")).toBe(123_456);
    expect(rupeesToPaiseInput("0")).toBe(0);
  });

  it("refuses what is not an amount", () => {
    for (const input of ["", "abc", "-5", "1.234", "1e3", "₹500"]) expect(rupeesToPaiseInput(input), input).toBeNull();
  });
});

const answer = answerRequests;

function renderForm() {
  const onStart = vi.fn();
  const onDone = vi.fn(async (_message: string) => {});
  render(
    <OfflinePaymentForm bookingId={7} duePaise={2_520_000} minimumPaise={600_000} onStart={onStart} onDone={onDone} />,
  );
  return { onStart, onDone };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Record payment" }));

describe("OfflinePaymentForm", () => {
  it("offers UPI and cheque, each asking for the reference it has", () => {
    renderForm();
    const methods = screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent?.trim());
    expect(methods).toEqual(["Bank transfer", "UPI", "Cheque", "Cash"]);
    fireEvent.click(screen.getByRole("radio", { name: "UPI" }));
    expect(screen.getByLabelText("UPI transaction reference")).toBeTruthy();
    expect(screen.queryByLabelText("Bank it is drawn on")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Cheque" }));
    expect(screen.getByLabelText("Cheque number")).toBeTruthy();
    expect(screen.getByLabelText("Bank it is drawn on")).toBeTruthy();
  });

  it("checks the reference's shape before sending", async () => {
    const sent = answer();
    renderForm();
    fireEvent.click(screen.getByRole("radio", { name: "UPI" }));
    type("Amount received (₹)", "6000");
    type("UPI transaction reference", "12345");
    submit();
    expect((await screen.findByText("Enter the UPI transaction reference: 12 digits.")).id).toMatch(/reference-error$/);
    expect(sent).toEqual([]);
  });

  it("sends a cheque with its bank, then starts empty for the next payment", async () => {
    const sent = answer({ data: { adminRecordOfflinePayment: { id: 7, status: "part_paid" } } });
    const { onStart, onDone } = renderForm();
    fireEvent.click(screen.getByRole("radio", { name: "Cheque" }));
    type("Amount received (₹)", "6,000");
    type("Cheque number", "004512");
    type("Bank it is drawn on", "HDFC Bank");
    type("Note (optional)", "Cleared on Monday");
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("Recorded a payment of ₹6,000 (Cheque)."));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      {
        bookingId: "7",
        amountPaise: 600_000,
        method: "cheque",
        reference: "004512",
        bank: "HDFC Bank",
        note: "Cleared on Monday",
      },
    ]);
    expect((screen.getByLabelText("Amount received (₹)") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Note (optional)") as HTMLInputElement).value).toBe("");
    expect((screen.getByRole("radio", { name: "Bank transfer" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Bank reference (UTR)") as HTMLInputElement).value).toBe("");
  });

  it("keeps what was typed when the API refuses it, with its message beside the field", async () => {
    answer({
      data: null,
      errors: [
        {
          message: "A payment with this reference is already recorded.",
          extensions: { code: "BAD_USER_INPUT", field: "reference" },
        },
      ],
    });
    const { onStart, onDone } = renderForm();
    type("Amount received (₹)", "6000");
    type("Bank reference (UTR)", "UTR-ABC-123");
    submit();
    expect(await screen.findByText("A payment with this reference is already recorded.")).toBeTruthy();
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Bank reference (UTR)") as HTMLInputElement).value).toBe("UTR-ABC-123");
  });
});
