import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CREDENTIALS_KEY } from "../lib/credentials.ts";
import { RequireLogin } from "./require-login.tsx";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function LoginProbe() {
  const location = useLocation();
  return <h1>Login at {location.pathname + location.search}</h1>;
}

function Dashboard() {
  return (
    <RequireLogin>
      <h1>My trips</h1>
    </RequireLogin>
  );
}

const Stub = createRoutesStub([
  { path: "/dashboard", Component: Dashboard },
  { path: "/login", Component: LoginProbe },
]);

function renderGuarded() {
  render(<Stub initialEntries={["/", "/dashboard?tab=upcoming"]} initialIndex={1} />);
}

describe("RequireLogin", () => {
  it("shows the screen to a traveller with a stored token", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "t" }));
    renderGuarded();
    expect((await screen.findByRole("heading")).textContent).toBe("My trips");
  });

  it("sends anyone else to /login with the location to come back to", async () => {
    renderGuarded();
    const heading = await screen.findByRole("heading", { name: /^Login at/ });
    expect(heading.textContent).toBe("Login at /login?redirectTo=%2Fdashboard%3Ftab%3Dupcoming");
  });
});
