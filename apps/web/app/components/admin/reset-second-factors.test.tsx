import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerRequests } from "./admin-test-kit.ts";
import { ResetSecondFactors } from "./reset-second-factors.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCell(secondFactors = 2) {
  const onReset = vi.fn(async () => {});
  render(<ResetSecondFactors userId={7} name="Asha Rawat" secondFactors={secondFactors} onReset={onReset} />);
  return onReset;
}

const resetButton = () => screen.getByRole("button", { name: "Reset the second factor of Asha Rawat…" });

describe("ResetSecondFactors", () => {
  it("says a colleague has none yet, and offers nothing to reset", () => {
    answerRequests();
    renderCell(0);
    expect(screen.getByText("None yet")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("asks before resetting, sends nothing when the owner goes back, then resets and reloads", async () => {
    const sent = answerRequests({ data: { adminResetStaffSecondFactors: { id: 7, second_factors: 0 } } });
    const onReset = renderCell();
    expect(screen.getByText("2 set up")).toBeTruthy();
    fireEvent.click(resetButton());
    expect(screen.getByText(/Remove every passkey, authenticator app and recovery code of Asha Rawat/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Go back" }));
    expect(sent).toEqual([]);
    fireEvent.click(resetButton());
    fireEvent.click(screen.getByRole("button", { name: "Yes, reset" }));
    expect(await screen.findByText(/Asha Rawat's second factor is reset and they are logged out/)).toBeTruthy();
    expect(sent).toEqual([{ userId: 7 }]);
    expect(onReset).toHaveBeenCalledOnce();
  });

  it("asks for the owner's own factor when the API wants it fresh, instead of an error", async () => {
    answerRequests(
      {
        data: null,
        errors: [
          {
            message: "Resetting a colleague's second factor needs your second factor again",
            extensions: { code: "SECOND_FACTOR_REQUIRED", secondFactor: "verify" },
          },
        ],
      },
      { data: { adminSecondFactors: { passkeys: [], totp: true } } },
    );
    const onReset = renderCell();
    fireEvent.click(resetButton());
    fireEvent.click(screen.getByRole("button", { name: "Yes, reset" }));
    expect(await screen.findByText("Confirm it is you to go ahead with resetting their second factor.")).toBeTruthy();
    expect(screen.getByLabelText("Code from your authenticator app")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onReset).not.toHaveBeenCalled();
  });
});
