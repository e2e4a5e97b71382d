import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerRequests } from "../admin-test-kit.ts";
import { CancelDepartureForm, cancelledDepartureText, departureReasonProblem } from "./cancel-departure-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = answerRequests;

const DATES = "6 March 2027 to 11 March 2027";

function renderForm(counts = { paidBookings: 3, heldBookings: 1 }) {
  const onDone = vi.fn(async (_result: string) => {});
  render(<CancelDepartureForm eventId={21} dates={DATES} {...counts} onDone={onDone} />);
  return onDone;
}

const reasonField = () => screen.getByLabelText("Why is it cancelled? (the travellers read this)");
const typeReason = (value: string) => fireEvent.change(reasonField(), { target: { value } });
const review = () => fireEvent.click(screen.getByRole("button", { name: "Cancel this departure…" }));

describe("departureReasonProblem", () => {
  it("asks for a reason of a few words", () => {
    expect(departureReasonProblem("   ")).toBe("Say why the departure is cancelled: the travellers read it.");
    expect(departureReasonProblem(" snow ")).toBe("Give the reason in a few words (at least 5 characters).");
    expect(departureReasonProblem("Heavy snow on the pass")).toBeNull();
  });
});

describe("CancelDepartureForm", () => {
  it("refuses an empty reason beside the field, announced, and sends nothing", async () => {
    const sent = answer();
    renderForm();
    review();
    const error = await screen.findByRole("alert");
    expect(error.textContent).toBe("Say why the departure is cancelled: the travellers read it.");
    expect(reasonField().getAttribute("aria-describedby")).toBe(error.id);
    expect(reasonField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("button", { name: "Yes, cancel the departure" })).toBeNull();
    expect(sent).toEqual([]);
  });

  it("states what will happen before anything is sent, and can go back", () => {
    const sent = answer();
    renderForm();
    typeReason("Heavy snow has closed the pass");
    review();
    expect(screen.getByRole("heading", { name: `Cancel the departure of ${DATES}?` })).toBe(document.activeElement);
    expect(screen.getByText(/^3 paid bookings are cancelled without a fee\. Each traveller is told/)).toBeTruthy();
    expect(screen.getByText(/full refund, trip credit with the trip's bonus, or another date/)).toBeTruthy();
    expect(screen.getByText("1 held booking, not yet paid, is released.")).toBeTruthy();
    expect(screen.getByText(/everyone on its waitlist is told/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Go back" }));
    expect(screen.queryByRole("button", { name: "Yes, cancel the departure" })).toBeNull();
    expect((reasonField() as HTMLTextAreaElement).value).toBe("Heavy snow has closed the pass");
  });

  it("sends the departure and the trimmed reason once confirmed, and reports the result", async () => {
    const sent = answer({ data: { adminCancelDeparture: { event_id: 21, cancelled_bookings: 3, released_holds: 1 } } });
    const onDone = renderForm();
    typeReason("  Heavy snow has closed the pass ");
    review();
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel the departure" }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(
        "Departure cancelled. 3 paid bookings cancelled without a fee, each traveller asked to choose; 1 held booking released.",
      ),
    );
    expect(sent).toEqual([{ eventId: 21, reason: "Heavy snow has closed the pass" }]);
  });

  it("asks for the staff member's factor when the API wants it fresh, then sends the same cancellation again", async () => {
    const sent = answer(
      {
        data: null,
        errors: [
          {
            message: "Cancelling a departure needs your second factor again",
            extensions: { code: "SECOND_FACTOR_REQUIRED", secondFactor: "verify" },
          },
        ],
      },
      { data: { adminSecondFactors: { passkeys: [], totp: true } } },
      { data: { adminVerifyTotp: { verified_at: "2027-03-01T10:00:00Z" } } },
      { data: { adminCancelDeparture: { event_id: 21, cancelled_bookings: 3, released_holds: 1 } } },
    );
    const onDone = renderForm();
    typeReason("Heavy snow has closed the pass");
    review();
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel the departure" }));
    expect(await screen.findByText("Confirm it is you to go ahead with cancelling this departure.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Code from your authenticator app"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const cancellation = { eventId: 21, reason: "Heavy snow has closed the pass" };
    expect(sent).toEqual([cancellation, {}, { code: "123456" }, cancellation]);
  });

  it("shows the API's refusal and sends nothing more", async () => {
    answer({
      data: null,
      errors: [
        { message: "This departure is already cancelled.", extensions: { code: "DEPARTURE_ALREADY_CANCELLED" } },
      ],
    });
    const onDone = renderForm({ paidBookings: 0, heldBookings: 0 });
    typeReason("Heavy snow has closed the pass");
    review();
    expect(screen.getByText("No paid booking is on it.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel the departure" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This departure is already cancelled.");
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("cancelledDepartureText", () => {
  it("counts in the singular and plural", () => {
    expect(cancelledDepartureText({ cancelled_bookings: 1, released_holds: 0 })).toBe(
      "Departure cancelled. 1 paid booking cancelled without a fee, each traveller asked to choose; 0 held bookings released.",
    );
  });
});
