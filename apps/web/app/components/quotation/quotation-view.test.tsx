import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { QuotationCard, type QuotationCardData } from "./quotation-card.tsx";
import { type QuotationData, QuotationView } from "./quotation-view.tsx";

afterEach(cleanup);

const UBUD = { id: 71, name: "Pool villas in Ubud and Jimbaran", is_selected: true, price: 148_000, properties: [] };
const SEMINYAK = { id: 72, name: "Beach hotel in Seminyak", is_selected: false, price: 136_000, properties: [] };

function aQuotation(overrides: Partial<QuotationData> = {}): QuotationData {
  return {
    slug: "bali-for-two",
    name: "Meera Iyer",
    trip_title: "Bali for two",
    trip_subtitle: null,
    expiry_date: "2099-01-10",
    expired: false,
    accepted: false,
    accepted_property_group_id: null,
    duration: "6 nights, 7 days",
    pax: 2,
    meals: "Breakfast",
    rooms: 1,
    stay_details: null,
    travel_date: "2099-02-01",
    travel_details: null,
    travel_comments: null,
    inclusions: [],
    exclusions: [],
    show_price_for: "per person",
    booking_amount: 20_000,
    discount_name: null,
    price_note: null,
    know_before_you_book: [],
    price_inclusive_of_taxes: false,
    airport_transfer: true,
    private_vehicle_siteseeing: false,
    sic_vehicle: false,
    extrabeds: 0,
    exclusive_adult_extrabed: 0,
    enquiry_slug: "enq-1",
    travelling_data: [],
    flight: null,
    train: null,
    bus: null,
    visa: null,
    phone_number: null,
    planner: null,
    campsite: { name: "Bali", type: "international", policies: [] },
    images: [],
    days: [],
    property_groups: [UBUD, SEMINYAK],
    ...overrides,
  };
}

function renderView(quotation: QuotationData, initialOption: number | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/q",
      Component: () => <QuotationView quotation={quotation} today="2099-01-01" initialOption={initialOption} />,
    },
  ]);
  render(<Stub initialEntries={["/q"]} />);
}

describe("QuotationView", () => {
  it("shows the option marked selected before anything is accepted", () => {
    renderView(aQuotation());
    const box = screen.getByRole("region", { name: UBUD.name });
    expect(screen.getByTestId("quotation-price").textContent).toBe("₹1,48,000");
    expect(within(box).getByRole("button", { name: "Accept this option" })).toBeTruthy();
  });

  it("once accepted, shows the accepted option and its price, not the one marked selected or asked for", () => {
    renderView(aQuotation({ accepted: true, accepted_property_group_id: SEMINYAK.id }), UBUD.id);
    const box = screen.getByRole("region", { name: SEMINYAK.name });
    expect(screen.getByTestId("quotation-price").textContent).toBe("₹1,36,000");
    expect(within(box).getByText(`This quotation has been accepted with ${SEMINYAK.name}.`)).toBeTruthy();
    const chosen = screen.getByRole("radio", { name: new RegExp(SEMINYAK.name) }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(chosen.matches(":disabled")).toBe(true);
  });
});

describe("QuotationCard", () => {
  const card = (overrides: Partial<QuotationCardData>): QuotationCardData => ({
    slug: "bali-for-two",
    enquiry_slug: "enq-1",
    name: "Meera Iyer",
    trip_title: "Bali for two",
    duration: "6 nights, 7 days",
    pax: 2,
    show_price_for: "per person",
    expiry_date: "2099-01-10",
    expired: false,
    accepted: false,
    accepted_property_group_id: null,
    price_details: [
      { property_group_id: UBUD.id, price: UBUD.price },
      { property_group_id: SEMINYAK.id, price: SEMINYAK.price },
      { property_group_id: 73, price: 129_000 },
    ],
    images: [],
    ...overrides,
  });
  const renderCard = (data: QuotationCardData) => {
    const Stub = createRoutesStub([
      { path: "/", Component: () => <QuotationCard quotation={data} today="2099-01-01" /> },
    ]);
    render(<Stub initialEntries={["/"]} />);
  };

  it("states the lowest option's price before acceptance", () => {
    renderCard(card({}));
    expect(screen.getByText("From")).toBeTruthy();
    expect(screen.getByText("₹1,29,000 per person")).toBeTruthy();
  });

  it("states the accepted option's price once accepted", () => {
    renderCard(card({ accepted: true, accepted_property_group_id: SEMINYAK.id }));
    expect(screen.getByText("Accepted at")).toBeTruthy();
    expect(screen.getByText("₹1,36,000 per person")).toBeTruthy();
  });
});
