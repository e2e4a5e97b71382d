import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CREDENTIALS_KEY } from "../../lib/credentials.ts";
import type { TripOffer } from "../campaign/campaign-offer.ts";
import type { BookingChoice } from "./choice-summary.tsx";
import { RegistrationForm } from "./registration-form.tsx";

beforeEach(() => localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "a.b.c" })));
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const choice: BookingChoice = {
  trip: { id: 7, slug: "kedarkantha-trek", name: "Kedarkantha Trek", type: "trek", min_age: 10, max_age: 60 },
  pkg: { id: 11, name: "Standard" },
  departure: { id: 41, start_date: "2026-12-20", end_date: "2026-12-25", available_seats: 9 },
  pricePerPersonPaise: 799_900,
  struckThroughPaise: 0,
  discountName: null,
};

type Call = { operationName: string; variables: Record<string, unknown> };
type Answer = (call: Call) => unknown;

function serve(createBooking: Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = JSON.parse(String(init.body)) as Call;
      calls.push(call);
      const body =
        call.operationName === "TravellerAccount"
          ? { data: { me: { phone: "+919876543210", first_name: "Meera", last_name: null } } }
          : createBooking(call);
      if (body instanceof Error) throw body;
      return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls.filter.bind(calls, (call: Call) => call.operationName === "CreateBooking") as () => Call[];
}

function Pay() {
  const location = useLocation();
  return <h1>Pay {location.search}</h1>;
}

function renderForm(extra: Partial<Parameters<typeof RegistrationForm>[0]> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/register",
      Component: () => (
        <RegistrationForm choice={choice} today="2026-12-01" changeHref="/tours/kedarkantha-trek" {...extra} />
      ),
    },
    { path: "/pay", Component: Pay },
  ]);
  render(<Stub initialEntries={["/register"]} />);
}

const card = (number: number) => within(screen.getByRole("group", { name: `Traveller ${number}` }));

async function fillFirstTraveller() {
  await waitFor(() => expect((card(1).getByLabelText("First name") as HTMLInputElement).value).toBe("Meera"));
  fireEvent.change(card(1).getByLabelText("Last name"), { target: { value: "Iyer" } });
  fireEvent.change(card(1).getByLabelText("Date of birth"), { target: { value: "1992-03-14" } });
  fireEvent.change(card(1).getByLabelText("Gender"), { target: { value: "female" } });
}

function fillSecondTraveller() {
  fireEvent.change(card(2).getByLabelText("First name"), { target: { value: "Arjun" } });
  fireEvent.change(card(2).getByLabelText("Last name"), { target: { value: "Iyer" } });
  fireEvent.change(card(2).getByLabelText("Mobile number"), { target: { value: "98450 12345" } });
  fireEvent.change(card(2).getByLabelText("Date of birth"), { target: { value: "1990-11-02" } });
  fireEvent.change(card(2).getByLabelText("Gender"), { target: { value: "male" } });
}

