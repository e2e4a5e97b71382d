import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CREDENTIALS_KEY } from "../lib/credentials.ts";
import { AccountPanel } from "./account-panel.tsx";
import { RequireLogin } from "./require-login.tsx";
import { Toasts } from "./toasts.tsx";

beforeEach(() => localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "a.b.c" })));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

function serve(answer: (operationName: string, variables: Record<string, unknown>) => unknown) {
  const calls: { operationName: string; variables: Record<string, unknown>; authorization: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      calls.push({
        operationName: body.operationName,
        variables: body.variables,
        authorization: new Headers(init.headers).get("authorization"),
      });
      return json(answer(body.operationName, body.variables));
    }),
  );
  return calls;
}

const account = { phone: "+919876543210", first_name: null, last_name: null, member_since: "2026-11-22" };

function renderDashboard() {
  const Stub = createRoutesStub([
    {
      path: "/",
      // Toasts live in the site layout, across navigations.
      Component: () => (
        <>
          <Outlet />
          <Toasts />
        </>
      ),
      children: [
        { index: true, Component: () => <h1>Home page</h1> },
        {
          path: "dashboard",
          Component: () => (
            <RequireLogin>
              <AccountPanel />
            </RequireLogin>
          ),
        },
        { path: "login", Component: () => <h1>Login page</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={["/dashboard"]} />);
}

describe("AccountPanel", () => {
  it("shows the number and the day the traveller joined, fetched with the stored token", async () => {
    const calls = serve(() => ({ data: { me: account } }));
    renderDashboard();
    expect(await screen.findByText("+91 98765 43210")).toBeTruthy();
    expect(screen.getByText("22 November 2026")).toBeTruthy();
    expect(calls).toEqual([{ operationName: "MyAccount", variables: {}, authorization: "Bearer a.b.c" }]);
  });

  it("sends a traveller whose token the server refuses to /login, logged out", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    serve(() => ({
      data: null,
      errors: [{ message: "Your login has expired.", extensions: { code: "invalid-jwt" } }],
    }));
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeTruthy();
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBe("{}");
  });

  it("logs out on the server and on this device, then goes home", async () => {
    const calls = serve((operationName) =>
      operationName === "MyAccount"
        ? { data: { me: account } }
        : { data: { logout: { message: "You are logged out." } } },
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
    expect(calls[1]).toEqual({
      operationName: "Logout",
      variables: { everywhere: false },
      authorization: "Bearer a.b.c",
    });
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBe("{}");
    expect(await screen.findByText("You are logged out.")).toBeTruthy();
  });

  it("logs out every device on request", async () => {
    const calls = serve((operationName) =>
      operationName === "MyAccount"
        ? { data: { me: account } }
        : { data: { logout: { message: "You are logged out on every device." } } },
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole("button", { name: "Log out on every device" }));
    await screen.findByRole("heading", { name: "Home page" });
    expect(calls[1]?.variables).toEqual({ everywhere: true });
  });

  it("offers a retry when the account cannot be loaded, and still logs out offline", async () => {
    serve(() => {
      throw new TypeError("Failed to fetch");
    });
    renderDashboard();
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not reach Parvat Journeys/);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(CREDENTIALS_KEY)).toContain("a.b.c"));
  });
});
