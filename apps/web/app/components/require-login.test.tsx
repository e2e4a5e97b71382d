import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CREDENTIALS_KEY } from "../lib/credentials.ts";
import { privatePageHeaders, RequireLogin, returnPath } from "./require-login.tsx";

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

describe("returnPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/tours/42/register?packageId=7&date=2026-12-01", "/tours/42/register?packageId=7&date=2026-12-01"],
    ["/payment/abc#summary", "/payment/abc#summary"],
    ["/dashboard?next=//attacker.example", "/dashboard?next=//attacker.example"],
    ["/tours/42/../43", "/tours/43"],
  ])("returns to %s", (redirectTo, path) => {
    expect(returnPath(redirectTo)).toBe(path);
  });

  it.each([
    [null],
    [""],
    ["https://attacker.example/"],
    ["//attacker.example/"],
    ["/\\attacker.example"],
    ["/\t/attacker.example"],
    ["javascript:alert(1)"],
    ["/login?redirectTo=/pay"],
    // Paths that become another origin once the URL parser normalises them.
    ["/.//attacker.example"],
    ["/..//attacker.example"],
    ["/./\\attacker.example"],
    ["/%2e//attacker.example/"],
    ["/x/..//attacker.example"],
    // Schemes, backslashes and control characters in any position.
    ["http://attacker.example"],
    ["/\\attacker.example"],
    ["\\\\attacker.example"],
    ["/\n/attacker.example"],
    ["/\r\n/attacker.example"],
    ["/\u0000/attacker.example"],
    ["/ok\u007f"],
    ["/dashboard\u0000"],
    ["data:text/html,<script>alert(1)</script>"],
    ["attacker.example"],
  ])("never leaves the site or loops back to /login for %j", (redirectTo) => {
    expect(returnPath(redirectTo)).toBe("/dashboard");
  });
});

describe("privatePageHeaders", () => {
  it("keeps guarded pages out of every cache", () => {
    expect(privatePageHeaders()).toEqual({ "Cache-Control": "no-store" });
  });
});