describe("RegistrationForm", () => {
  it("starts from the account, totals with GST as travellers come, and holds the seats once", async () => {
    const created = serve(() => ({ data: { createBooking: { id: "501", hold_expires_at: "2026-12-01T10:15:00Z" } } }));
    renderForm();
    await fillFirstTraveller();
    expect((card(1).getByLabelText("Mobile number") as HTMLInputElement).value).toBe("9876543210");
    expect((card(1).getByLabelText("Country code") as HTMLSelectElement).value).toBe("+91");
    const price = screen.getByRole("complementary", { name: "Price" });
    expect(price.textContent).toContain("₹7,999 × 1 traveller");
    expect(price.textContent).toContain("GST (5%)₹399.95");

    fireEvent.click(screen.getByRole("button", { name: "Add traveller" }));
    expect(document.activeElement).toBe(card(2).getByLabelText("First name"));
    fillSecondTraveller();
    expect(price.textContent).toContain("₹7,999 × 2 travellers₹15,998");
    expect(price.textContent).toContain("Total₹16,797.90");

    // An email is optional: the messages go by the traveller's channel either way.
    fireEvent.change(screen.getByLabelText("Email for your confirmation and receipts (optional)"), {
      target: { value: " asha@example.com " },
    });
    // A double click sends one request.
    const hold = screen.getByRole("button", { name: "Hold 2 seats" });
    fireEvent.click(hold);
    fireEvent.click(hold);
    expect(await screen.findByRole("heading", { name: "Pay ?booking=501" })).toBeTruthy();
    expect(created()).toHaveLength(1);
    const { input } = created()[0]!.variables as { input: Record<string, unknown> };
    expect(input).toMatchObject({
      eventId: 41,
      packageId: 11,
      contact_email: "asha@example.com",
      expectedPricePerPersonPaise: 799_900,
      participants: [
        {
          first_name: "Meera",
          last_name: "Iyer",
          country_code: "+91",
          phone: "9876543210",
          dob: "1992-03-14",
          gender: "female",
        },
        {
          first_name: "Arjun",
          last_name: "Iyer",
          country_code: "+91",
          phone: "98450 12345",
          dob: "1990-11-02",
          gender: "male",
        },
      ],
    });
    expect(String(input.idempotencyKey)).toMatch(/^bk-/);
  });

  // A traveller who starts typing before the account's answer arrives keeps what they typed, and
  // still gets the account's number in the field they have not reached.
  it("fills from the account only the first card's fields not typed in yet", async () => {
    serve(() => ({}));
    renderForm();
    fireEvent.change(card(1).getByLabelText("First name"), { target: { value: "Rohan" } });
    await waitFor(() => expect((card(1).getByLabelText("Mobile number") as HTMLInputElement).value).toBe("9876543210"));
    expect((card(1).getByLabelText("First name") as HTMLInputElement).value).toBe("Rohan");
  });

  it("checks every card before sending, and focuses the first field to fix", async () => {
    const created = serve(() => ({ data: null }));
    renderForm();
    await waitFor(() => expect((card(1).getByLabelText("First name") as HTMLInputElement).value).toBe("Meera"));
    fireEvent.change(card(1).getByLabelText("Mobile number"), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Hold 1 seat" }));
    expect(card(1).getByText("Enter the last name")).toBeTruthy();
    expect(card(1).getByText("Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9")).toBeTruthy();
    expect(card(1).getByText("Enter the date of birth")).toBeTruthy();
    expect(document.activeElement).toBe(card(1).getByLabelText("Last name"));
    expect(created()).toHaveLength(0);
  });

  it("keeps one key across a lost answer, so the retry cannot hold seats twice", async () => {
    let attempts = 0;
    const created = serve(() => {
      attempts += 1;
      return attempts === 1
        ? new TypeError("offline")
        : { data: { createBooking: { id: "502", hold_expires_at: null } } };
    });
    renderForm();
    await fillFirstTraveller();
    fireEvent.click(screen.getByRole("button", { name: "Hold 1 seat" }));
    expect((await screen.findByRole("alert")).textContent).toContain("We could not reach Parvat Journeys");
    fireEvent.click(screen.getByRole("button", { name: "Hold 1 seat" }));
    await screen.findByRole("heading", { name: "Pay ?booking=502" });
    const [first, second] = created().map(
      (call) => (call.variables.input as { idempotencyKey: string }).idempotencyKey,
    );
    expect(first).toBe(second);
  });

  it("puts the server's coded errors where they belong", async () => {
    const answers = [
      { message: "Enter a real name", extensions: { code: "PARTICIPANT_INVALID", index: 0, field: "last_name" } },
      { message: "The price changed", extensions: { code: "PRICE_CHANGED", pricePerPersonPaise: 849_900 } },
    ];
    const created = serve(() => {
      const error = answers.shift();
      return error
        ? { data: null, errors: [error] }
        : { data: { createBooking: { id: "503", hold_expires_at: null } } };
    });
    renderForm();
    await fillFirstTraveller();
    const hold = () => fireEvent.click(screen.getByRole("button", { name: /^(Hold 1 seat|Confirm at)/ }));

    hold();
    expect(await card(1).findByText("Enter a real name")).toBeTruthy();
    expect(card(1).getByLabelText("Last name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(card(1).getByLabelText("Last name"));

    hold();
    expect((await screen.findByRole("alert")).textContent).toContain("from ₹7,999 to ₹8,499");
    expect(screen.getByRole("complementary", { name: "Price" }).textContent).toContain("₹8,499 × 1 traveller");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Confirm at ₹8,499 per person" }));
    });
    await screen.findByRole("heading", { name: "Pay ?booking=503" });
    const prices = created().map(
      (call) => (call.variables.input as { expectedPricePerPersonPaise: number }).expectedPricePerPersonPaise,
    );
    expect(prices).toEqual([799_900, 799_900, 849_900]);
  });

  it("says how many seats are left when the departure cannot take everyone", async () => {
    serve(() => ({ data: null, errors: [{ message: "Sold out", extensions: { code: "SOLD_OUT", seatsLeft: 1 } }] }));
    renderForm();
    await fillFirstTraveller();
    fireEvent.click(screen.getByRole("button", { name: "Add traveller" }));
    fillSecondTraveller();
    fireEvent.click(screen.getByRole("button", { name: "Hold 2 seats" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Only 1 seat is left on this departure. Remove 1 traveller, or choose another date.",
    );
    expect(screen.getByRole("link", { name: "Choose another date" }).getAttribute("href")).toBe(
      "/tours/kedarkantha-trek",
    );
    expect(screen.getByRole("button", { name: "Add traveller" }).hasAttribute("disabled")).toBe(true);
  });

  it("opens with a card for each traveller chosen on the trip page", async () => {
    serve(() => ({ data: null }));
    renderForm({ initialTravellers: 3 });
    await waitFor(() => expect((card(1).getByLabelText("First name") as HTMLInputElement).value).toBe("Meera"));
    expect(screen.getAllByRole("group", { name: /^Traveller \d$/ })).toHaveLength(3);
    expect(screen.getByRole("complementary", { name: "Price" }).textContent).toContain("₹7,999 × 3 travellers");
    expect(screen.getByRole("button", { name: "Hold 3 seats" })).toBeTruthy();
  });

  it("states the campaign's offer as its own line before the seats are held, and books with the campaign", async () => {
    const created = serve(() => ({ data: { createBooking: { id: "504", hold_expires_at: "2026-12-01T10:15:00Z" } } }));
    const offer: TripOffer = {
      applies: true,
      name: "Winter Sale",
      offer: {
        offerKind: "percent",
        percentOff: 10,
        amountPerTravellerPaise: null,
        capPaise: null,
        minTravellers: 1,
        combinesWithFareOffers: false,
      },
      offerText: "10% off",
      combinationText: "It cannot be combined with another offer.",
      endsAt: "2026-12-31T18:30:00.000Z",
    };
    renderForm({ campaignSlug: "winter-sale", campaignOffer: offer, initialTravellers: 2 });
    const price = screen.getByRole("complementary", { name: "Price" });
    // 2 x ₹7,999 = ₹15,998; 10% is ₹1,599.80; GST 5% on ₹14,398.20 is ₹719.91.
    expect(price.textContent).toContain("Offer: Winter Sale− ₹1,599.80");
    expect(price.textContent).toContain("Total₹15,118.11");
    expect(screen.getByTestId("offer-note").textContent).toContain("Winter Sale: 10% off");
    // One campaign per booking: no code to add to the page's own offer.
    expect(screen.queryByLabelText("Offer code (optional)")).toBeNull();

    await fillFirstTraveller();
    fillSecondTraveller();
    fireEvent.click(screen.getByRole("button", { name: "Hold 2 seats" }));
    await screen.findByRole("heading", { name: "Pay ?booking=504" });
    expect(created()[0]!.variables.input).toMatchObject({
      campaignSlug: "winter-sale",
      campaignCode: null,
      contact_email: null,
    });
  });

  it("says when the campaign in the address gives nothing here, and keeps the code field", () => {
    serve(() => ({ data: null }));
    renderForm({ campaignSlug: "old-sale", campaignOffer: { applies: false, name: "Old Sale", reason: "ended" } });
    expect(screen.getByTestId("offer-note").textContent).toBe(
      "The Old Sale has ended: the prices here are the usual ones.",
    );
    expect(screen.getByRole("complementary", { name: "Price" }).textContent).not.toContain("Offer: ");
    expect(screen.getByLabelText("Offer code (optional)")).toBeTruthy();
  });

  it("asks a child's parent or guardian to say so, checks it before sending, and sends the declaration", async () => {
    const answers = [
      {
        message: "Traveller 2 is under 18 on the start date",
        extensions: {
          code: "GUARDIAN_REQUIRED",
          index: 1,
          fields: { guardian_name: "Enter the guardian's full name" },
        },
      },
    ];
    const created = serve(() => {
      const error = answers.shift();
      return error
        ? { data: null, errors: [error] }
        : { data: { createBooking: { id: "505", hold_expires_at: null } } };
    });
    renderForm();
    await fillFirstTraveller();
    fireEvent.click(screen.getByRole("button", { name: "Add traveller" }));
    fillSecondTraveller();
    expect(card(2).queryByRole("group", { name: "A traveller under 18" })).toBeNull();
    // 15 on the start date (20 December 2026), though the trip's minimum age (10) lets them come.
    fireEvent.change(card(2).getByLabelText("Date of birth"), { target: { value: "2011-06-15" } });
    const guardian = within(card(2).getByRole("group", { name: "A traveller under 18" }));
    expect(guardian.getByText(/Only their parent or lawful guardian can book them/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Hold 2 seats" }));
    expect(guardian.getByText("Tick the box to say you are this traveller's parent or lawful guardian")).toBeTruthy();
    expect(guardian.getByText("Choose parent or lawful guardian")).toBeTruthy();
    const box = guardian.getByLabelText("I am this traveller's parent or lawful guardian");
    expect(document.activeElement).toBe(box);
    expect(created()).toHaveLength(0);

    fireEvent.click(box);
    fireEvent.change(guardian.getByLabelText("Your full name (parent or guardian)"), {
      target: { value: "Meera Iyer" },
    });
    fireEvent.change(guardian.getByLabelText("You are their"), { target: { value: "parent" } });
    fireEvent.click(screen.getByRole("button", { name: "Hold 2 seats" }));
    // The server's refusal lands beside the guardian's field it names.
    expect(await guardian.findByText("Enter the guardian's full name")).toBeTruthy();
    expect(document.activeElement).toBe(guardian.getByLabelText("Your full name (parent or guardian)"));

    fireEvent.click(screen.getByRole("button", { name: "Hold 2 seats" }));
    await screen.findByRole("heading", { name: "Pay ?booking=505" });
    const participants = (created()[1]!.variables.input as { participants: Record<string, unknown>[] }).participants;
    expect(participants.map((participant) => participant.guardian)).toEqual([
      null,
      { confirmed: true, name: "Meera Iyer", relation: "parent" },
    ]);
  });

  it("shows the notice at collection, with the ways to withdraw consent and use one's rights", async () => {
    serve(() => ({ data: null }));
    renderForm();
    const notice = within(screen.getByRole("region", { name: "What we ask for here, and why" }));
    expect(notice.getByText(/Each traveller's mobile number/)).toBeTruthy();
    expect(notice.getByRole("link", { name: "your message settings" }).getAttribute("href")).toBe(
      "/dashboard#how-we-reach-you",
    );
    expect(notice.getByRole("link", { name: "your rights" }).getAttribute("href")).toBe("/privacy#your-rights");
  });
});
