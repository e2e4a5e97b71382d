import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TravellerCard } from "./traveller-card.tsx";
import { emptyTraveller } from "./travellers.ts";

afterEach(cleanup);

describe("TravellerCard", () => {
  it("labels every field of the traveller and reports what is typed by field", () => {
    const onChange = vi.fn();
    render(
      <TravellerCard
        traveller={emptyTraveller({ phone: "98765 43210" })}
        number={2}
        errors={{}}
        today="2026-12-01"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole("group", { name: "Traveller 2" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Asha" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Rao" } });
    fireEvent.change(screen.getByLabelText("Country code"), { target: { value: "+971" } });
    fireEvent.change(screen.getByLabelText("Date of birth"), { target: { value: "1990-04-02" } });
    fireEvent.change(screen.getByLabelText("Gender"), { target: { value: "female" } });
    expect(onChange.mock.calls).toEqual([
      ["first_name", "Asha"],
      ["last_name", "Rao"],
      ["country_code", "+971"],
      ["dob", "1990-04-02"],
      ["gender", "female"],
    ]);
    expect((screen.getByLabelText("Mobile number") as HTMLInputElement).value).toBe("98765 43210");
    expect(screen.getByLabelText("Date of birth").getAttribute("max")).toBe("2026-12-01");
    // Only the first traveller is the one the browser's autofill knows.
    expect(screen.getByLabelText("First name").getAttribute("autocomplete")).toBe("off");
  });

  it("shows each message beside its field, tied to it for screen readers", () => {
    render(
      <TravellerCard
        traveller={emptyTraveller()}
        number={1}
        errors={{ phone: "Indian mobile numbers have 10 digits", dob: "The date of birth must be in the past" }}
        today="2026-12-01"
        onChange={() => {}}
      />,
    );
    const phone = screen.getByLabelText("Mobile number");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(phone.getAttribute("aria-describedby")).toContain(screen.getByText(/10 digits/).id);
    expect(screen.getByLabelText("Date of birth").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("First name").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByLabelText("First name").getAttribute("autocomplete")).toBe("given-name");
  });

  it("offers Remove only when there is another traveller", () => {
    const onRemove = vi.fn();
    const { rerender } = render(
      <TravellerCard traveller={emptyTraveller()} number={1} errors={{}} today="2026-12-01" onChange={() => {}} />,
    );
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    rerender(
      <TravellerCard
        traveller={emptyTraveller()}
        number={3}
        errors={{}}
        today="2026-12-01"
        onChange={() => {}}
        onRemove={onRemove}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove traveller 3" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("asks for the guardian's declaration only when the traveller is under 18 on the start date", () => {
    const onChange = vi.fn();
    const props = { number: 1, errors: {}, today: "2026-12-01", guardianOn: "2026-12-20", onChange };
    const { rerender } = render(<TravellerCard traveller={emptyTraveller({ dob: "2008-12-20" })} {...props} />);
    // 18 on the start day itself: an adult.
    expect(screen.queryByRole("group", { name: "A traveller under 18" })).toBeNull();
    rerender(<TravellerCard traveller={emptyTraveller({ dob: "2008-12-21" })} {...props} />);
    const guardian = screen.getByRole("group", { name: "A traveller under 18" });
    fireEvent.click(screen.getByLabelText("I am this traveller's parent or lawful guardian"));
    fireEvent.change(screen.getByLabelText("Your full name (parent or guardian)"), { target: { value: "Meera Rao" } });
    fireEvent.change(screen.getByLabelText("You are their"), { target: { value: "lawful_guardian" } });
    expect(onChange.mock.calls).toEqual([
      ["guardian_confirmed", true],
      ["guardian_name", "Meera Rao"],
      ["guardian_relation", "lawful_guardian"],
    ]);
    expect(guardian.textContent).toContain("We send their form link to you, not to their phone");
    // No start date (a form without one): never asked.
    rerender(<TravellerCard traveller={emptyTraveller({ dob: "2015-01-01" })} {...props} guardianOn={undefined} />);
    expect(screen.queryByRole("group", { name: "A traveller under 18" })).toBeNull();
  });
});
