import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TravellerFormScreen } from "./traveller-form-screen.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form = {
  first_name: "Anika",
  last_name: "Rao",
  guardian: null as { name: string; relation: string } | null,
  trip_name: "Kedarkantha Trek",
  reference: "PJ-7K3M9Q",
  start_date: "2026-12-20",
  end_date: "2026-12-25",
  emergency_name: null,
  emergency_phone: null,
  emergency_relation: null,
  medical_conditions: null,
  medicines: null,
  allergies: null,
  medical_notes: null,
  medical_declared_at: null,
  undertaking: { version: 2, text: "I will follow the trip leader's instructions." },
  undertaking_accepted_version: null,
  permit_id_required: true,
  id_type: null,
  id_number: null,
  fitness_proof_required: false,
  fitness_status: "missing",
  fitness_reason: null,
  upload_path: "/api/forms/token/fitness-proof",
  missing: ["emergency", "medical", "undertaking", "permit_id"],
};

function renderScreen(answer: typeof form) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { travellerForm: answer } }), {
          headers: { "Content-Type": "application/json" },
        }),
    ),
  );
  const Stub = createRoutesStub([
    { path: "/forms/:token", Component: () => <TravellerFormScreen token={"t".repeat(43)} /> },
  ]);
  render(<Stub initialEntries={[`/forms/${"t".repeat(43)}`]} />);
}

describe("TravellerFormScreen", () => {
  it("shows the notice of what the form asks for, each part with its purpose", async () => {
    renderScreen(form);
    const notice = within(await screen.findByRole("region", { name: "What this form asks for, and why" }));
    expect(notice.getByText("A medical declaration (conditions, medicines, allergies, notes)")).toBeTruthy();
    expect(notice.getByText("An ID type and number, only when the trip needs permits")).toBeTruthy();
    expect(notice.getByRole("link", { name: "your rights" }).getAttribute("href")).toBe("/privacy#your-rights");
    // An adult's own form: no guardian named, their own confirmation.
    expect(screen.queryByText(/this form is filled in by/)).toBeNull();
    expect(screen.getByText("My answers are complete and true.")).toBeTruthy();
  });

  it("says a child's form is filled in and confirmed by the parent who booked them", async () => {
    renderScreen({ ...form, guardian: { name: "Meera Rao", relation: "parent" } });
    const line = await screen.findByText(/this form is filled in by/);
    expect(line.textContent).toBe(
      "Anika is under 18: this form is filled in by Meera Rao (parent), who booked them and confirms every answer for them.",
    );
    expect(screen.getByText("As Anika's parent, I confirm these answers are complete and true.")).toBeTruthy();
    expect(screen.getByText("I have read this undertaking and, as Anika's parent, I accept it for them.")).toBeTruthy();
  });
});
