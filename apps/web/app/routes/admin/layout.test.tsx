import { STAFF_ROLE_DEFINITIONS, type StaffRole } from "@parvat/domain/staff-roles";
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CREDENTIALS_KEY } from "../../lib/credentials.ts";
import AdminLayout, { loader } from "./layout.tsx";

const owner = (first_name: string): Me => ({
  role: "staff",
  staff_role: "owner",
  permissions: STAFF_ROLE_DEFINITIONS.owner.permissions,
  first_name,
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Me {
  role: string;
  staff_role?: StaffRole | null;
  permissions?: readonly string[];
  first_name: string | null;
}

/** The API's answer to `me { role staff_role permissions }`, counting the calls. */
function answerMe(me: Me | null) {
  const fetch = vi.fn(async () => Response.json({ data: { me } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const Stub = createRoutesStub([
  {
    path: "/admin",
    Component: AdminLayout,
    children: [
      { index: true, Component: () => <h1>Today</h1> },
      { path: "my-departures", Component: () => <h1>My departures</h1> },
      { path: "tax", Component: () => <h1>Tax exports</h1> },
    ],
  },
]);

describe("the admin layout", () => {
  it("answers HTTP 404 to the server's render, whoever asks", () => {
    const response = loader() as unknown as { init: ResponseInit };
    expect(response.init.status).toBe(404);
  });

  it("paints neither the 404 page nor the back office before the app knows who asks", () => {
    const html = renderToString(<Stub initialEntries={["/admin"]} />);
    const painted = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
    expect(painted).not.toMatch(/could not find|Error 404|Back office|Today/);
    // A browser that will never run the app still learns that there is nothing here.
    expect(html).toMatch(/<noscript>[\s\S]*We could not find that page[\s\S]*<\/noscript>/);
  });

  it("keeps the 404 page for a visitor, without asking the API", async () => {
    const fetch = answerMe(null);
    render(<Stub initialEntries={["/admin"]} />);
    expect(await screen.findByRole("heading", { name: "We could not find that page" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Back office" })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps the 404 page for a logged-in traveller", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "t" }));
    const fetch = answerMe({ role: "traveller", staff_role: null, permissions: [], first_name: "Meera" });
    render(<Stub initialEntries={["/admin"]} />);
    expect(await screen.findByRole("heading", { name: "We could not find that page" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("heading", { name: "Today" })).toBeNull();
  });

  it("draws the navigation and the screen for an owner: every screen", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "t" }));
    answerMe(owner("Priya"));
    render(<Stub initialEntries={["/admin"]} />);
    expect(await screen.findByRole("heading", { name: "Today" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Back office" });
    expect([...nav.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
      "Today",
      "Departures",
      "Bookings",
      "Enquiries",
      "Quotations",
      "Reviews",
      "Tax exports",
      "Staff",
      "Audit log",
      "Data reads",
      "Security",
    ]);
    expect(screen.queryByRole("heading", { name: "We could not find that page" })).toBeNull();
  });

  it("draws only the screens of the role, and says so on another's screen", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "t" }));
    answerMe({
      role: "staff",
      staff_role: "content",
      permissions: ["trips.read", "trips", "reviews"],
      first_name: "Kabir",
    });
    render(<Stub initialEntries={["/admin/tax"]} />);
    expect(await screen.findByRole("heading", { name: "Not part of your role" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Tax exports" })).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Back office" });
    expect([...nav.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
      "Departures",
      "Reviews",
      "Security",
    ]);
  });

  it("leads a trek leader from /admin to their departures", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "t" }));
    answerMe({
      role: "staff",
      staff_role: "trek_leader",
      permissions: STAFF_ROLE_DEFINITIONS.trek_leader.permissions,
      first_name: "Tashi",
    });
    render(<Stub initialEntries={["/admin"]} />);
    expect(await screen.findByRole("heading", { name: "My departures" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Back office" });
    expect([...nav.querySelectorAll("a")].map((link) => link.textContent)).toEqual(["My departures", "Security"]);
  });

  it("asks a session without its second factor to confirm it is them, in place of the screen", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "t" }));
    const factors = {
      required: true,
      verified_at: null,
      totp: true,
      recovery_codes_left: 0,
      fresh_seconds: 300,
      passkeys: [],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) =>
        Response.json({
          data: String(init.body).includes("AdminSecondFactors")
            ? { adminSecondFactors: factors }
            : { me: owner("Priya") },
        }),
      ),
    );
    render(<Stub initialEntries={["/admin"]} />);
    expect(await screen.findByRole("heading", { name: "Confirm it is you" })).toBeTruthy();
    expect(screen.getByLabelText("Code from your authenticator app")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Today" })).toBeNull();
  });
});
