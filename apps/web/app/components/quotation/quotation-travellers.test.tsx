import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CREDENTIALS_KEY } from "../../lib/credentials.ts";
import { QuotationTravellers, travellersAsked } from "./quotation-travellers.tsx";

const scrolledIntoView = vi.fn();
beforeEach(() => {
  localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "a.b.c" }));
  Element.prototype.scrollIntoView = scrolledIntoView;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

type Call = { operationName: string; variables: Record<string, unknown> };

function serve(accept: (call: Call) => unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = JSON.parse(String(init.body)) as Call;
      calls.push(call);
      const body =
        call.operationName === "TravellerAccount"
          ? { data: { me: { phone: "+919876543210", first_name: "Meera", last_name: "Iyer" } } }
          : accept(call);
      return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    }),
  );
  return () => calls.filter((call) => call.operationName === "AcceptQuotation");
}

function Pay() {
  return <h1>Pay {useLocation().search}</h1>;
}

function renderForm(pax: number, overseas = true) {
  const Stub = createRoutesStub([
    {
      path: "/q",
      Component: () => (
        <QuotationTravellers
          slug="bali-for-two"
          propertyGroupId={72}
          optionName="Beach hotel in Seminyak"
          price={136_000}
          pax={pax}
          overseas={overseas}
          today="2099-01-01"
          onBack={() => {}}
        />
      ),
    },
    { path: "/pay", Component: Pay },
  ]);
  render(<Stub initialEntries={["/q"]} />);
}

const card = (number: number) => within(screen.getByRole("group", { name: `Traveller ${number}` }));

describe("QuotationTravellers", () => {
  it("asks for each traveller of the party, names as in the passport for a trip abroad, and sends them", async () => {
    const accepted = serve(() => ({ data: { acceptQuotation: { id: "901" } } }));
    renderForm(2);
    const heading = screen.getByRole("heading", { name: "Who is travelling?" });
    expect(heading).toBe(document.activeElement);
    expect(scrolledIntoView.mock.contexts).toContain(heading);
    expect(screen.getByText(/exactly as it is in the passport/)).toBeTruthy();
    expect(screen.getAllByRole("group", { name: /^Traveller \d$/ })).toHaveLength(2);

    // Nothing is sent while a traveller is incomplete: each card says what is missing.
    fireEvent.click(screen.getByRole("button", { name: "Accept and continue to payment" }));
    await waitFor(() => expect(card(2).getByText("Enter the first name")).toBeTruthy());
    expect(accepted()).toHaveLength(0);

    await waitFor(() => expect((card(1).getByLabelText("First name") as HTMLInputElement).value).toBe("Meera"));
    fireEvent.change(card(1).getByLabelText("Date of birth"), { target: { value: "1992-03-14" } });
    fireEvent.change(card(1).getByLabelText("Gender"), { target: { value: "female" } });
    fireEvent.change(card(2).getByLabelText("First name"), { target: { value: "Arjun" } });
    fireEvent.change(card(2).getByLabelText("Last name"), { target: { value: "Iyer" } });
    fireEvent.change(card(2).getByLabelText("Mobile number"), { target: { value: "98450 12345" } });
    fireEvent.change(card(2).getByLabelText("Date of birth"), { target: { value: "1990-11-02" } });
    fireEvent.change(card(2).getByLabelText("Gender"), { target: { value: "male" } });
    fireEvent.click(screen.getByRole("button", { name: "Accept and continue to payment" }));

    expect(await screen.findByRole("heading", { name: "Pay ?booking=901" })).toBeTruthy();
    const [sent] = accepted();
    expect(sent!.variables).toMatchObject({
      slug: "bali-for-two",
      propertyGroupId: 72,
      participants: [
        { first_name: "Meera", last_name: "Iyer", phone: "9876543210", dob: "1992-03-14", gender: "female" },
        { first_name: "Arjun", last_name: "Iyer", phone: "98450 12345", dob: "1990-11-02", gender: "male" },
      ],
    });
  });

  it("shows the server's refusal of one traveller beside its field", async () => {
    serve(() => ({
      data: null,
      errors: [
        {
          message: "Traveller 1: Enter a date of birth in the past.",
          extensions: { code: "PARTICIPANT_INVALID", field: "dob", index: 0 },
        },
      ],
    }));
    renderForm(1, false);
    expect(screen.getByText(/as on the traveller's photo ID/)).toBeTruthy();
    await waitFor(() => expect((card(1).getByLabelText("First name") as HTMLInputElement).value).toBe("Meera"));
    fireEvent.change(card(1).getByLabelText("Date of birth"), { target: { value: "1992-03-14" } });
    fireEvent.change(card(1).getByLabelText("Gender"), { target: { value: "female" } });
    fireEvent.click(screen.getByRole("button", { name: "Accept and continue to payment" }));
    expect(await card(1).findByText("Traveller 1: Enter a date of birth in the past.")).toBeTruthy();
    expect(card(1).getByLabelText("Date of birth")).toBe(document.activeElement);
  });

  it("asks a party above 12 for the lead traveller, with room for up to 12", () => {
    expect([travellersAsked(2), travellersAsked(12), travellersAsked(40)]).toEqual([2, 12, 1]);
    serve(() => ({}));
    renderForm(40);
    expect(screen.getAllByRole("group", { name: /^Traveller \d+$/ })).toHaveLength(1);
    expect(screen.getByText(/our trip desk collects the others'/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add traveller" }));
    expect(screen.getAllByRole("group", { name: /^Traveller \d+$/ })).toHaveLength(2);
  });
});
