// The trip filters show the list the address asks for (the sort at its default when the address
// leaves it out), apply a change at once as the listing's own address, and offer to clear.
import { parseTripListing } from "@parvat/domain/listing";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TripFilters } from "./trip-filters.tsx";

afterEach(cleanup);

function Listing() {
  const location = useLocation();
  return (
    <>
      <p data-testid="address">{location.pathname + location.search + location.hash}</p>
      <TripFilters
        query={parseTripListing(new URLSearchParams(location.search))}
        today="2026-11-10"
        showKind
        action="/tours/all"
      />
    </>
  );
}

const Stub = createRoutesStub([{ path: "/tours/all", Component: Listing }]);

const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;

describe("TripFilters", () => {
  it("shows the address's filters, and the default sort when the address has none", async () => {
    render(<Stub initialEntries={["/tours/all?type=trek&price=-15000&page=2"]} />);
    await screen.findByLabelText("Kind of trip");
    expect(select("Kind of trip").value).toBe("trek");
    expect(select("Budget per person").value).toBe("-15000");
    expect(select("Departure month").value).toBe("");
    expect(select("Sort by").value).toBe("updated");
    expect(screen.getByRole("link", { name: "Clear all 2 filters" }).getAttribute("href")).toBe("/tours/all#trips");
  });

  it("shows a collection's season and theme, with a button to apply the form by keyboard", async () => {
    render(<Stub initialEntries={["/tours/all?type=trek&season=winter&theme=first-timers"]} />);
    await screen.findByLabelText("Best season");
    expect(select("Best season").value).toBe("winter");
    expect(select("Good for").value).toBe("first-timers");
    expect(screen.getByRole("button", { name: "Show trips" }).getAttribute("type")).toBe("submit");
    expect(screen.getByRole("link", { name: "Clear all 3 filters" })).toBeTruthy();
  });

  it("applies a change at once, from the first page, keeping the list in view", async () => {
    render(<Stub initialEntries={["/tours/all?sort=price-low&page=3"]} />);
    expect(screen.queryByRole("link", { name: /Clear/ })).toBeNull();
    fireEvent.change(await screen.findByLabelText("Difficulty"), { target: { value: "easy" } });
    expect((await screen.findByTestId("address")).textContent).toBe("/tours/all?difficulty=easy&sort=price-low#trips");
    expect(select("Difficulty").value).toBe("easy");
    expect(screen.getByRole("link", { name: "Clear the filter" }).getAttribute("href")).toBe(
      "/tours/all?sort=price-low#trips",
    );
  });
});
