import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DeparturePicker } from "./departure-picker.tsx";
import type { Trek } from "./trek-fields.ts";
import { useTrekChoice } from "./use-trek-choice.ts";

afterEach(cleanup);

const entry = (package_id: number, price: number | null = null) => ({ package_id, enabled: true, price });
const departure = (id: number, start_date: string, prices: ReturnType<typeof entry>[], available_seats = 12) => ({
  id,
  start_date,
  end_date: start_date,
  available_seats,
  prices,
});

// December is peak (the departures' own prices); 5 Jan is not offered with the second package.
const trek = {
  packages: [
    { id: 1, name: "From Dehradun", price: 10_950, original_price: null },
    { id: 2, name: "From Sankri", price: 8_950, original_price: null },
  ],
  events: [
    departure(10, "2026-12-02", [entry(1, 12_450), entry(2, 10_450)]),
    departure(11, "2026-12-09", [entry(1, 12_450)]),
    departure(20, "2027-01-05", [entry(1)]),
    departure(21, "2027-01-09", [entry(1), entry(2)]),
    departure(30, "2027-02-06", [entry(1)]),
  ],
} as unknown as Trek;

/** The picker as the trek page wires it, with the choice's date and price shown beside it. */
function Page() {
  const choice = useTrekChoice(trek, null, 12);
  const { pkg, departure: chosen, price } = choice.quote;
  return (
    <>
      <button type="button" onClick={() => choice.choosePackage(2)}>
        Second package
      </button>
      <DeparturePicker
        events={trek.events}
        pkg={pkg}
        chosen={chosen}
        onChooseDate={choice.chooseDate}
        onChooseMonth={choice.chooseMonth}
      />
      <output data-testid="choice">
        {chosen?.start_date} {price}
      </output>
    </>
  );
}

const month = (name: RegExp) =>
  within(screen.getByRole("group", { name: "Departure month" })).getByRole("radio", { name }) as HTMLInputElement;
const date = (value: string) =>
  within(screen.getByRole("group", { name: "Departure date" })).getByDisplayValue(value) as HTMLInputElement;
const choice = () => screen.getByTestId("choice").textContent;

describe("DeparturePicker with the trek page's choice", () => {
  it("opens on the earliest open date, with its price", () => {
    render(<Page />);
    expect(date("2026-12-02").checked).toBe(true);
    expect(choice()).toBe("2026-12-02 12450");
  });

  it("chooses a month's first open date, and the price follows", () => {
    render(<Page />);
    fireEvent.click(month(/Jan 2027/));
    expect(date("2027-01-05").checked).toBe(true);
    expect(choice()).toBe("2027-01-05 10950");
    fireEvent.click(date("2027-01-09"));
    expect(choice()).toBe("2027-01-09 10950");
  });

  it("shows a date the package is not offered on as such, and it cannot be chosen", () => {
    render(<Page />);
    fireEvent.click(month(/Jan 2027/));
    fireEvent.click(screen.getByRole("button", { name: "Second package" }));
    // The date on screen is not offered with the second package: the month's open one is chosen.
    expect(choice()).toBe("2027-01-09 8950");
    const closed = date("2027-01-05");
    expect(closed.disabled).toBe(true);
    expect(closed.closest("label")?.textContent).toContain("Not offered with this package");
    expect(closed.closest("label")?.textContent).not.toContain("seats left");
    fireEvent.click(closed);
    expect(choice()).toBe("2027-01-09 8950");
  });

  it("leaves a month without an open date for the package unchoosable", () => {
    render(<Page />);
    fireEvent.click(screen.getByRole("button", { name: "Second package" }));
    const february = month(/Feb 2027/);
    expect(february.disabled).toBe(true);
    expect(february.closest("label")?.textContent).toContain("no open dates with this package");
    expect(month(/Dec 2026/).disabled).toBe(false);
  });
});
