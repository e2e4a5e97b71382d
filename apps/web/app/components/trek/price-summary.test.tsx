import { campaignSavingPaise, offerOutcome } from "@parvat/domain/campaign-offer";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OfferNote } from "../campaign/offer-note.tsx";
import { PriceSummary } from "./price-summary.tsx";

afterEach(cleanup);

const terms = { gstPercent: 5, maxTravellers: 12, bookingAmount: null };
const sale = {
  offerKind: "percent" as const,
  percentOff: 10,
  amountPerTravellerPaise: null,
  capPaise: 1_000_000,
  minTravellers: 1,
  combinesWithFareOffers: false,
};

/** The offer as the trek page hands it over: the domain's figures on the fare, with the campaign's name. */
function onFare(price: number, regular: number, travellerCount: number) {
  const fare = { pricePerPersonPaise: price * 100, regularPricePerPersonPaise: regular * 100, travellerCount };
  return {
    discountPaise: campaignSavingPaise(sale, fare),
    outcome: offerOutcome(sale, fare),
    name: "Himalayan Summer Sale",
    combinesWithFareOffers: false,
  };
}

function show(price: number, struckThrough: number, discountName: string | null, travellers: number, offer = true) {
  render(
    <PriceSummary
      price={price}
      struckThrough={struckThrough}
      discountName={discountName}
      date="2 December 2026"
      terms={terms}
      travellers={travellers}
      maxTravellers={4}
      onTravellers={() => {}}
      policiesHref={null}
      offer={offer ? onFare(price, Math.max(price, struckThrough), travellers) : null}
    />,
  );
}

describe("PriceSummary", () => {
  it("without a campaign, states the fare and its group total with GST", () => {
    show(15_450, 0, null, 2, false);
    expect(screen.getByTestId("trek-price").textContent).toBe("₹15,450");
    expect(screen.getByTestId("group-total").textContent).toContain("₹32,445");
    expect(screen.queryByTestId("offer-line")).toBeNull();
  });

  it("from a campaign, states the offer's price and the offer as its own line of the total", () => {
    show(15_450, 0, null, 2);
    expect(screen.getByTestId("trek-price").textContent).toBe("₹13,905");
    expect(screen.getByText("You save ₹1,545")).toBeTruthy();
    expect(screen.getByText(/Himalayan Summer Sale$/)).toBeTruthy();
    expect(screen.getByTestId("offer-line").textContent).toContain("less the Himalayan Summer Sale ₹3,090");
    // (₹30,900 - ₹3,090) + 5% GST.
    expect(screen.getByTestId("group-total").textContent).toContain("₹29,200.50");
  });

  it("does not stack a campaign that cannot be combined on an early-bird fare that is already lower", () => {
    show(12_950, 14_450, "Monsoon early-bird fare", 2);
    expect(screen.getByTestId("trek-price").textContent).toBe("₹12,950");
    expect(screen.getByText(/Monsoon early-bird fare$/)).toBeTruthy();
    expect(screen.queryByTestId("offer-line")).toBeNull();
    expect(screen.getByTestId("group-total").textContent).toContain("₹27,195");
  });

  it("offers no more travellers than the stepper's limit", () => {
    show(15_450, 0, null, 4, false);
    expect(screen.getByRole("button", { name: "One traveller more" }).hasAttribute("disabled")).toBe(true);
  });
});

describe("OfferNote", () => {
  const running = {
    applies: true as const,
    name: "Himalayan Summer Sale",
    offer: sale,
    offerText: "10% off (up to ₹10,000 a booking)",
    combinationText: "It cannot be combined with another offer.",
    endsAt: "2026-12-21T18:30:00.000Z",
  };

  it("says the offer, until when, and its combination rule", () => {
    render(<OfferNote offer={running} onFare={onFare(15_450, 15_450, 2)} fareDiscountName={null} />);
    const note = screen.getByTestId("offer-note").textContent;
    expect(note).toContain(
      "Himalayan Summer Sale: 10% off (up to ₹10,000 a booking), for bookings made until 21 December 2026.",
    );
    expect(note).toContain("It cannot be combined with another offer.");
  });

  it("says why a reduced fare is not reduced further", () => {
    render(<OfferNote offer={running} onFare={onFare(12_950, 14_450, 2)} fareDiscountName="Monsoon early-bird fare" />);
    expect(screen.getByTestId("offer-note").textContent).toContain(
      "On this package the monsoon early-bird fare is already lower than the offer, so you pay the monsoon early-bird fare: the two are not combined.",
    );
  });
});
